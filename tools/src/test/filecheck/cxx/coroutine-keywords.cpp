// C++20's co_await, co_yield and co_return (which CDT's parser lacks) are recognised with clang's precedence and
// locations (cdt.CoroutineKeywords, sema.SemaCoroutineSyntax); coroutine bodies are not compiled yet
// (docs/coroutines.md), so each is reported at its keyword — never parsed as a declaration.
// RUN: not jcirc++ -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc++ -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CXX17

struct Task { };
Task f(int x) {
    int y = co_await x + 1;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:13: error: coroutines ('co_await') are not supported yet
// CXX17: coroutine-keywords.cpp:[[@LINE-2]]:21: error: expected ';' at end of declaration
    co_yield x ? 1 : 2, co_yield y;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:5: error: coroutines ('co_yield') are not supported yet
// CHECK: coroutine-keywords.cpp:[[@LINE-2]]:25: error: coroutines ('co_yield') are not supported yet
    const char *s = "co_return 1;";   // strings and comments: co_yield 1;
    if (y) co_return; else co_return (y) + 2;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:12: error: coroutines ('co_return') are not supported yet
// CHECK: coroutine-keywords.cpp:[[@LINE-2]]:28: error: coroutines ('co_return') are not supported yet
}

int main() {
    co_return;
// CHECK: coroutine-keywords.cpp:[[@LINE-1]]:5: error: 'co_return' cannot be used in the 'main' function
}
