// Lambdas outside function bodies (Itanium ABI 5.1.8 as g++ 12 mangles them): after the <data-member-prefix> of a
// namespace-scope variable or a non-static data member (weak COMDAT), in the class's scope for a static data
// member (internal), numbered among the lambdas of that initializer (of the class's static members); a lambda in
// a namespace-scope lambda's body is local to its operator; the operators are generated at the module's end.
// RUN: jcirc++ -std=c++20 %s -emit-cir | FileCheck %s

auto g = [](int x) { return [](int y) { return y; }(x) + [] { return 1; }(); };
namespace n { auto h = [](int x) { return x + 3; }; }
struct Q {
    static constexpr auto s = [](int a) { return a; };
    static constexpr auto t = [](int a) { return a + 1; };
    int v = [] { return 42; }() + [] { return 1; }();
};
int main() { Q q; return g(1) + n::h(2) + Q::s(3) + Q::t(4) + q.v; }

// CHECK-DAG: cir.global linkonce_odr @_ZN1Q1sE
// CHECK-DAG: cir.func linkonce_odr @_ZNK1gMUliE_clEi(
// CHECK-DAG: cir.func {{.*}}@_ZZNK1gMUliE_clEiENKUliE_clEi(
// CHECK-DAG: cir.func {{.*}}@_ZZNK1gMUliE_clEiENKUlvE0_clEv(
// CHECK-DAG: cir.func linkonce_odr @_ZNK1n1hMUliE_clEi(
// CHECK-DAG: cir.func internal @_ZNK1QUliE_clEi(
// CHECK-DAG: cir.func internal @_ZNK1QUliE0_clEi(
// CHECK-DAG: cir.func linkonce_odr @_ZNK1Q1vMUlvE_clEv(
// CHECK-DAG: cir.func linkonce_odr @_ZNK1Q1vMUlvE0_clEv(
