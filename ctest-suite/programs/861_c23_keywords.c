// C23 keywords: bool/true/false, nullptr/nullptr_t, static_assert without a message,
// alignas/alignof/thread_local, typeof/typeof_unqual, constexpr, empty initializers, unreachable().
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stddef.h>
#include <stdio.h>
#include <stdbool.h>

constexpr int N = 3;
constexpr double SCALE = 2.5;
constexpr unsigned char MASK = 0xF0;
static int table[N * 2] = {1, 2, 3, 4, 5, 6};
static_assert(sizeof table == 6 * sizeof(int));
static_assert(N == 3, "N is three");
thread_local int counter = 7;
struct aligned_box { alignas(16) char c; };

static int classify(int v) {
    switch (v) {
    case N: return 100;
    case N + 1: return 200;
    default: return 0;
    }
}

static int pick(bool b) {
    if (b) return 1;
    if (!b) return 2;
    unreachable();
}

int main(void) {
    bool t = true, f = false;
    printf("%d %d %zu %zu %d\n", t, f, sizeof(bool), sizeof(true), (int)(true + true));
    bool from_int = 42;
    printf("%d %d\n", from_int, pick(from_int) + pick(false));

    int *p = nullptr;
    nullptr_t np = nullptr;
    void *vp = np;
    printf("%d %d %zu\n", p == nullptr, vp == NULL, sizeof(nullptr_t));
    if (!p) printf("null is false\n");

    const volatile int cv = 5;
    typeof(cv) same = 6;
    typeof_unqual(cv) plain = 7;
    plain += 1;
    typeof_unqual(const int) also = 9;
    also++;
    printf("%d %d %d\n", same, plain, also);

    constexpr int local = N * 4;
    int arr[local];                       // not a VLA: local is a constant
    printf("%zu %d %d %.2f %d\n", sizeof arr, classify(3), classify(4), SCALE * 2, MASK >> 4);

    int zeros[5] = {};
    struct { int a; double b; char s[4]; } z = {};
    printf("%d %d %.1f %d\n", zeros[0] + zeros[4], z.a, z.b, z.s[3]);

    printf("%zu %zu %d\n", alignof(struct aligned_box), sizeof(struct aligned_box), counter);
    printf("%d %d\n", table[5], classify(N));
    return 0;
}
