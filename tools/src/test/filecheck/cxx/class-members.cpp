// Members of class type (SemaSpecialMembers, CIRGenSpecialMembers): a constructor constructs its members of class
// type in declaration order (whatever the mem-initializer order), a destructor destroys them after its body in
// reverse; the implicitly defined non-trivial copy constructor, copy assignment and destructor of P are emitted
// linkonce_odr under g++'s names, copying x as a scalar and calling M's members for m; S t = src; calls the copy
// constructor, dst = t; calls operator=, and t is destroyed at the end of the block, or by the EH cleanup region
// (cir.try with a "cleanup" handler) when operator= throws.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct M {
    int v;
    M(int a);
    M(const M &o);
    M &operator=(const M &o);
    ~M();
};
struct P { int x; M m; };
struct S {
    M a; M b;
    S() : b(2), a(1) {}
    ~S() {}
};
void copy(P &dst, const P &src) { P t = src; dst = t; }
void make() { S s; }   // S's inline constructor and destructor are generated because they are used

// CHECK-LABEL: cir.func @_Z4copyR1PRKS_(
// CHECK:         %[[DST:.*]] = cir.alloca !cir.ptr<!ty_struct_P>, {{.*}} ["dst", init]
// CHECK:         %[[SRC:.*]] = cir.alloca !cir.ptr<!ty_struct_P>, {{.*}} ["src", init]
// CHECK:         %[[T:.*]] = cir.alloca !ty_struct_P, !cir.ptr<!ty_struct_P>, ["t"]
// CHECK:         %[[S:.*]] = cir.load %[[SRC]]
// CHECK-NEXT:    cir.call @_ZN1PC1ERKS_(%[[T]], %[[S]])
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:      %[[D:.*]] = cir.load %[[DST]]
// CHECK-NEXT:      %{{.*}} = cir.call @_ZN1PaSERKS_(%[[D]], %[[T]]) : {{.*}} -> !cir.ptr<!ty_struct_P>
// CHECK-NEXT:      cir.yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      cir.call @_ZN1PD1Ev(%[[T]])
// CHECK-NEXT:      cir.resume
// CHECK-NEXT:    })
// the normal path destroys t after leaving the region (a destructor that throws is not run twice)
// CHECK-NEXT:    cir.call @_ZN1PD1Ev(%[[T]])
// CHECK-NEXT:    cir.return

// CHECK-LABEL: cir.func linkonce_odr @_ZN1PC1ERKS_(%arg0: !cir.ptr<!ty_struct_P>, %arg1: !cir.ptr<!ty_struct_P>)
// CHECK:         %[[DX:.*]] = cir.struct_element_addr %arg0[0] "x"
// CHECK-NEXT:    %[[SX:.*]] = cir.struct_element_addr %arg1[0] "x"
// CHECK-NEXT:    %[[X:.*]] = cir.load %[[SX]]
// CHECK-NEXT:    cir.store %[[X]], %[[DX]]
// CHECK-NEXT:    %[[DM:.*]] = cir.struct_element_addr %arg0[1] "m"
// CHECK-NEXT:    %[[SM:.*]] = cir.struct_element_addr %arg1[1] "m"
// CHECK-NEXT:    cir.call @_ZN1MC1ERKS_(%[[DM]], %[[SM]])
// CHECK-NEXT:    cir.return

// CHECK-LABEL: cir.func linkonce_odr @_ZN1PD1Ev(%arg0: !cir.ptr<!ty_struct_P>)
// CHECK-NEXT:    %[[M:.*]] = cir.struct_element_addr %arg0[1] "m"
// CHECK-NEXT:    cir.call @_ZN1MD1Ev(%[[M]])

// CHECK-LABEL: cir.func linkonce_odr @_ZN1PaSERKS_(%arg0: !cir.ptr<!ty_struct_P>, %arg1: !cir.ptr<!ty_struct_P>) -> !cir.ptr<!ty_struct_P>
// CHECK:         %[[AM:.*]] = cir.struct_element_addr %arg0[1] "m"
// CHECK-NEXT:    %[[BM:.*]] = cir.struct_element_addr %arg1[1] "m"
// CHECK-NEXT:    %{{.*}} = cir.call @_ZN1MaSERKS_(%[[AM]], %[[BM]])
// CHECK-NEXT:    cir.return %arg0

// CHECK-LABEL: cir.func linkonce_odr @_ZN1SC1Ev(
// CHECK:         %[[A:.*]] = cir.struct_element_addr %{{.*}}[0] "a"
// CHECK-NEXT:    %[[ONE:.*]] = cir.const(#cir.int<1> : !s32i)
// CHECK-NEXT:    cir.call @_ZN1MC1Ei(%[[A]], %[[ONE]])
// CHECK:         %[[B:.*]] = cir.struct_element_addr %{{.*}}[1] "b"
// CHECK-NEXT:    %[[TWO:.*]] = cir.const(#cir.int<2> : !s32i)
// CHECK-NEXT:    cir.call @_ZN1MC1Ei(%[[B]], %[[TWO]])

// CHECK-LABEL: cir.func linkonce_odr @_ZN1SD1Ev(
// CHECK:         %[[SA:.*]] = cir.struct_element_addr %[[THIS:.*]][0] "a"
// CHECK-NEXT:    %[[SB:.*]] = cir.struct_element_addr %[[THIS]][1] "b"
// CHECK-NEXT:    cir.call @_ZN1MD1Ev(%[[SB]])
// CHECK-NEXT:    cir.call @_ZN1MD1Ev(%[[SA]])
// CHECK-NEXT:    cir.return
