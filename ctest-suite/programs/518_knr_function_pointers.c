/* K&R definitions with pointer, array, struct-pointer and function-pointer parameters, called
   directly, through unprototyped pointers and through prototyped pointers. */
#include <stdio.h>

struct pt { int x, y; };

int sum_pt(p, scale) struct pt *p; int scale; { return (p->x + p->y) * scale; }
double avg(v, n) double *v; int n; { double s = 0; int i; for (i = 0; i < n; i++) s += v[i]; return s / n; }
int apply2(f, g, x) int (*f)(), (*g)(int); int x; { return f(g(x)); }
static int inc(x) int x; { return x + 1; }
static int dbl(x) int x; { return x * 2; }
char first(s) char *s; { return *s; }
unsigned long widen(u) unsigned short u; { return u * 65536UL; }

int main(void) {
    struct pt p = {3, 4};
    double v[] = {1.0, 2.0, 4.5};
    int (*up)() = sum_pt;
    int (*pp)(struct pt *, int) = sum_pt;
    printf("%d %d %d\n", sum_pt(&p, 2), up(&p, 3), pp(&p, 4));
    printf("%.3f\n", avg(v, 3));
    printf("%d %d\n", apply2(inc, dbl, 5), apply2(dbl, inc, 5));
    printf("%c %lu\n", first("xyz"), widen(65535));
    return 0;
}
