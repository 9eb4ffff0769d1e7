// An aggregate initialization interrupted by an exception destroys the members it already built, last built first
// (docs/cxx.md "Exceptions"; g++.dg/cpp0x/initlist116): after each member of class type with a non-trivial destructor
// the rest of the aggregate's initialization is the body of an EH cleanup region that destroys that member; nothing
// runs on the normal path (the complete object is destroyed as a whole).
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct L { L(); ~L(); };
struct M { M(int); ~M(); };
struct Access { L lock; int value; };
struct Pair { M a; M b; };
struct D { int v; ~D(); };   // an aggregate with a destructor
struct Outer { D d; M m; };
int t();

Access ret() { return { {}, t() }; }
// CHECK-LABEL: cir.func @_Z3retv(
// CHECK-SAME:      %[[RES:[^:]*]]: !cir.ptr<!ty_struct_Access>
// CHECK:         %[[LOCK:.*]] = cir.struct_element_addr %[[RES]][0] "lock"
// CHECK-NEXT:    cir.call @_ZN1LC1Ev(%[[LOCK]])
// CHECK-NEXT:    %[[LOCK2:.*]] = cir.struct_element_addr %[[RES]][0] "lock"
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:      %[[VAL:.*]] = cir.struct_element_addr %[[RES]][1] "value"
// CHECK-NEXT:      %[[T:.*]] = cir.call @_Z1tv()
// CHECK-NEXT:      cir.store %[[T]], %[[VAL]]
// CHECK-NEXT:      cir.yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      cir.call @_ZN1LD1Ev(%[[LOCK2]]) {nothrow}
// CHECK-NEXT:      cir.resume
// CHECK-NEXT:    })

void pair() { Pair p = { 1, 2 }; }
// CHECK-LABEL: cir.func @_Z4pairv()
// CHECK:         %[[P:.*]] = cir.alloca !ty_struct_Pair, {{.*}} ["p", init]
// CHECK:         %[[A:.*]] = cir.struct_element_addr %[[P]][0] "a"
// CHECK:         cir.call @_ZN1MC1Ei(%[[A]], %{{.*}})
// CHECK-NEXT:    %[[A2:.*]] = cir.struct_element_addr %[[P]][0] "a"
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:      %[[B:.*]] = cir.struct_element_addr %[[P]][1] "b"
// CHECK:           cir.call @_ZN1MC1Ei(%[[B]], %{{.*}})
// CHECK-NOT:       cir.try
// CHECK:           cir.yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      cir.call @_ZN1MD1Ev(%[[A2]]) {nothrow}
// CHECK-NEXT:      cir.resume
// CHECK-NEXT:    })
// the complete object: its own destructor at the end of the block, once
// CHECK-NEXT:    cir.call @_ZN4PairD1Ev(%[[P]]) {nothrow}
// CHECK-NEXT:    cir.return

// a nested aggregate with a destructor is destroyed as a whole once it is complete
void outer() { Outer o = { { t() }, 5 }; }
// CHECK-LABEL: cir.func @_Z5outerv()
// CHECK:         %[[O:.*]] = cir.alloca !ty_struct_Outer, {{.*}} ["o", init]
// CHECK:         %[[D:.*]] = cir.struct_element_addr %[[O]][0] "d"
// CHECK:         cir.call @_Z1tv()
// CHECK-NOT:     cir.try
// CHECK:         "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK:           cir.call @_ZN1MC1Ei(
// CHECK:         }, {
// CHECK-NEXT:      cir.call @_ZN1DD1Ev(%[[D]]) {nothrow}
// CHECK-NEXT:      cir.resume
// CHECK-NEXT:    })
