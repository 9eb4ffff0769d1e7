// Virtual functions (docs/cxx.md, "Virtual functions"): a dynamic class's vptr is its first member (or its primary
// base's); constructors and destructors store each vptr (cir.vtable.address_point of their vtable group, one per
// vtable, through cir.vtable.get_vptr) after the bases, before the members; a virtual call loads the vptr, takes the
// slot's address (cir.vtable.get_virtual_fn_addr) and calls the loaded pointer; a qualified call is direct; delete of
// a class with a virtual destructor calls the deleting destructor's slot. The key function's unit defines _ZTV/_ZTI/_ZTS
// (external); a secondary vtable's entry is a this-adjusting thunk. Lowered: GEPs into the vtable global.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
// RUN: jcirc++ %s -emit-scf | FileCheck %s --check-prefix=SCF
struct A { int a; A(); virtual int f(int x); virtual ~A(); };
struct B { virtual long g(); };
struct C : A, B { int c; C(); ~C(); int f(int x); long g(); };
int A::f(int x) { return x + a; }
A::A() : a(1) {}
A::~A() {}
C::C() : c(2) {}
C::~C() {}
int C::f(int x) { return x * c; }
long C::g() { return c; }
int call(A *p) { return p->f(3); }
long callq(C *p) { return p->A::f(4) + p->g(); }
void del(A *p) { delete p; }

// CHECK: !ty_struct_A = !cir.struct<struct "struct.A" {!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>, !s32i}>
// CHECK: !ty_struct_C = !cir.struct<struct "struct.C" {!ty_struct_A, !ty_struct_B, !s32i}>
// CHECK: !ty_vtable__ZTV1C = !cir.struct<struct "vtable._ZTV1C" {!cir.array<!cir.ptr<!u8i> x 6>, !cir.array<!cir.ptr<!u8i> x 3>}>

// CHECK-LABEL: cir.func @_ZN1AC1Ev(
// CHECK:         %[[T:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[AP:.*]] = cir.vtable.address_point(@_ZTV1A, vtable_index = 0, address_point_index = 2) : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
// CHECK:         %[[VP:.*]] = cir.vtable.get_vptr %[[T]] : !cir.ptr<!ty_struct_A> -> !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
// CHECK:         cir.store %[[AP]], %[[VP]]
// CHECK:         cir.struct_element_addr %{{.*}}[1] "a"
// CHECK: cir.global constant external @_ZTV1A : !ty_vtable__ZTV1A = #cir.const_struct<{#cir.const_array<[#cir.ptr<null> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1A> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1A1fEi> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1AD1Ev> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1AD0Ev> : !cir.ptr<!u8i>]>

// C's constructor: A's C2 first, then both vptrs (B's subobject at 16), then the members
// CHECK-LABEL: cir.func @_ZN1CC1Ev(
// CHECK:         cir.call @_ZN1AC2Ev(
// CHECK:         %[[S:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_C>>, !cir.ptr<!ty_struct_C>
// CHECK:         %[[AP0:.*]] = cir.vtable.address_point(@_ZTV1C, vtable_index = 0, address_point_index = 2)
// CHECK:         %[[VP0:.*]] = cir.vtable.get_vptr %[[S]] : !cir.ptr<!ty_struct_C>
// CHECK:         cir.store %[[AP0]], %[[VP0]]
// CHECK:         %[[AP1:.*]] = cir.vtable.address_point(@_ZTV1C, vtable_index = 1, address_point_index = 2)
// CHECK:         %[[B:.*]] = cir.base_class_addr(%[[S]] : !cir.ptr<!ty_struct_C>) -> !cir.ptr<!ty_struct_B> {assume_not_null, offset = 16 : i64}
// CHECK:         %[[VP1:.*]] = cir.vtable.get_vptr %[[B]] : !cir.ptr<!ty_struct_B>
// CHECK:         cir.store %[[AP1]], %[[VP1]]
// CHECK:         cir.struct_element_addr %{{.*}}[2] "c"
// CHECK: cir.global constant external @_ZTV1C : !ty_vtable__ZTV1C = #cir.const_struct<{#cir.const_array<[#cir.ptr<null> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1C> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1C1fEi> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1CD1Ev> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1CD0Ev> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1C1gEv> : !cir.ptr<!u8i>]> : !cir.array<!cir.ptr<!u8i> x 6>, #cir.const_array<[#cir.ptr<-16 : i64> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1C> : !cir.ptr<!u8i>, #cir.global_view<@_ZThn16_N1C1gEv> : !cir.ptr<!u8i>]>

