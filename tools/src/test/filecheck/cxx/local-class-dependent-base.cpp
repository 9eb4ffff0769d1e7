// A local class of a function template deriving from a dependent base that needs a constructor call: rejected (it was
// wrong code — the base was never constructed, found with <filesystem>'s _UCvt); a trivial dependent base compiles.
// RUN: not jcirc++ -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

template <class T> struct Box {
    T v;
    Box() : v(T(7)) {}
};
template <class T> struct Plain { T v; };

template <class T> int make() {
    struct L : Box<T> {} l;
// CHECK: local-class-dependent-base.cpp:[[@LINE-1]]:26: error: a local class whose dependent base has a constructor or destructor is not supported yet
    struct M : Plain<T> { int e; } m;
    m.v = 1;
    m.e = 2;
    return l.v + m.v + m.e;
}

int main() { return make<int>(); }
