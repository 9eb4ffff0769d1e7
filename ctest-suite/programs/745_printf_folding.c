#include <stdio.h>
#include <stdarg.h>
/* gcc folds printf-family calls whose result is unused, at every -O level, even where the unit
   defines the function: printf("x\n") -> puts("x"), printf("a") -> putchar('a'), printf("") -> nothing,
   printf("%s\n", s) -> puts(s), printf("%c", c) -> putchar(c), fprintf(fp, "s") -> fputs, and the same
   for __printf_chk/__fprintf_chk and (formats without %) __vprintf_chk/__vfprintf_chk (torture
   printf-chk-1, fprintf-chk-1, vprintf-chk-1, vfprintf-chk-1). A call whose value is used stays. */
static int calls;
int __printf_chk(int flag, const char *fmt, ...) {
    va_list ap;
    calls++;
    va_start(ap, fmt);
    int r = vprintf(fmt, ap);
    va_end(ap);
    return r;
}
int __fprintf_chk(FILE *fp, int flag, const char *fmt, ...) {
    va_list ap;
    calls++;
    va_start(ap, fmt);
    int r = vfprintf(fp, fmt, ap);
    va_end(ap);
    return r;
}
int __vprintf_chk(int flag, const char *fmt, va_list ap) { calls++; return vprintf(fmt, ap); }

static void viaVa(int which, ...) {
    va_list ap;
    va_start(ap, which);
    if (which == 0) __vprintf_chk(1, "va line\n", ap);     /* puts */
    else __vprintf_chk(1, "va %d\n", ap);                  /* stays */
    va_end(ap);
}

static int sideEffects;
static int flag(void) { sideEffects++; return 1; }
static FILE *out(void) { sideEffects++; return stdout; }

#define SHOW(what) do { int before = calls; what; printf("  <- %s: %d call(s)\n", #what, calls - before); } while (0)

int main(void) {
    const char *s = "pointer";
    char c = 'c';
    SHOW(__printf_chk(1, "hello\n"));
    SHOW(__printf_chk(1, "hello"));
    SHOW(__printf_chk(1, "a"));
    SHOW(__printf_chk(1, ""));
    SHOW(__printf_chk(1, "%s", "lit\n"));
    SHOW(__printf_chk(1, "%s", s));
    SHOW(__printf_chk(1, "%s\n", s));
    SHOW(__printf_chk(1, "%c", 'x'));
    SHOW(__printf_chk(1, "%c", c));
    SHOW(__printf_chk(1, "%d\n", 42));
    SHOW(__printf_chk(1, "%s %s\n", s, s));
    SHOW(__printf_chk(flag(), "x\n"));
    SHOW((void)__printf_chk(1, "void cast\n"));
    SHOW(calls += __printf_chk(1, "used\n") - 5);
    SHOW(__fprintf_chk(stdout, 1, "file\n"));
    SHOW(__fprintf_chk(stdout, 1, "%s", "file2\n"));
    SHOW(__fprintf_chk(stdout, 1, "%c", 'y'));
    SHOW(__fprintf_chk(out(), 1, ""));
    SHOW(__fprintf_chk(stdout, 1, "%s\n", s));
    SHOW(viaVa(0));
    SHOW(viaVa(1, 7));
    printf("side effects %d, calls %d\n", sideEffects, calls);
    fflush(stdout);
    return 0;
}
