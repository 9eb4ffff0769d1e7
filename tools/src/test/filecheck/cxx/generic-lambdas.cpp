// Generic lambdas (docs/cxx.md, "Generic lambdas"): each call instantiates the closure's operator template
// once per argument types, as a function of its own named as g++ 12 names it (closure UlT_E_, instance
// clIiE, result Da, parameters as substitutions of the closure's T_), taking the argument by value or (auto&&)
// by address; a call through a function template instance calls the same instance.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template <class F> int apply(F f) { return f(3); }
int main() {
    long total = 0;
    auto inc = [](auto x) { return x + 1; };
    auto add = [&total](auto &&v) { total += v; return total; };
    return inc(1) + (int)inc(2.5) + (int)add(4) + apply(inc);
}

// CHECK-LABEL: cir.func @main()
// CHECK:         cir.call @_ZZ4mainENKUlT_E_clIiEEDaS_(%{{.*}}, %{{.*}}) : (!cir.ptr<!{{.*}}>, !s32i) -> !s32i
// CHECK:         cir.call @_ZZ4mainENKUlT_E_clIdEEDaS_(%{{.*}}, %{{.*}}) : (!cir.ptr<!{{.*}}>, !cir.double) -> !cir.double
// CHECK:         cir.call @_ZZ4mainENKUlOT_E0_clIiEEDaS0_(%{{.*}}, %{{.*}}) : (!cir.ptr<!{{.*}}>, !cir.ptr<!s32i>) -> !s64i
// CHECK:         cir.call @_Z5applyIZ4mainEUlT_E_EiS0_(
// CHECK-LABEL: cir.func internal @_ZZ4mainENKUlT_E_clIiEEDaS_(%arg0: !cir.ptr<!{{.*}}>, %arg1: !s32i) -> !s32i
// CHECK:         %[[X:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init]
// CHECK:         %[[XV:.*]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.binop(add, %[[XV]], %{{.*}}) : !s32i
// CHECK-LABEL: cir.func internal @_ZZ4mainENKUlT_E_clIdEEDaS_(%arg0: !cir.ptr<!{{.*}}>, %arg1: !cir.double) -> !cir.double
// CHECK:         cir.binop(add, %{{.*}}, %{{.*}}) : !cir.double
// CHECK-LABEL: cir.func linkonce_odr @_Z5applyIZ4mainEUlT_E_EiS0_(
// CHECK:         cir.call @_ZZ4mainENKUlT_E_clIiEEDaS_(
