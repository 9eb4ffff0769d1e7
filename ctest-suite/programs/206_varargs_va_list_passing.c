/* va_arg on a va_list passed down to helper functions (SQLite's sqlite3_mprintf ->
   sqlite3_vmprintf -> sqlite3_str_vappendf), past the register save area, mixed classes,
   long double, va_copy */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int getInt(va_list ap) { return va_arg(ap, int); }

static void vformat(char *out, const char *fmt, va_list ap) {
    for (; *fmt; fmt++) {
        if (*fmt != '%') { *out++ = *fmt; continue; }
        switch (*++fmt) {
        case 'd': out += sprintf(out, "%d", va_arg(ap, int)); break;
        case 'u': out += sprintf(out, "%u", va_arg(ap, unsigned)); break;
        case 'l': out += sprintf(out, "%lld", va_arg(ap, long long)); break;
        case 's': { const char *s = va_arg(ap, const char *); out += sprintf(out, "%s", s ? s : "(null)"); break; }
        case 'f': out += sprintf(out, "%.3f", va_arg(ap, double)); break;
        case 'L': out += sprintf(out, "%.4Lf", va_arg(ap, long double)); break;
        case 'c': *out++ = (char)va_arg(ap, int); break;
        case 'p': out += sprintf(out, "%s", va_arg(ap, void *) ? "ptr" : "nil"); break;
        case 'i': out += sprintf(out, "<%d>", getInt(ap)); break; /* the callee consumes it */
        }
    }
    *out = 0;
}

static void vformat2(char *out, const char *fmt, va_list ap) { vformat(out, fmt, ap); }

static void format(char *out, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vformat2(out, fmt, ap);
    va_end(ap);
}

static double sum_twice(int n, ...) {
    va_list ap, again;
    va_start(ap, n);
    va_copy(again, ap);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    for (int i = 0; i < n; i++) s += va_arg(again, double) * 100;
    va_end(again);
    va_end(ap);
    return s;
}

static long long mixed(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long long acc = 0;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) acc = acc * 3 + va_arg(ap, int);
        else if (i % 3 == 1) acc += (long long)(va_arg(ap, double) * 10);
        else acc ^= va_arg(ap, long long);
    }
    va_end(ap);
    return acc;
}

int main(void) {
    char buf[512];
    format(buf, "a%sb%dc%fd%l|%s%s%s|%d%d%d%d%d|%f%f%f%f%f%f%f%f%f|%c%u%p%p", "xyz", 42, 2.5, 1LL << 40, "p", "q",
           (char *)0, 1, 2, 3, 4, 5, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5, 'Q', 4000000000u, buf, (void *)0);
    puts(buf);
    format(buf, "%L %d %L %f %L %i %i %s", 1.5L, 7, -2.25L, 0.125, 3.0L, 11, 12, "end");
    puts(buf);
    printf("%g\n", sum_twice(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
    printf("%lld\n", mixed(14, 1, 1.5, 99LL, 2, 2.5, 98LL, 3, 3.5, 97LL, 4, 4.5, 96LL, 5, 5.5));
    return 0;
}
