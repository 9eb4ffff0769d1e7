// __builtin_alloca(0) gives the stack pointer, as g++'s: taken before and after a try block whose exception was
// caught, the two are equal (unwinding restored the stack pointer; g++.old-deja/g++.eh/unwind1), and an allocation
// in between moves it down by at least its size.
#include <cstdio>

static void thrower(int i) { throw i; }

static int check(int n) {
    char *sp1 = (char *) __builtin_alloca(0);
    try { thrower(n); } catch (int) {}
    char *sp2 = (char *) __builtin_alloca(0);
    char *block = (char *) __builtin_alloca(n);
    block[0] = 1;
    char *sp3 = (char *) __builtin_alloca(0);
    std::printf("after the catch: %s; after alloca(%d): %s\n", sp1 == sp2 ? "same" : "moved",
                n, sp1 - sp3 >= n && block >= sp3 ? "moved down past the block" : "not below the block");
    return sp1 == sp2;
}

int main() {
    int ok = check(64) + check(1000);
    std::printf("%d\n", ok);
    return 0;
}
