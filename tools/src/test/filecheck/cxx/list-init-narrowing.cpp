// Narrowing conversions in list-initialization (with and without '=', functional casts T{...}) are clang's
// errors; conversions that keep every value, and constants the target holds, are not narrowing.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct S { char c; short s; };
int f(double d, long l, int i) {
  int a{d};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:9: error: type 'double' cannot be narrowed to 'int' in initializer list
  char b{300};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:10: error: constant expression evaluates to 300 which cannot be narrowed to type 'char'
  float g{d};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:11: error: non-constant-expression cannot be narrowed from type 'double' to 'float' in initializer list
  double h = {l};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:15: error: non-constant-expression cannot be narrowed from type 'long' to 'double' in initializer list
  S s{i, 1};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:7: error: non-constant-expression cannot be narrowed from type 'int' to 'char' in initializer list
  bool t{2};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:10: error: constant expression evaluates to 2 which cannot be narrowed to type 'bool'
  unsigned u{-1};
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:14: error: constant expression evaluates to -1 which cannot be narrowed to type 'unsigned int'
  int ok{'a'};
  float fine{1.5};
  char cc{100};
  long wide{i};
  double exact{1 << 20};
  return int{2.5} + a + b;
// CHECK: list-init-narrowing.cpp:[[@LINE-1]]:14: error: type 'double' cannot be narrowed to 'int' in initializer list
}
