// Lambdas whose parameter types name the template's parameters (docs/cxx.md, "Lambdas in templates"): the closure's
// call operator takes the instance's types and is named with them, as g++ 12 names it; the instance calls it with
// the value it was given.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template <class T> T scale(T v) {
    auto g = [](T x) { return x * 3; };
    return g(v);
}
int main() { return scale(2) + (int)scale(1.5); }

// CHECK-LABEL: cir.func linkonce_odr @_Z5scaleIiET_S0_(%arg0: !s32i
// CHECK: %[[V:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["v", init]
// CHECK: %[[X:.*]] = cir.load{{.*}} %[[V]] : !cir.ptr<!s32i>, !s32i
// CHECK: %[[R:.*]] = cir.call @_ZZ5scaleIiET_S0_ENKUliE_clEi(%{{.*}}, %[[X]])
// CHECK: cir.func linkonce_odr @_ZZ5scaleIiET_S0_ENKUliE_clEi(%arg0: !cir.ptr<!{{.*}}>, %arg1: !s32i) -> !s32i
// CHECK-DAG: cir.func linkonce_odr @_ZZ5scaleIdET_S0_ENKUldE_clEd(%arg0: !cir.ptr<!{{.*}}>, %arg1: !cir.double) -> !cir.double
