// JCIRC-ARGS: -fpermissive
/* K&R (old-style) function definitions: parameters declared after the declarator, called with
   the default-promoted arguments and converted to the declared parameter types. */
#include <stdio.h>

int add(a, b) int a; long b; { return a + b; }
long mixed(c, s, l, u) char c; short s; long l; unsigned char u; { return c + s + l + u; }
double half(x) float x; { return x / 2; }
int chr(c) char c; { return c + 1; }
static short mul(s, t) short s; unsigned char t; { return s * t; }
int noargs() { return 7; }
int unproto();
int unproto(a, b) int a, b; { return a - b; }
char *pick(p, i) char *p; int i; { return p + i; }
int sum_arr(v, n) int v[]; int n; { int s = 0; while (n--) s += *v++; return s; }
int apply(f, x) int (*f)(); int x; { return f(x); }
int twice(x) { return 2 * x; }   /* parameter type defaults to int */

int main(void) {
    int arr[4] = {1, 2, 3, 4};
    int (*fp)() = add;
    printf("%d\n", add(1, 2));
    printf("%d\n", add(-5, 100000L));
    printf("%ld\n", mixed('a', 300, 1L << 40, 255));
    printf("%g\n", half(3.0f));
    printf("%g\n", half(7.0));
    printf("%d\n", chr('a'));
    printf("%d\n", mul(3, 4));
    printf("%d %d\n", noargs(), unproto(10, 3));
    printf("%s\n", pick("hello", 1));
    printf("%d\n", sum_arr(arr, 4));
    printf("%d\n", apply(twice, 21));
    printf("%d\n", fp(5, 6L));
    return 0;
}
