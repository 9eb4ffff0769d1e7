/* Variadic definitions in the shapes -emit-scf splits into an llvm.func shell (va_start/va_end)
   and a func.func body taking the va_list: va_arg of several types (int, unsigned, long long,
   double, promoted float, pointers, long double), loops and switches
   over the arguments, va_start twice, va_copy, forwarding the list to vsnprintf, a recursive
   variadic function, variadic functions in a table and called through a pointer, a struct
   returned (sret) and a struct fixed parameter passed in memory (byval). (Structs passed through
   "..." are the MLIR 19 call-site byval deviation of 126_variadic_definitions: not here, so that
   MlirTranslateTest runs this program through upstream MLIR in full.) */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

struct Big { long w[5]; };

/* fmt letters: i int, u unsigned, L long long, d double, f float (promoted), s string, p pointer,
   g long double */
static double sum_fmt(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double s = 0;
    for (const char *c = fmt; *c; c++) {
        switch (*c) {
        case 'i': s += va_arg(ap, int); break;
        case 'u': s += va_arg(ap, unsigned) % 1000; break;
        case 'L': s += (double)(va_arg(ap, long long) / 1000000); break;
        case 'd': s += va_arg(ap, double); break;
        case 'f': s += va_arg(ap, double) * 2; break;
        case 's': s += strlen(va_arg(ap, const char *)); break;
        case 'p': s += *va_arg(ap, int *); break;
        case 'g': s += (double)va_arg(ap, long double); break;
        default: s -= 1000;
        }
    }
    va_end(ap);
    return s;
}

/* two passes over the same arguments: va_start twice, and va_copy */
static int max_then_count(int n, ...) {
    va_list ap, again;
    va_start(ap, n);
    int mx = -1000000;
    for (int i = 0; i < n; i++) { int v = va_arg(ap, int); if (v > mx) mx = v; }
    va_end(ap);
    va_start(ap, n);
    int first = va_arg(ap, int);
    va_copy(again, ap);
    int above = 0;
    for (int i = 1; i < n; i++) if (va_arg(again, int) * 2 > mx) above++;
    va_end(again);
    va_end(ap);
    return mx * 1000 + above * 10 + (first & 7);
}

static int fmt_into(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return r;
}

/* recursive: adds up its arguments until a 0, re-entering itself with one fewer */
static long chain(int depth, ...) {
    va_list ap;
    va_start(ap, depth);
    long v = va_arg(ap, long);
    long w = va_arg(ap, long);
    va_end(ap);
    if (depth == 0 || w == 0) return v;
    return v + chain(depth - 1, w, v / 2);
}

static int first_of(int n, ...) { va_list ap; va_start(ap, n); int v = n ? va_arg(ap, int) : -1; va_end(ap); return v; }
static int last_of(int n, ...) { va_list ap; va_start(ap, n); int v = -1; while (n-- > 0) v = va_arg(ap, int); va_end(ap); return v; }
static int (*const picks[])(int, ...) = { first_of, last_of };

/* struct result (sret) and a struct fixed parameter in memory (byval) of a variadic function */
static struct Big spread(struct Big base, int n, ...) {
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n && i < 5; i++) base.w[i] += va_arg(ap, long);
    va_end(ap);
    return base;
}

int main(void) {
    int k = 42;
    printf("sum_fmt=%.3f\n", sum_fmt("iuLdfspg", -5, 4000000123u, 7000000000LL, 2.5, 1.25f, "hello", &k, 10.5L));
    printf("sum_fmt(bad)=%.1f\n", sum_fmt("ix", 1));
    printf("max_then_count=%d\n", max_then_count(6, 5, 17, -3, 9, 12, 4));
    char buf[64];
    int len = fmt_into(buf, sizeof buf, "%s-%d-%.2f-%c", "v", 12, 3.14159, 'z');
    printf("fmt_into=%s (%d)\n", buf, len);
    printf("chain=%ld\n", chain(5, 100L, 60L));
    for (int i = 0; i < 2; i++) printf("picks[%d]=%d\n", i, picks[i](4, 10, 20, 30, 40));
    int (*fp)(int, ...) = last_of;
    printf("fp=%d\n", fp(2, 7, 8));
    struct Big b = spread((struct Big){ { 1, 2, 3, 4, 5 } }, 3, 10L, 20L, 30L);
    printf("spread=%ld %ld %ld %ld %ld\n", b.w[0], b.w[1], b.w[2], b.w[3], b.w[4]);
    return 0;
}
