// Redefinitions and conflicting redeclarations are errors named by their source names (clang's words); a second
// definition of a C++ function was silently accepted before (CDT's problem binding named a different symbol).
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
int f(int x) { return x; }
int f(int x) { return x + 1; }
// CHECK: redefinitions.cpp:[[@LINE-1]]:5: error: redefinition of 'f'
double k(int);
int k(int);
// CHECK: redefinitions.cpp:[[@LINE-1]]:5: error: functions that differ only in their return type cannot be overloaded
namespace n { int v; double v; }
// CHECK: redefinitions.cpp:[[@LINE-1]]:29: error: redefinition of 'v' with a different type
struct S { void m(); };
void S::m() {}
void S::m() {}
// CHECK: redefinitions.cpp:[[@LINE-1]]:9: error: redefinition of 'm'
int f(long x) { return (int)x; }   // an overload, not a redefinition
