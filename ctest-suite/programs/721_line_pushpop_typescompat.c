// #line directives (__LINE__, __FILE__, also through macros), #pragma push_macro/pop_macro,
// __builtin_types_compatible_p on arrays, qualifiers, enums and typedefs.
#include <stdio.h>

#define HERE __LINE__
#define WHERE __FILE__

static int line_at_start = __LINE__;

#line 1000 "renamed.c"
static int a = __LINE__;              /* 1000 */
static const char *fa = __FILE__;
/* a comment
#line 5 "not-a-directive.c"
*/
# 2000 "marker.c"
static int b = HERE;                  /* 2000: GNU line marker */
static const char *fb = WHERE;
#line 3000
static int c = __LINE__;              /* 3000, file still marker.c */
static const char *fc = __FILE__;

#define X 1
#define Y 10
#pragma push_macro("X")
#undef X
#define X 2
static int x_inner = X;
#pragma push_macro("X")
#define Y 20
#undef X
static int x_undefined =
#ifdef X
    1;
#else
    0;
#endif
#pragma pop_macro("X")
static int x_again = X;
#pragma pop_macro("X")
static int x_outer = X;
#pragma push_macro("NOT_DEFINED")
#define NOT_DEFINED 7
static int nd_inside = NOT_DEFINED;
#pragma pop_macro("NOT_DEFINED")
#ifdef NOT_DEFINED
static int nd_after = 1;
#else
static int nd_after = 0;
#endif
#pragma pop_macro("Y")

typedef enum { E0, E1 } E;
typedef enum { F0 } F;
typedef float same1;
typedef float same2;
int rootbeer[__builtin_types_compatible_p(int, __typeof__(line_at_start)) ? 3 : 1];

int main(void) {
    printf("%d %d\n", line_at_start > 0, line_at_start < 20);
    printf("%d %s\n", a, fa);
    printf("%d %s\n", b, fb);
    printf("%d %s\n", c, fc);
    printf("%d %s\n", __LINE__, __FILE__);
    printf("%d %d %d %d %d %d %d\n", x_inner, x_undefined, x_again, x_outer, nd_inside, nd_after, Y);
    printf("%zu\n", sizeof rootbeer / sizeof rootbeer[0]);
    printf("%d %d %d %d %d\n", __builtin_types_compatible_p(int, const int),
           __builtin_types_compatible_p(__typeof__(E1), int),
           __builtin_types_compatible_p(int[5], int[]),
           __builtin_types_compatible_p(same1, same2),
           __builtin_types_compatible_p(int (*)(void), int (*)(void)));
    printf("%d %d %d %d %d %d\n", __builtin_types_compatible_p(char *, const char *),
           __builtin_types_compatible_p(long double, double),
           __builtin_types_compatible_p(E, F),
           __builtin_types_compatible_p(char, signed char),
           __builtin_types_compatible_p(int[5], int[6]),
           __builtin_types_compatible_p(char *, char **));
    return 0;
}
