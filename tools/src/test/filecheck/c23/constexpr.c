// C23 constexpr and static_assert diagnostics (clang-19's wording and columns).
// RUN: not jcirc -std=c23 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:

constexpr int N = 4;
constexpr double HALF = 0.5;
static_assert(N == 4);                      // holds: no error
static_assert(N * 2 == 9);
// CHECK: constexpr.c:[[@LINE-1]]:15: error: static assertion failed due to requirement 'N * 2 == 9'
static_assert(sizeof(int) == 8, "int is 8");
// CHECK: constexpr.c:[[@LINE-1]]:15: error: static assertion failed due to requirement 'sizeof(int) == 8': int is 8
static_assert(0, "literal");
// CHECK: constexpr.c:[[@LINE-1]]:15: error: static assertion failed: literal
int array[N];                               // a constant size at file scope

int f(int x) {
    constexpr int bad = x;
// CHECK: constexpr.c:[[@LINE-1]]:25: error: constexpr variable 'bad' must be initialized by a constant expression
    constexpr unsigned char small = 300;
// CHECK: constexpr.c:[[@LINE-1]]:37: error: constexpr initializer evaluates to 300 which is not exactly representable in type 'const unsigned char'
    constexpr int ok = N * 2;
    switch (x) {
    case ok: return 1;                      // a constant case label
    }
    return (int)HALF;
}
