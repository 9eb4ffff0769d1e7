#include <stdio.h>
#include <string.h>
/* __builtin_longjmp through a buffer that is a local of the jumping function, with frame pointers
   (jcirc's -O0 default, as gcc's and clang's): LLVM 19's llvm.eh.sjlj.longjmp read the buffer
   %rbp-relative after it had replaced %rbp and jumped to garbage (gcc's torture pr64242; clang-19
   crashes the same way at -O1/-O2 with -fno-omit-frame-pointer). Also a nested function's non-local
   goto, which takes the same jump. */
volatile int zero = 0;
char *volatile p1, *volatile p2;

__attribute__((noinline)) static void jump_from_copy(void *p) {
    void *buf[32];
    memcpy(buf, p, 5 * sizeof(void *));
    memset(p, 0, 5 * sizeof(void *));
    __builtin_longjmp(buf, 1);
}

__attribute__((noinline)) static int run(void) {
    void *buf[5];
    volatile int steps = 0;
    p1 = __builtin_alloca(zero);
    p2 = __builtin_alloca(zero);
    if (!__builtin_setjmp(buf)) {
        steps = 1;
        jump_from_copy(buf);
        steps = 100;
    }
    char after[16];
    snprintf(after, sizeof after, "%d", steps + 10);
    return (int)strlen(after) * 100 + steps;
}

static int nonlocal(int n) {
    __label__ out;
    int hops = 0;
    void inner(int k) {
        char pad[64];
        memset(pad, k, sizeof pad);
        hops += pad[3];
        if (k == 0) goto out;
        inner(k - 1);
    }
    inner(n);
    return -1;
out:
    return hops;
}

int main(void) {
    printf("%d\n", run());
    printf("%d\n", nonlocal(5));
    return 0;
}
