// C23 digit separators in every literal form, and standard attributes (semantics unchanged:
// nodiscard/maybe_unused/deprecated/fallthrough/noreturn/gnu:: attributes compile and run).
// ARGS: -std=c23 -w
// REFERENCE: clang-19
#include <stdio.h>
#include <stdlib.h>

#define MILLION 1'000'000

[[nodiscard]] static int twice(int x) { return 2 * x; }
[[deprecated("use twice")]] static int old_twice(int x) { return x + x; }
[[noreturn]] static void leave(int code) { exit(code); }
[[_Noreturn]] static void leave2(int code) { exit(code); }
[[gnu::noinline, gnu::cold]] static int slow(int x) { return x - 1; }
[[__gnu__::__always_inline__]] static inline int fast(int x) { return x + 1; }
[[maybe_unused]] static int unused_helper(void) { return 0; }

static int fall(int k) {
    int r = 0;
    switch (k) {
    case 1:
        r += 1;
        [[fallthrough]];
    case 2:
        r += 10;
        [[fallthrough]];
    default:
        r += 100;
    }
    return r;
}

int main(int argc, [[maybe_unused]] char **argv) {
    long a = 1'000'000;
    unsigned b = 0xFF'FF;
    int c = 0b1010'1010;
    int d = 07'7;
    double e = 1'234.5'6;
    double g = 1'0e1'0;
    float h = 0x1'0p-4f;
    unsigned long long big = 18'446'744'073'709'551'615ull;
    char q = '\'';
    printf("%ld %u %d %d %.2f %.1f %.4f %llu %c %d\n", a, b, c, d, e, g, h, big, q, MILLION / 1'000);
    [[maybe_unused]] int local = twice(21);
    printf("%d %d %d %d\n", local, old_twice(4), slow(10), fast(10));
    printf("%d %d %d\n", fall(1), fall(2), fall(3));
    if (argc > 5) leave2(3);
    if (argc > 0) leave(twice(3));
    return 0;
}
// EXIT: 6
