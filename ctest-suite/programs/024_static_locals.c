#include <stdio.h>
static int next_id(void) { static int id = 100; return id++; }
static int *counter(void) { static int c; c++; return &c; }
static const char *names(int i) { static const char *tbl[] = {"zero", "one", "two"}; return tbl[i]; }
int main(void) {
    int a = next_id(), b = next_id(), c = next_id();   /* argument evaluation order is unspecified */
    printf("%d %d %d\n", a, b, c);
    counter(); counter();
    printf("%d\n", *counter());
    printf("%s %s\n", names(2), names(0));
    return 0;
}
