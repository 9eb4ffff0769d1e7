#include <stdlib.h>
#include <stdio.h>
// EXIT: 3
static void check(int ok, int code) { if (!ok) { printf("fail %d\n", code); exit(code); } }
int main(void) { check(1, 1); check(2 > 1, 2); check(0, 3); return 0; }
