// Temporaries and class objects by value (SemaTemporaries / CIRGenTemporaries): a full-expression's temporaries are
// destroyed at its end, last constructed first; a temporary built in a branch of ?: has a cleanup flag; classes
// non-trivial for calls are passed by invisible reference (a plain pointer to the caller's copy, no byval) and
// returned through sret, a prvalue built directly in the sret slot or the object it initializes.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int v;
    S(int a);
    S(const S &o);
    ~S();
    int get() const;
};
S make(int x) { return S(x); }
int take(S s) { return s.v; }

// CHECK-LABEL: cir.func @_Z4makei(
// CHECK-SAME:    %[[RET:[^:]*]]: !cir.ptr<!ty_struct_S>, %{{.*}}: !s32i) attributes {arg_attrs = [{llvm.align = 4 : i64, llvm.sret = !ty_struct_S}, {}]}
// CHECK:         cir.call @_ZN1SC1Ei(%[[RET]], %{{.*}})
// CHECK-NEXT:    cir.return

int full() {
    return S(1).get() + make(2).get();
}
// CHECK-LABEL: cir.func @_Z4fullv(
// CHECK-DAG:     %[[T1:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["ref.tmp"]
// CHECK-DAG:     %[[T2:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["agg.tmp"]
// CHECK:         cir.call @_ZN1SC1Ei(%[[T1]], %{{.*}})
// CHECK:         %[[G1:.*]] = cir.call @_ZNK1S3getEv(%[[T1]])
// CHECK:         cir.call @_Z4makei(%[[T2]], %{{.*}})
// CHECK:         %[[G2:.*]] = cir.call @_ZNK1S3getEv(%[[T2]])
// CHECK:         %[[SUM:.*]] = cir.binop(add, %[[G1]], %[[G2]])
// CHECK:         cir.call @_ZN1SD1Ev(%[[T2]])
// CHECK-NEXT:    cir.call @_ZN1SD1Ev(%[[T1]])
// CHECK-NEXT:    cir.return %[[SUM]]

int pass(S &x) {
    return take(x);
}
// CHECK-LABEL: cir.func @_Z4passR1S(
// CHECK:         %[[COPY:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["agg.tmp"]
// CHECK:         cir.call @_ZN1SC1ERKS_(%[[COPY]], %{{.*}})
// CHECK:         cir.call @_Z4take1S(%[[COPY]]) : (!cir.ptr<!ty_struct_S>) -> !s32i
// CHECK:         cir.call @_ZN1SD1Ev(%[[COPY]])

int cond(int c) {
    return c ? S(3).get() : 4;
}
// CHECK-LABEL: cir.func @_Z4condi(
// CHECK:         %[[FLAG:.*]] = cir.alloca !cir.bool, !cir.ptr<!cir.bool>, ["cleanup.cond"]
// the full-expression is an EH cleanup region: an exception from get() destroys the temporary if it was built
// CHECK:         %[[FALSE:.*]] = cir.const(#cir.bool<false> : !cir.bool)
// CHECK-NEXT:    cir.store %[[FALSE]], %[[FLAG]]
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK:           cir.ternary
// CHECK:             cir.call @_ZN1SC1Ei(
// CHECK-NEXT:        %[[TRUE:.*]] = cir.const(#cir.bool<true> : !cir.bool)
// CHECK-NEXT:        cir.store %[[TRUE]], %[[FLAG]]
// CHECK:           %[[F:.*]] = cir.load %[[FLAG]]
// CHECK-NEXT:      cir.if %[[F]] {
// CHECK-NEXT:        cir.call @_ZN1SD1Ev(
// CHECK:         }, {
// CHECK-NEXT:      %[[G:.*]] = cir.load %[[FLAG]]
// CHECK-NEXT:      cir.if %[[G]] {
// CHECK-NEXT:        cir.call @_ZN1SD1Ev(
// CHECK:           cir.resume

S named() {
    S s(5);
    s.v++;
    return s;
}
// CHECK-LABEL: cir.func @_Z5namedv(
// CHECK-SAME:    %[[NRV:[^:]*]]: !cir.ptr<!ty_struct_S>) attributes {arg_attrs = [{llvm.align = 4 : i64, llvm.sret = !ty_struct_S}]}
// CHECK-NOT:     cir.alloca !ty_struct_S
// CHECK:         cir.call @_ZN1SC1Ei(%[[NRV]], %{{.*}})
// CHECK-NOT:     @_ZN1SD1Ev
// CHECK:         cir.return
