// What the lambda work does not cover yet is reported at its place, never a crash or a wrong name.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

template <class F> int apply(F f) { return f(); }
template <class T> int passes(T t) { return apply([t] { return (int)t; }); }
// CHECK: lambda-template-errors.cpp:[[@LINE-1]]:45: error: calling 'apply' here is not supported yet
template <class T> int generic(T t) { auto g = [](auto x) { return x; }; (void)g; return t; }
// CHECK: lambda-template-errors.cpp:[[@LINE-1]]:48: error: generic lambdas in templates are not supported yet
int main() {
    auto id = [](auto x) { return x; };
    int (*fp)(int) = id;
// CHECK: lambda-template-errors.cpp:[[@LINE-1]]:22: error: converting a generic lambda to a function pointer is not supported yet
    return passes(1) + generic(2) + fp(3);
}
