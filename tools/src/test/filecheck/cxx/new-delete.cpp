// new/delete (SemaCXX.NewExpr/DeleteExpr, CIRGenClass): operator new (_Znwm, _Znam for arrays) returns the
// memory, the constructor runs on it; delete runs the destructor and the sized operator delete (_ZdlPvm, as
// g++ >= C++14) when the pointer is not null.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int v;
    S(int a) : v(a) {}
    ~S();
};
S *make(int a) { return new S(a); }
void drop(S *p) { delete p; }
int *ints(int n) { return new int[n]; }

// CHECK-LABEL: cir.func @_Z4makei(
// CHECK:         %[[SZ:.*]] = cir.const(#cir.int<4> : !u64i)
// CHECK:         %[[M:.*]] = cir.call @_Znwm(%[[SZ]]) : (!u64i) -> !cir.ptr<!cir.void>
// CHECK:         %[[P:.*]] = cir.cast(bitcast, %[[M]] : !cir.ptr<!cir.void>), !cir.ptr<!ty_struct_S>
// CHECK:         cir.call @_ZN1SC1Ei(%[[P]], %{{.*}})
// CHECK:         cir.return %[[P]]
// CHECK-LABEL: cir.func @_Z4dropP1S(
// CHECK:         %[[Q:.*]] = cir.load
// CHECK:         %[[NN:.*]] = cir.cmp(ne, %[[Q]], %{{.*}})
// CHECK:         cir.if %[[NN]] {
// CHECK-NEXT:      cir.call @_ZN1SD1Ev(%[[Q]])
// CHECK:         %[[V:.*]] = cir.cast(bitcast, %[[Q]] : !cir.ptr<!ty_struct_S>), !cir.ptr<!cir.void>
// CHECK:         %[[SIZE:.*]] = cir.const(#cir.int<4> : !u64i)
// CHECK:         cir.call @_ZdlPvm(%[[V]], %[[SIZE]])
// CHECK-LABEL: cir.func @_Z4intsi(
// CHECK:         %[[N:.*]] = cir.cast(integral, %{{.*}} : !s32i), !u64i
// CHECK:         %[[BYTES:.*]] = cir.binop(mul, %[[N]], %{{.*}}) : !u64i
// CHECK:         cir.call @_Znam(%[[BYTES]])
