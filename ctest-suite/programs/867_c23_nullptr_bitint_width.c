// C23 nullptr_t as a distinct type (_Generic tells it from void *, typeof(nullptr), conversions
// to any pointer and to bool, in conditionals, initializers and comparisons) and _BitInt widths
// given by constant expressions after macro expansion (_BitInt(2*8)).
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
#include <stddef.h>

#define W (2 * 8)
typedef _BitInt(W) b16;
unsigned _BitInt(3 + 4) u7 = 127;
static struct S { int *p; void (*fp)(void); } s = { nullptr, nullptr };
int *gp = nullptr;

#define KIND(x) _Generic((x), nullptr_t: 1, void *: 2, int *: 3, default: 4)

static int isnull(int *p) { return p == nullptr; }
static nullptr_t give(void) { return nullptr; }
static void *pass(nullptr_t n) { return n; }

int main(void) {
    printf("kinds %d %d %d %d %d\n", KIND(nullptr), KIND((void *)0), KIND(gp), KIND(0), KIND(give()));
    printf("sizes %d %d\n", (int)sizeof(nullptr_t), (int)sizeof(nullptr));
    nullptr_t n = nullptr;
    typeof(nullptr) m = n;
    int *p = n;
    char *c = nullptr;
    void (*fp)(void) = m;
    bool b = nullptr;
    int x = 5;
    int *q = x ? &x : nullptr;
    int *r = x > 9 ? &x : nullptr;
    printf("eq %d %d %d %d %d %d %d %d %d\n", p == nullptr, c == NULL, fp == nullptr, m == n, b, isnull(p),
           isnull(&x), *q, r == nullptr);
    printf("globals %d %d %d %d\n", s.p == nullptr, s.fp == nullptr, gp == nullptr, pass(nullptr) == nullptr);
    if (!nullptr) puts("nullptr is false");
    if (n) puts("bad"); else puts("n is false");
    b16 v = 32767;
    v++;
    u7++;
    unsigned _BitInt(W * 2 + 1) u33 = 0x1ffffffffuwb;
    u33 += 2;
    printf("bitint %d %d %d %d %d %llu %d\n", (int)v, (int)sizeof(b16), (int)u7, (int)sizeof(_BitInt(8 * 8 + 0)),
           (int)sizeof u33, (unsigned long long)u33, _Generic(u7, unsigned _BitInt(7): 1, default: 0));
    return 0;
}
