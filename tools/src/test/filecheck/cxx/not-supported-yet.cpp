// C++ outside the first slice (docs/cxx.md) is rejected at its place, clang-shaped, exit status 1 — never
// compiled as if it were C (a reference as an object, 'auto' as a storage class) and never an internal error.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct Box {
    int v;
    Box(int x) : v(x) {}
    ~Box() {}
    int get() const { return v; }
    Box other() const;
    int twice() { return other().get(); }
};

int main() {
    int a = 1;
    int &r = (int &)a;
    int two[2] = {1, 2};
    int (&ra)[2] = two;
// CHECK: not-supported-yet.cpp:[[@LINE-1]]:10: error: these references are not supported yet
    double d = 1.5;
    return r + (int)d;
}
// CHECK: 1 error generated.
