/* Missing GNU syntax: the statement attribute `__attribute__((fallthrough));` (gcc >= 7,
   clang; common in real code behind a __GNUC__ >= 7 check, which jcirc's __GNUC__ = 4
   hides today, e.g. SQLite's deliberate_fall_through).
   Expected: prints "ok 3 2". jcirc: error: syntax error near '__attribute__((fallthrou'. */
#include <stdio.h>

static int f(int k) {
    int r = 0;
    switch (k) {
    case 1:
        r += 1;
        __attribute__((fallthrough));
    case 2:
        r += 2;
        break;
    default:
        r = 9;
    }
    return r;
}

int main(void) {
    printf("ok %d %d\n", f(1), f(2));
    return 0;
}
