/* Calls through unprototyped declarations and function pointers `T (*)()`: integer, float,
   char and pointer arguments are default-promoted; prototyped definitions receive them. */
#include <stdio.h>

double mix();                                  /* unprototyped declaration */
static long widen();

double mix(double a, int b, long c) { return a + b + c; }
static long widen(int x) { return (long)x * 1000000; }

int main(void) {
    float f = 1.5f;
    char ch = 2;
    short sh = 3;
    double (*fp)() = mix;
    long (*wp)() = widen;
    printf("%g\n", mix(f, ch, 10L));
    printf("%g\n", fp(2.5, sh, 20L));
    printf("%ld %ld\n", widen(7), wp(ch));
    return 0;
}
