// Lambdas in templates (docs/cxx.md, "Lambdas in templates"): each instance of the enclosing function
// template has its own closure and call operator, named after the instance as g++ 12 names it, and the
// operator's result type is the instance's (T).
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template <class T> T twice(T x) {
    auto add = [x](int n) { return x * n; };
    return add(2);
}
template <class T> struct Box {
    T v;
    T get() { auto g = [this] { return v; }; return g(); }
};
int main() {
    Box<double> b = {1.5};
    return twice(1) + (int)twice(2.0) + (int)b.get();
}

// CHECK-DAG: cir.func linkonce_odr @_ZZ5twiceIiET_S0_ENKUliE_clEi(%arg0: !cir.ptr<!{{.*}}>, %arg1: !s32i) -> !s32i
// CHECK-DAG: cir.func linkonce_odr @_ZZ5twiceIdET_S0_ENKUliE_clEi(%arg0: !cir.ptr<!{{.*}}>, %arg1: !s32i) -> !cir.double
// CHECK-DAG: cir.func linkonce_odr @_ZZN3BoxIdE3getEvENKUlvE_clEv(%arg0: !cir.ptr<!{{.*}}>) -> !cir.double
// CHECK-DAG: cir.call @_ZZ5twiceIiET_S0_ENKUliE_clEi(
// CHECK-DAG: cir.call @_ZZ5twiceIdET_S0_ENKUliE_clEi(
