// `return {1, v};` with no constructor taking the braces, in a function that code generation then reaches (a member
// of a class template instance, an inline member, a plain function): clang's error and exit 1. (jcirc used to build
// the rejected prvalue by copying it, which built it again: an internal compiler error, java.lang.StackOverflowError,
// on Catch2's catch.hpp.)
// RUN: not jcirc++ -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct Base { Base(int t) : m(t) {} int m; };
template<typename T>
struct R : Base {
    template<typename U>
    static R ok(U const &v) { return { 1, v }; }
// CHECK: rejected-braced-return.cpp:[[@LINE-1]]:38: error: no matching constructor for initialization of
    R(int t) : Base(t) {}
};
struct S : Base {
    static S ok(int v) { return { 1, v }; }
// CHECK: rejected-braced-return.cpp:[[@LINE-1]]:33: error: no matching constructor for initialization of
    S(int t) : Base(t) {}
};
S make(int v) { return { v, v }; }
// CHECK: rejected-braced-return.cpp:[[@LINE-1]]:24: error: no matching constructor for initialization of
int main() {
    return R<int>::ok(42).m + S::ok(1).m + make(2).m;
}
