/* weakref: a static name that weakly refers to another symbol (missing ones compare null), and
   format(printf, m, n) on user functions, called with matching arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>

static int maybe(void) __attribute__((weakref("jcirc_nonexistent_function")));
static int my_abs(int) __attribute__((weakref, alias("abs")));
static void *my_malloc(size_t) __attribute__((weakref("malloc")));

__attribute__((format(printf, 2, 3))) static int logf_(int level, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("[%d] ", level);
    int n = vprintf(fmt, ap);
    va_end(ap);
    return n;
}

int main(void) {
    printf("%d %d\n", maybe ? maybe() : -1, my_abs ? my_abs(-5) : -1);
    int *p = my_malloc(sizeof *p);
    *p = 7;
    int n = logf_(2, "%s=%d\n", "value", *p);
    printf("%d\n", n);
    free(p);
    return 0;
}
