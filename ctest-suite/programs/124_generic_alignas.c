#include <stdio.h>
#include <stdalign.h>
#include <stddef.h>
/* C11 _Generic (selection by type, default, lvalue results, in constant expressions),
   _Static_assert at file and block scope, _Alignas/_Alignof on members and variables, typeof */
#define TYPENAME(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", double: "double", \
                             float: "float", char *: "char *", const char *: "const char *", default: "other")
#define ABS(x) _Generic((x), int: abs_i, double: abs_d)(x)
static int abs_i(int x) { return x < 0 ? -x : x; }
static double abs_d(double x) { return x < 0 ? -x : x; }
_Static_assert(sizeof(int) == 4, "int is 4 bytes");
struct A { char c; _Alignas(16) int x; };
struct B { char c; alignas(double) char d; };
static int table[_Generic(1.0f, float: 3, default: 5)];
alignas(64) static char buffer[10];
int main(void) {
    char *s = "x";
    const char *cs = s;
    short sh = 1;
    printf("%s %s %s %s %s %s %s\n", TYPENAME(1), TYPENAME(2u), TYPENAME(3L), TYPENAME(2.0), TYPENAME(s), TYPENAME(cs), TYPENAME(sh));
    printf("%s %s\n", TYPENAME(sh + 1), TYPENAME('a'));
    printf("%d %.1f\n", ABS(-4), ABS(-2.5));
    int v = 1;
    _Generic(v, int: v, default: sh) = 7;
    _Static_assert(_Alignof(double) == 8, "double alignment");
    alignas(32) int aligned_local = 3;
    printf("%d %zu %zu %zu %zu %zu\n", v, sizeof(struct A), offsetof(struct A, x), alignof(struct A), sizeof(struct B), offsetof(struct B, d));
    printf("%d %d %zu\n", (int)((unsigned long)&aligned_local % 32), (int)((unsigned long)buffer % 64), sizeof table / sizeof table[0]);
    typeof(v) w = 5;
    __typeof__(s) t = s;
    typeof(int[3]) arr = {1, 2, 3};
    printf("%d %s %zu %d\n", w, t, sizeof arr, arr[2]);
    return 0;
}
