// C++'s comma and conditional operators keep the value category of their result: `(0, arr)` and `c ? arr : arr1`
// of two array lvalues are array lvalues, so sizeof gives the array's size, not a pointer's ([expr.comma],
// [expr.cond]/4); `(a, b) = 7` assigns b. jcirc++ decayed them as C does (wrong code before: gcc's
// g++.old-deja/g++.other/sizeof3). C keeps the decay (ctest-suite/programs).
#include <cstdio>

static int pick(int *p) { return p[1]; }

int main(int argc, char **argv) {
    int ary[10] = {1, 2, 3, 4}, ary1[10] = {5, 6, 7, 8};
    int a = 1, b = 2;
    std::printf("comma %zu cond %zu\n", sizeof(0, ary), sizeof(argc ? ary : ary1));
    std::printf("paren %zu other %zu\n", sizeof((0, ary)), sizeof(argc > 5 ? ary : ary1));
    std::printf("string %zu\n", sizeof(argc ? "abc" : "xyz"));
    const double cd[3] = {1.5, 2.5, 3.5}, ce[3] = {0.5, 0.25, 0.125};
    std::printf("const %zu\n", sizeof(argc ? cd : ce));
    (a, b) = 7;
    std::printf("a %d b %d\n", a, b);
    (argc > 5 ? a : b) = 9;
    std::printf("a %d b %d\n", a, b);
    int *p = (a, ary);
    int *q = argc > 5 ? ary : ary1;
    std::printf("p %d q %d\n", p[1], q[1]);
    std::printf("pick %d %d\n", pick(argc ? ary : ary1), pick((b, ary1)));
    std::printf("elem %d %.2f\n", (0, ary)[2], (argc ? cd : ce)[1]);
    return 0;
}
