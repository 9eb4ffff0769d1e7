#include <stdio.h>
#include <stdlib.h>
typedef struct { int a; } T;
static size_t count(const char *s) {
    size_t n = 0;
    while (*s++) n++
    return n;
}
int main(void) {
    FILE *f = fopen("x", "r");
    T t = { .a = 1 };
    printf("%zu %d\n", count("abc"), t.a);
    if (f) fclose(f);
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{expected ';' after expression}}
