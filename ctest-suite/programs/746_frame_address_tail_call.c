#include <stdio.h>
/* A function that takes __builtin_frame_address(0) and hands it to a callee keeps its frame while
   the callee runs, as in gcc: no sibling call. With LLVM's tail call the callee reused the frame and
   its locals sat above the address (torture frame-address at -O2). */
__attribute__((noinline)) int inside(const char *outer, const char *frame) {
    const char here = 0;
    /* the stack grows down: outer's local, then mid's frame, then this local */
    return outer >= frame && frame >= &here;
}

__attribute__((noinline)) int mid(const char *outer) {
    const char *f = __builtin_frame_address(0);
    return inside(outer, f) != 0;   /* != 0 folds away: a tail call unless the frame is kept */
}

__attribute__((noinline)) int top(void) {
    const char c = 0;
    return mid(&c) != 0;
}

int main(void) {
    printf("frame address between the caller's and the callee's locals: %d\n", top());
    return 0;
}
