// C++20's co_await, co_yield and co_return (which CDT's parser lacks) are recognised with clang's precedence and
// locations (cdt.CoroutineKeywords, sema.SemaCoroutineSyntax): a function without a promise type is reported at its
// first keyword; the rest of its keywords still parse (never as declarations) and report nothing more.
// RUN: not jcirc++ -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc++ -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CXX17

struct Task { };
Task f(int x) {
    int y = co_await x + 1;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:13: error: this function cannot be a coroutine: 'std::coroutine_traits<Task>' has no member named 'promise_type'
// CXX17: coroutine-keywords.cpp:[[@LINE-2]]:21: error: expected ';' at end of declaration
    co_yield x ? 1 : 2, co_yield y;
    const char *s = "co_return 1;";   // strings and comments: co_yield 1;
    if (y) co_return; else co_return (y) + 2;
}

int main() {
    co_return;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:5: error: 'co_return' cannot be used in the 'main' function
}
