// Static initializers holding an address converted to a 64-bit integer (gcc and clang accept
// them: a relocated constant). Found by the fuzzer (gcc torture pr40657.c mutated): jcirc made a
// pointer-typed initial value for an integer global (verification failed after CIRGen).
#include <stdio.h>

int x;
int arr[4] = {1, 2, 3, 4};
struct pair { int a, b; } pr;
long lx = (long)&x;
unsigned long ua = (unsigned long)&arr[2];
struct { long a; int pad; unsigned long b; } s = { (long)&x, 7, (unsigned long)&pr.b };
long tbl[3] = { 0, (long)arr, (long)(arr + 3) };
static long local_ok(void) {
    static long sl = (long)&x;
    return sl;
}

int main(void) {
    printf("%d %d\n", lx == (long)&x, ua == (unsigned long)&arr[2]);
    printf("%d %d %d\n", s.a == (long)&x, s.pad, s.b == (unsigned long)&pr.b);
    printf("%ld %d %d\n", tbl[0], tbl[1] == (long)arr, *(int *)tbl[2]);
    printf("%d\n", local_ok() == (long)&x);
    *(int *)lx = 42;
    printf("%d\n", x);
    return 0;
}
