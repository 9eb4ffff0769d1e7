#include <stdio.h>
static int f(int x) {
    int r = 0;
    switch (x) {
    case 0: r = 10; break;
    case 1:
    case 2: r = 20; break;
    case 3: r = 30;          /* fallthrough */
    case 4: r += 1; break;
    default: r = -1; break;
    case 100: return 1000;
    }
    return r;
}
static const char *name(char c) {
    switch (c) { case 'a': return "alpha"; case 'b': return "beta"; default: return "other"; }
}
int main(void) {
    for (int i = -1; i <= 5; i++) printf("%d -> %d\n", i, f(i));
    printf("%d\n", f(100));
    printf("%s %s %s\n", name('a'), name('b'), name('z'));
    int n = 0;
    for (int i = 0; i < 10; i++) {
        switch (i % 4) { case 0: continue; case 1: n += 1; break; default: n += 10; }
        n += 100;
    }
    printf("%d\n", n);
    switch (3) { }
    unsigned long long big = 5000000000ULL;
    switch (big) { case 5000000000ULL: puts("big"); break; default: puts("no"); }
    return 0;
}