// The destructor stores the vptrs before its body; A's D2 runs after it
// CHECK-LABEL: cir.func @_ZN1CD1Ev(
// CHECK:         cir.vtable.address_point(@_ZTV1C, vtable_index = 0, address_point_index = 2)
// CHECK:         cir.vtable.address_point(@_ZTV1C, vtable_index = 1, address_point_index = 2)
// CHECK:         cir.call @_ZN1AD2Ev(

// CHECK-LABEL: cir.func @_Z4callP1A(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[V:.*]] = cir.vtable.get_vptr %[[P]] : !cir.ptr<!ty_struct_A> -> !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
// CHECK:         %[[VT:.*]] = cir.load %[[V]]
// CHECK:         %[[SLOT:.*]] = cir.vtable.get_virtual_fn_addr %[[VT]][0] : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>> -> !cir.ptr<!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_struct_A>, !s32i)>>>
// CHECK:         %[[FN:.*]] = cir.load %[[SLOT]]
// CHECK:         %[[R:.*]] = cir.call %[[FN]](%[[P]], %{{.*}}) : (!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_struct_A>, !s32i)>>, !cir.ptr<!ty_struct_A>, !s32i) -> !s32i
// CHECK:         cir.return %[[R]]

// p->A::f(4) is direct; p->g() is C's own slot 3
// CHECK-LABEL: cir.func @_Z5callqP1C(
// CHECK:         cir.call @_ZN1A1fEi(
// CHECK:         cir.vtable.get_virtual_fn_addr %{{.*}}[3] : {{.*}} -> !cir.ptr<!cir.ptr<!cir.func<!s64i (!cir.ptr<!ty_struct_C>)>>>

// delete p: the deleting destructor's slot, no operator delete call here
// CHECK-LABEL: cir.func @_Z3delP1A(
// CHECK:         cir.if
// CHECK:           %[[DS:.*]] = cir.vtable.get_virtual_fn_addr %{{.*}}[2]
// CHECK:           %[[D0:.*]] = cir.load %[[DS]]
// CHECK:           cir.call %[[D0]](
// CHECK-NOT:     _ZdlPv
// CHECK:         cir.return

// CHECK: cir.global constant external @_ZTI1C : !ty_typeinfo_vmi2 = #cir.const_struct<{#cir.global_view<@_ZTVN10__cxxabiv121__vmi_class_type_infoE, [2]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTS1C> : !cir.ptr<!u8i>, #cir.int<0> : !u32i, #cir.int<2> : !u32i, #cir.global_view<@_ZTI1A> : !cir.ptr<!u8i>, #cir.int<2> : !s64i, #cir.global_view<@_ZTI1B> : !cir.ptr<!u8i>, #cir.int<4098> : !s64i}>

// The thunk moves 'this' from the B subobject back to C
// CHECK-LABEL: cir.func linkonce_odr @_ZThn16_N1C1gEv(%arg0: !cir.ptr<!ty_struct_C>) -> !s64i
// CHECK:         %[[BYTES:.*]] = cir.cast(bitcast, %arg0 : !cir.ptr<!ty_struct_C>), !cir.ptr<!u8i>
// CHECK:         %[[ADJ:.*]] = cir.const(#cir.int<-16> : !s64i)
// CHECK:         %[[MOVED:.*]] = cir.ptr_stride(%[[BYTES]] : !cir.ptr<!u8i>, %[[ADJ]] : !s64i)
// CHECK:         %[[THIS:.*]] = cir.cast(bitcast, %[[MOVED]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_C>
// CHECK:         %[[RES:.*]] = cir.call @_ZN1C1gEv(%[[THIS]])
// CHECK:         cir.return %[[RES]]

// SCF: llvm.mlir.global external constant @_ZTV1C() {{.*}} : !llvm.struct<(array<6 x ptr>, array<3 x ptr>)>
// SCF-LABEL: func.func @_Z4callP1A(%arg0: !llvm.ptr) -> i32
// SCF:         %[[VT:.*]] = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// SCF:         %[[SLOT:.*]] = llvm.getelementptr inbounds %[[VT]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// SCF:         %[[FN:.*]] = llvm.load %[[SLOT]]
// SCF:         llvm.call %[[FN]](%arg0,
