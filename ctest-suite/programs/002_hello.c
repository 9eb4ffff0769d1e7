#include <stdio.h>
int main(void) { printf("hello, world\n"); puts("second line"); return 0; }
