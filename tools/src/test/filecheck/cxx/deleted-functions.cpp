// = delete: calling a deleted function or constructor is an error in Sema, clang-shaped (SemaCXX.functionSymbol,
// SemaTemporaries); the deleted definitions themselves emit nothing.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct NC {
    int x;
    NC(int v) : x(v) {}
    NC(const NC &) = delete;
};
void g(int) = delete;
int copy() { NC a(1); NC b = a; return b.x; }
// CHECK: deleted-functions.cpp:[[@LINE-1]]:26: error: call to deleted constructor of 'NC'
void call() { g(1); }
// CHECK: deleted-functions.cpp:[[@LINE-1]]:15: error: call to deleted function 'g'
int temp() { return NC(NC(2)).x; }
// CHECK: errors generated.
