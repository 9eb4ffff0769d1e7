// Instantiation that would not terminate stops at clang's depth limit with clang's error, never a crash.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

template <int N> int down() { return down<N + 1>(); }
// CHECK: template-errors.cpp:[[@LINE-1]]:38: error: recursive template instantiation exceeded maximum depth of 1024
int main() { return down<0>(); }
