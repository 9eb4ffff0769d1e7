// The constexpr interpreter's limits (ConstexprInterpreter, as clang's -fconstexpr-steps=1048576 and
// -fconstexpr-depth=512): a call that runs longer or nests deeper (or deeper than the thread's stack allows), or reads
// a non-constant global, is no constant expression — clang's error, not a hang or a crash; within the limits the value
// is exact.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

constexpr int forever(int n) { while (n > 0) n = n % 1000 + 1; return n; }
constexpr int deep(int n) { return n == 0 ? 0 : 1 + deep(n - 1); }
int h = 6;
constexpr int readsMutable() { int s = 0; for (int i = 0; i < 200; i++) s += h; return s; }
constexpr int sum(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i; return s; }

constexpr int ok = deep(100);
static_assert(sum(500) == 125250, "exact");
// CHECK: constexpr-limits.cpp:[[@LINE+1]]:15: error: constexpr variable 'a' must be initialized by a constant expression
constexpr int a = forever(1);
// CHECK: constexpr-limits.cpp:[[@LINE+1]]:15: error: constexpr variable 'b' must be initialized by a constant expression
constexpr int b = deep(2000);
// CHECK: constexpr-limits.cpp:[[@LINE+1]]:15: error: constexpr variable 'c' must be initialized by a constant expression
constexpr int c = readsMutable();
// CHECK: constexpr-limits.cpp:[[@LINE+1]]:15: error: static assertion failed due to requirement 'sum(100) == 5051'
static_assert(sum(100) == 5051, "off by one");
