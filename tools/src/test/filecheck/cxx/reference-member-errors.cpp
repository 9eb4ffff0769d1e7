// Reference members outside what compiles yet (docs/cxx.md, "Reference members") are rejected, never compiled
// wrongly: a const T& member of an object with static storage duration bound to a temporary in its aggregate
// initializer (the temporary would live in the initialization's stack frame: it dangled).
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct C { const int &c; int k; };
int g = 4;
C ok = {g, 1};
C gc = {g + 1, 2};
// CHECK: reference-member-errors.cpp:[[@LINE-1]]:9: error: a reference member bound to a temporary in the initializer of a static object is not supported yet
int main() {
  static C sc = {g * 2, 3};
// CHECK: reference-member-errors.cpp:[[@LINE-1]]:18: error: a reference member bound to a temporary in the initializer of a static object is not supported yet
  C lc = {g * 3, 4};
  return gc.c + sc.c + lc.c + ok.c;
}
