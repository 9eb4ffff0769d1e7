// __builtin_abort/__builtin_trap/__builtin_unreachable inside expressions whose cir region has a
// single block (a ?: arm, a loop condition, && / ||): the terminator gets a cir.scope of its own.
// (Found by the fuzzer: "verification failed after CIRGen: expects region #1 to have 0 or 1 blocks".)
#include <stdio.h>

#define CHECK(e) ((e) ? (void)0 : (printf("failed: %s\n", #e), __builtin_abort()))

static int pick(int x) { return x > 0 ? x * 2 : (__builtin_unreachable(), 0); }

static int count(int n) {
    int r = 0;
    while (n >= 0 ? n-- > 0 : (__builtin_trap(), 0)) r += 3;
    return r;
}

static int both(int a, int b) { return a && (b ? 1 : (__builtin_abort(), 0)); }

int main(void) {
    CHECK(pick(4) == 8);
    CHECK(count(5) == 15);
    printf("%d %d %d\n", pick(21), count(7), both(1, 2) + both(0, 0));
    int s = 0;
    for (int i = 0; i < 4 ? 1 : (__builtin_unreachable(), 0); i++) {
        s += i;
        if (i == 3) break;
    }
    printf("%d\n", s);
    return 0;
}
