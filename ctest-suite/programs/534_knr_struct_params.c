/* K&R definitions taking structs and unions by value and returning them, mixed with float and
   short parameters that are passed promoted. */
#include <stdio.h>

struct vec { double x, y; };
struct big { int v[10]; };
union num { int i; float f; };

struct vec scale(v, k) struct vec v; float k; { v.x *= k; v.y *= k; return v; }
int sum_big(b, extra) struct big b; short extra; { int s = extra, i; for (i = 0; i < 10; i++) s += b.v[i]; return s; }
float as_float(u) union num u; { return u.f; }
struct big fill(start) int start; { struct big b; int i; for (i = 0; i < 10; i++) b.v[i] = start + i; return b; }

int main(void) {
    struct vec v = {1.5, -2.0};
    struct vec w = scale(v, 2.0f);
    struct big b = fill(3);
    union num u;
    u.f = 6.25f;
    printf("%g %g\n", w.x, w.y);
    printf("%d %d\n", sum_big(b, 100), b.v[9]);
    printf("%g\n", as_float(u));
    return 0;
}
