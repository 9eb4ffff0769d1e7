// One template AST, two instances with their own Sema records (docs/cxx.md, "Templates"): max<int> compares
// and returns s32i values, max<double> doubles; each instance is emitted once, linkonce_odr, under g++'s
// mangled name, and the call in main goes to the instance CDT deduced.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template <class T> T max(T a, T b) { return a < b ? b : a; }
template <int N> int scale(int x) { return x * N; }
int main() { return max(1, 2) + (int)max(0.5, 1.5) + max<int>(3, 4) + scale<3>(2); }

// CHECK-LABEL: cir.func @main()
// CHECK:         %[[I:.*]] = cir.call @_Z3maxIiET_S0_S0_(%{{.*}}, %{{.*}}) : (!s32i, !s32i) -> !s32i
// CHECK:         %[[D:.*]] = cir.call @_Z3maxIdET_S0_S0_(%{{.*}}, %{{.*}}) : (!cir.double, !cir.double) -> !cir.double
// CHECK:         cir.cast(float_to_int, %[[D]] : !cir.double), !s32i
// CHECK:         cir.call @_Z3maxIiET_S0_S0_(
// CHECK:         cir.call @_Z5scaleILi3EEii(
// CHECK-LABEL: cir.func linkonce_odr @_Z3maxIiET_S0_S0_(%arg0: !s32i, %arg1: !s32i) -> !s32i
// CHECK:         %[[A:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["a", init]
// CHECK:         %[[B:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["b", init]
// CHECK:         %[[AV:.*]] = cir.load %[[A]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[BV:.*]] = cir.load %[[B]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.cmp(lt, %[[AV]], %[[BV]]) : !s32i, !cir.bool
// CHECK-LABEL: cir.func linkonce_odr @_Z3maxIdET_S0_S0_(%arg0: !cir.double, %arg1: !cir.double) -> !cir.double
// CHECK:         %[[DA:.*]] = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["a", init]
// CHECK:         %[[DB:.*]] = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["b", init]
// CHECK:         %[[DAV:.*]] = cir.load %[[DA]] : !cir.ptr<!cir.double>, !cir.double
// CHECK:         %[[DBV:.*]] = cir.load %[[DB]] : !cir.ptr<!cir.double>, !cir.double
// CHECK:         cir.cmp(lt, %[[DAV]], %[[DBV]]) : !cir.double, !cir.bool
// CHECK-LABEL: cir.func linkonce_odr @_Z5scaleILi3EEii(%arg0: !s32i) -> !s32i
// CHECK:         %[[N:.*]] = cir.const(#cir.int<3> : !s32i) : !s32i
// CHECK:         cir.binop(mul, %{{.*}}, %[[N]]) : !s32i
// CHECK-NOT:   cir.func {{.*}}@_Z3max
