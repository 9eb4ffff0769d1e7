// Virtual bases (docs/cxx.md, "Virtual bases and RTTI"): a member of a virtual base through the vbase offset read from
// the vtable; C1 constructs the virtual base and passes the VTT's sub-VTT to the base's C2, whose VTT parameter follows
// this and gives the vptrs; the VTT and construction vtable globals; a virtual thunk reading the vcall offset.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
struct A { int a; A(); virtual int f(); };
struct B : virtual A { int b; B(); };
struct C : virtual A { long c; C(); int f(); };
struct D : B, C { int d; D(); };
int get(B *p) { return p->a; }
D::D() : d(4) {}
B::B() : b(2) {}

// CHECK-LABEL: cir.func @_Z3getP1B(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_B>>, !cir.ptr<!ty_struct_B>
// CHECK:         %[[VP:.*]] = cir.vtable.get_vptr %[[P]] : !cir.ptr<!ty_struct_B>
// CHECK:         %[[VT:.*]] = cir.load %[[VP]]
// CHECK:         %[[W:.*]] = cir.cast(bitcast, %[[VT]] : {{.*}}), !cir.ptr<!s64i>
// CHECK:         %[[M3:.*]] = cir.const(#cir.int<-3> : !s64i)
// CHECK:         %[[SLOT:.*]] = cir.ptr_stride(%[[W]] : !cir.ptr<!s64i>, %[[M3]] : !s64i)
// CHECK:         %[[OFF:.*]] = cir.load %[[SLOT]] : !cir.ptr<!s64i>, !s64i
// CHECK:         %[[BYTES:.*]] = cir.cast(bitcast, %[[P]] : !cir.ptr<!ty_struct_B>), !cir.ptr<!u8i>
// CHECK:         %[[VB:.*]] = cir.ptr_stride(%[[BYTES]] : !cir.ptr<!u8i>, %[[OFF]] : !s64i)
// CHECK:         %[[A:.*]] = cir.cast(bitcast, %[[VB]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_A>
// CHECK:         cir.struct_element_addr %[[A]][1] "a"

// D's complete-object constructor: A at 40 (C2, no VTT), then B's and C's C2 with their sub-VTTs, then D's vptrs
// CHECK-LABEL: cir.func @_ZN1DC1Ev(
// CHECK:         %[[SELF:.*]] = cir.load
// CHECK:         %[[AB:.*]] = cir.cast(bitcast, %[[SELF]] : !cir.ptr<!ty_struct_D>), !cir.ptr<!u8i>
// CHECK:         %[[C40:.*]] = cir.const(#cir.int<40> : !s64i)
// CHECK:         %[[AP:.*]] = cir.ptr_stride(%[[AB]] : !cir.ptr<!u8i>, %[[C40]] : !s64i)
// CHECK:         %[[AOBJ:.*]] = cir.cast(bitcast, %[[AP]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_A>
// CHECK:         cir.call @_ZN1AC2Ev(%[[AOBJ]])
// CHECK:         %[[BOBJ:.*]] = cir.base_class_addr(%[[SELF]] : !cir.ptr<!ty_struct_D>) -> !cir.ptr<!ty_struct_B> {assume_not_null, offset = 0 : i64}
// CHECK:         %[[TT:.*]] = cir.get_global @_ZTT1D : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 7>>
// CHECK:         %[[VTT:.*]] = cir.cast(bitcast, %[[TT]] : {{.*}}), !cir.ptr<!cir.ptr<!cir.void>>
// CHECK:         %[[ONE:.*]] = cir.const(#cir.int<1> : !s64i)
// CHECK:         %[[SUB:.*]] = cir.ptr_stride(%[[VTT]] : !cir.ptr<!cir.ptr<!cir.void>>, %[[ONE]] : !s64i)
// CHECK:         cir.call @_ZN1BC2Ev(%[[BOBJ]], %[[SUB]])
// CHECK:         cir.call @_ZN1CC2Ev(%{{.*}}, %{{.*}})
// CHECK:         cir.vtable.address_point(@_ZTV1D, vtable_index = 0, address_point_index = 3)

// The VTT (D has no key function: linkonce_odr): D's primary vtable, B-in-D's and C-in-D's construction vtables,
// then D's secondary vptrs (A, then C)
// CHECK: cir.global constant linkonce_odr @_ZTT1D : !cir.array<!cir.ptr<!u8i> x 7> = #cir.const_array<[#cir.global_view<@_ZTV1D, [0, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTC1D0_1B, [0, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTC1D0_1B, [1, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTC1D16_1C, [0, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTC1D16_1C, [1, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTV1D, [2, 3]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTV1D, [1, 3]> : !cir.ptr<!u8i>]>
// B's base-object constructor: its VTT parameter after this; its own vptr from vtt[0], A's (found through it) from vtt[1]
// CHECK:       cir.func @_ZN1BC2Ev(%arg0: !cir.ptr<!ty_struct_B>{{.*}}, %[[ARG:.*]]: !cir.ptr<!cir.ptr<!cir.void>>)
// CHECK:         %[[E0:.*]] = cir.load %[[ARG]] : !cir.ptr<!cir.ptr<!cir.void>>, !cir.ptr<!cir.void>
// CHECK:         %[[AP0:.*]] = cir.cast(bitcast, %[[E0]] : !cir.ptr<!cir.void>), !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
// CHECK:         %[[V0:.*]] = cir.vtable.get_vptr %{{.*}} : !cir.ptr<!ty_struct_B>
// CHECK:         cir.store %[[AP0]], %[[V0]]
// CHECK:         %[[I1:.*]] = cir.const(#cir.int<1> : !s64i)
// CHECK:         %[[E1P:.*]] = cir.ptr_stride(%[[ARG]] : !cir.ptr<!cir.ptr<!cir.void>>, %[[I1]] : !s64i)
// CHECK:         %[[E1:.*]] = cir.load %[[E1P]]
// CHECK-NOT:     cir.call @_ZN1AC
// CHECK:         cir.return

// C's f in A-in-D's vtable: a virtual thunk (this += the vcall offset at -24)
// CHECK-LABEL: cir.func linkonce_odr @_ZTv0_n24_N1C1fEv(
// CHECK:         %[[VTW:.*]] = cir.cast(bitcast, %{{.*}}), !cir.ptr<!s64i>
// CHECK:         %[[M3B:.*]] = cir.const(#cir.int<-3> : !s64i)
// CHECK:         %[[VC:.*]] = cir.ptr_stride(%[[VTW]] : !cir.ptr<!s64i>, %[[M3B]] : !s64i)
// CHECK:         %[[VCO:.*]] = cir.load %[[VC]] : !cir.ptr<!s64i>, !s64i
// CHECK:         cir.ptr_stride(%{{.*}} : !cir.ptr<!u8i>, %[[VCO]] : !s64i)
// CHECK:         cir.call @_ZN1C1fEv(
