// va_arg of _Complex float/double/long double and of over-aligned structs ({long double},
// {long double _Complex}): register save area while registers remain, then the overflow area
// (16-aligned for long double), with va_copy and a forwarding v-function.
// MLIR-TRANSLATE-DEVIATION: MLIR 19 llvm.call drops the call-site byval of variadic struct and long double _Complex arguments
#include <stdio.h>
#include <stdarg.h>
#include <complex.h>

struct ldbox { long double x; };
struct czbox { double _Complex z; int tag; };
struct cfbox { float _Complex z; };

static long double _Complex vtotal(const char *fmt, va_list ap) {
    long double _Complex t = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'f': t += va_arg(ap, float _Complex); break;
        case 'd': t += va_arg(ap, double _Complex); break;
        case 'l': t += va_arg(ap, long double _Complex); break;
        case 'x': t += va_arg(ap, struct ldbox).x; break;
        case 'z': { struct czbox b = va_arg(ap, struct czbox); t += b.z * b.tag; break; }
        case 'c': t += va_arg(ap, struct cfbox).z; break;
        case 'i': t += va_arg(ap, int) * I; break;
        case 'g': t += va_arg(ap, double); break;
        }
    }
    return t;
}

static long double _Complex total(const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    long double _Complex a = vtotal(fmt, ap);
    long double _Complex b = vtotal(fmt, again);
    va_end(again);
    va_end(ap);
    return a == b ? a : -1;
}

static void show(const char *name, long double _Complex z) {
    printf("%-6s %.21Lg %.21Lg\n", name, creall(z), cimagl(z));
}

int main(void) {
    show("f", total("f", 1.5f + 2.5fi));
    show("d", total("d", 0.1 + 0.2i));
    show("l", total("l", 0.1L + 0.2Li));
    show("mix", total("fdligx", 1.0f - 1.0fi, 2.0 + 0.5i, 0.3L - 0.7Li, 4, 2.25, (struct ldbox){1e-3L}));
    show("boxes", total("zcxz", (struct czbox){1.0 + 2.0i, 3}, (struct cfbox){0.5f + 0.5fi},
                         (struct ldbox){-7.5L}, (struct czbox){-1.0i, 2}));
    /* more SSE arguments than the 8 registers: the rest come from the overflow area */
    show("spill", total("dddddfffffld", 1.0 + 1.0i, 2.0 + 2.0i, 3.0 + 3.0i, 4.0 + 4.0i, 5.0 + 5.0i,
                         1.0f, 2.0f, 3.0f, 4.0f, 5.0f + 5.0fi, 1e-20L + 1.0Li, 0.5 + 0.25i));
    show("gp", total("iiiiiiiilxi", 1, 2, 3, 4, 5, 6, 7, 8, (long double _Complex)2.0L, (struct ldbox){3.0L}, 9));
    return 0;
}
