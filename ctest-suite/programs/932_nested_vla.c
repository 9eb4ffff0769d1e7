// Nested functions and VLAs: sizeof of an enclosing function's VLA uses the count evaluated at its
// declaration (even after the size variable changed), a VLA of the grandparent, VLA parameters whose
// sizes are evaluated (with side effects) on each entry, also in a file-scope function.
#include <stdio.h>

static int sizes(int n) {
    int a[n][n + 1];
    n = 100;                                            /* does not change a's type */
    int inner(void) {
        int deeper(void) { return (int)sizeof(a[0]) + a[1][2]; }
        a[1][2] = 7;
        return (int)(sizeof a / sizeof a[0][0]) * 1000 + deeper();
    }
    return inner() + n * 1000000;
}

static int param_sizes(int N) {
    int foo(char a[2][++N]) { N += 4; return (int)sizeof(a[0]); }
    int first = foo(0), second = foo(0);
    return first * 10000 + second * 100 + N;
}

static int calls;
static int next(void) { return ++calls; }

static long top_level(int rows, int m[][next() + 2]) {
    return (long)sizeof(m[0]) * 100 + calls;
}

static void touch(int m[][next() + 2]) { (void)m; }   /* evaluated although unused */

int main(void) {
    printf("sizes %d %d\n", sizes(3), sizes(5));
    printf("param_sizes %d\n", param_sizes(1));
    int m[2][4];
    printf("top_level %ld", top_level(2, m));
    printf(" %ld", top_level(2, m));
    touch(m);
    touch(m);
    printf(" calls %d\n", calls);
    return 0;
}
