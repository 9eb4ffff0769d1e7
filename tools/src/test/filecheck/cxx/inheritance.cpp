// Non-virtual inheritance: a derived-to-base conversion is a cir.base_class_addr carrying the base subobject's
// offset (a pointer conversion keeps null: no assume_not_null; an inherited member's object and 'this' are never
// null), static_cast back is a cir.derived_class_addr, a constructor calls its bases' C2 constructors before its
// members and defines its own C2 as an alias of C1; a destructor calls its bases' D2 destructors after its body.
// Lowered: a byte getelementptr, selected against null when the pointer may be null.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
// RUN: jcirc++ %s -emit-scf | FileCheck %s --check-prefix=SCF

struct A { int a; A(int v); ~A(); int get() const; };
struct N { long n; };
struct B : N, A { int b; B(int v); ~B(); };

A *up(B *p) { return p; }
B *down(A *p) { return static_cast<B *>(p); }
int inherited(B &r) { return r.a + r.get(); }
B::B(int v) : A(v), b(v) {}
B::~B() { b = 0; }

// CHECK-LABEL: cir.func @_Z2upP1B(%arg0: !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A>
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[UP:.*]] = cir.base_class_addr(%[[P]] : !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A> {offset = 8 : i64}
// CHECK:         cir.return %[[UP]]
// CHECK-LABEL: cir.func @_Z4downP1A(%arg0: !cir.ptr<!ty_struct_A>) -> !cir.ptr<!ty_struct_B>
// CHECK:         %[[Q:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[DOWN:.*]] = cir.derived_class_addr(%[[Q]] : !cir.ptr<!ty_struct_A>) -> !cir.ptr<!ty_struct_B> {offset = 8 : i64}
// CHECK:         cir.return %[[DOWN]]
// CHECK-LABEL: cir.func @_Z9inheritedR1B(
// CHECK:         %[[R:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[RA:.*]] = cir.base_class_addr(%[[R]] : !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A> {assume_not_null, offset = 8 : i64}
// CHECK:         cir.struct_element_addr %[[RA]][0] "a"
// CHECK:         %[[R2:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[THIS:.*]] = cir.base_class_addr(%[[R2]] : !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A> {assume_not_null, offset = 8 : i64}
// CHECK:         cir.call @_ZNK1A3getEv(%[[THIS]])
// CHECK-LABEL: cir.func @_ZN1BC1Ei(%arg0: !cir.ptr<!ty_struct_B>, %arg1: !s32i)
// CHECK:         %[[SELF:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[BASE:.*]] = cir.base_class_addr(%[[SELF]] : !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A> {assume_not_null, offset = 8 : i64}
// CHECK:         %[[V:.*]] = cir.load %{{.*}} : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.call @_ZN1AC2Ei(%[[BASE]], %[[V]])
// CHECK:         cir.struct_element_addr %{{.*}}[2] "b"
// CHECK:       cir.func @_ZN1BC2Ei(!cir.ptr<!ty_struct_B>, !s32i) attributes {aliasee = @_ZN1BC1Ei}
// CHECK-LABEL: cir.func @_ZN1BD1Ev(%arg0: !cir.ptr<!ty_struct_B>)
// CHECK:         %[[SELF2:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[BASE2:.*]] = cir.base_class_addr(%[[SELF2]] : !cir.ptr<!ty_struct_B>) -> !cir.ptr<!ty_struct_A> {assume_not_null, offset = 8 : i64}
// CHECK:         cir.struct_element_addr %{{.*}}[2] "b"
// CHECK:         cir.call @_ZN1AD2Ev(%[[BASE2]])
// CHECK-NEXT:    cir.return
// CHECK:       cir.func @_ZN1BD2Ev(!cir.ptr<!ty_struct_B>) attributes {aliasee = @_ZN1BD1Ev}

// SCF-LABEL: func.func @_Z2upP1B(%arg0: !llvm.ptr) -> !llvm.ptr
// SCF:         %[[G:.*]] = llvm.getelementptr inbounds %arg0[8] : (!llvm.ptr) -> !llvm.ptr, i8
// SCF:         %[[ISNULL:.*]] = llvm.icmp "eq" %arg0, %{{.*}} : !llvm.ptr
// SCF:         %[[SEL:.*]] = arith.select %[[ISNULL]], %{{.*}}, %[[G]] : !llvm.ptr
// SCF:         return %[[SEL]] : !llvm.ptr
// SCF-LABEL: func.func @_Z4downP1A(%arg0: !llvm.ptr) -> !llvm.ptr
// SCF:         %[[G2:.*]] = llvm.getelementptr %arg0[-8] : (!llvm.ptr) -> !llvm.ptr, i8
// SCF:         arith.select %{{.*}}, %{{.*}}, %[[G2]] : !llvm.ptr
