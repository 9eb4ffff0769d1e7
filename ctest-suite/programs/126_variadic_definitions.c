// MLIR-TRANSLATE-DEVIATION: MLIR 19 llvm.call drops the call-site byval of variadic struct arguments
#include <stdio.h>
#include <stdarg.h>
/* variadic function definitions: va_start/va_arg/va_end/va_copy with ints, longs, pointers, doubles,
   long doubles and structs of every System V class (registers, mixed, memory, registers exhausted) */
struct P { int x, y; };
struct D { double a, b; };
struct M { int i; double d; };
struct C3 { char c[3]; };
struct Big { long a[5]; };
static long sum(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
static double dsum(int n, ...) {
    va_list ap, aq;
    va_start(ap, n);
    va_copy(aq, ap);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    for (int i = 0; i < n; i++) s += va_arg(aq, double);
    va_end(aq);
    va_end(ap);
    return s;
}
static void show(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("%d ", va_arg(ap, int)); break;
        case 'l': printf("%ld ", va_arg(ap, long)); break;
        case 'd': printf("%.2f ", va_arg(ap, double)); break;
        case 'L': printf("%.3Lf ", va_arg(ap, long double)); break;
        case 's': printf("%s ", va_arg(ap, char *)); break;
        case 'p': { struct P q = va_arg(ap, struct P); printf("(%d,%d) ", q.x, q.y); break; }
        case 'D': { struct D q = va_arg(ap, struct D); printf("(%.1f,%.1f) ", q.a, q.b); break; }
        case 'M': { struct M q = va_arg(ap, struct M); printf("(%d,%.1f) ", q.i, q.d); break; }
        case 'c': { struct C3 q = va_arg(ap, struct C3); printf("(%c%c%c) ", q.c[0], q.c[1], q.c[2]); break; }
        case 'B': { struct Big q = va_arg(ap, struct Big); printf("(%ld..%ld) ", q.a[0], q.a[4]); break; }
        }
    }
    va_end(ap);
    printf("\n");
}
static int vwrap(char *buf, const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = vsprintf(buf, fmt, ap); va_end(ap); return r; }
int main(void) {
    printf("%ld %.2f\n", sum(5, 1, 2, 3, 4, 5), dsum(3, 1.5, 2.5, 3.0));
    struct P p = {3, 4};
    struct D d = {1.5, 2.5};
    struct M m = {7, 8.5};
    struct C3 c = {{'a', 'b', 'c'}};
    struct Big big = {{1, 2, 3, 4, 5}};
    show("ildsLi", 1, 2L, 3.25, "str", 1.125L, 5);
    show("iiiiiiiiddddddddddpD", 1, 2, 3, 4, 5, 6, 7, 8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, p, d);
    show("pDMcBi", p, d, m, c, big, 9);
    show("iiiiMpMc", 1, 2, 3, 4, m, p, m, c);
    char buf[64];
    vwrap(buf, "%d-%s-%.1f", 7, "x", 2.5);
    printf("%s\n", buf);
    return 0;
}
