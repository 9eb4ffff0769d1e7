// `new A` where A is an array type named by a typedef is an array new whose bound comes from the type; jcirc++
// built one object there (g++.old-deja/g++.bugs/900321_02: the constructor ran once, not three times). Until the
// bound-from-type form is implemented it is a diagnostic, never wrong code; `new T[n]` is unaffected.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct S { S(); int v; };
typedef S Three[3];
typedef int Ints[4];

S *three() { return new Three; }
// CHECK: new-array-typedef.cpp:[[@LINE-1]]:21: error: 'new' of an array type named by a typedef is not supported yet
int *ints() { return new Ints; }
// CHECK: new-array-typedef.cpp:[[@LINE-1]]:22: error: 'new' of an array type named by a typedef is not supported yet
S *many(int n) { return new S[n]; }
int *some(int n) { return new int[n]; }
