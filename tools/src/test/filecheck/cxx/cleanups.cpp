// Sema records the constructor a declaration calls and the destructor a local needs (SemaCXX); CIRGen calls
// the constructor after the alloca and pushes the destructor as a cleanup of the block (CIRGenClass,
// CIRGenCleanups): it runs on each exit, after a returned value is computed, last constructed first.
// A constructor's member initializers store through 'this' before its body.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int v;
    S(int a) : v(a) {}
    ~S();
    int get() const { return v; }
};
int f(int c) {
    S a(1);
    if (c) return a.get();
    S b(2);
    return b.v;
}

// CHECK-LABEL: cir.func @_Z1fi(
// CHECK:         %[[A:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["a"]
// CHECK:         %[[B:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["b"]
// CHECK:         %[[ONE:.*]] = cir.const(#cir.int<1> : !s32i)
// CHECK:         cir.call @_ZN1SC1Ei(%[[A]], %[[ONE]])
// CHECK:         cir.if
// CHECK-NEXT:      %[[G:.*]] = cir.call @_ZNK1S3getEv(%[[A]])
// CHECK-NEXT:      cir.call @_ZN1SD1Ev(%[[A]])
// CHECK-NEXT:      cir.return %[[G]]
// CHECK:         %[[TWO:.*]] = cir.const(#cir.int<2> : !s32i)
// CHECK:         cir.call @_ZN1SC1Ei(%[[B]], %[[TWO]])
// CHECK:         %[[VA:.*]] = cir.struct_element_addr %[[B]][0] "v"
// CHECK:         %[[V:.*]] = cir.load %[[VA]]
// CHECK-NEXT:    cir.call @_ZN1SD1Ev(%[[B]])
// CHECK-NEXT:    cir.call @_ZN1SD1Ev(%[[A]])
// CHECK-NEXT:    cir.return %[[V]]
// CHECK-LABEL: cir.func linkonce_odr @_ZN1SC1Ei(%arg0: !cir.ptr<!ty_struct_S>, %arg1: !s32i)
// CHECK:         %[[THIS:.*]] = cir.alloca !cir.ptr<!ty_struct_S>, {{.*}} ["this", init]
// CHECK:         %[[X:.*]] = cir.alloca !s32i, {{.*}} ["a", init]
// CHECK:         %[[T:.*]] = cir.load %[[THIS]]
// CHECK:         %[[VF:.*]] = cir.struct_element_addr %[[T]][0] "v"
// CHECK:         %[[XV:.*]] = cir.load %[[X]]
// CHECK:         cir.store %[[XV]], %[[VF]]
