// Nearly empty virtual bases shared as the primary base (docs/cxx.md, "Virtual bases and RTTI"): C's primary base is
// its virtual base V (only a vptr), at offset 0 with no storage of its own; a virtual primary base's vcall offsets come
// first in the vtable's prefix, so the vbase offsets move (-32 and -48 here, not -24); E's vtable, which is V's too,
// reaches W's overrider of f through a virtual thunk reading the vcall offset at -24.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
struct V { virtual int f(); virtual int g(); };
struct C : virtual V { int c; virtual int k(); };
struct W : virtual V { int w; int f(); };
struct E : virtual V, virtual W { int e; };
int C::k() { return c; }
E::E() {}
V *up(C *p) { return p; }
W *tow(E *p) { return p; }

// C holds only its vptr (V's) and c; E holds its vptr (V's), e and W at 16
// CHECK: !ty_struct_C = !cir.struct<struct "struct.C" {!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>, !s32i}>
// CHECK: !ty_struct_E = !cir.struct<struct "struct.E" {!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>, !s32i, !ty_struct_W}>

// E's complete constructor: V (its primary base) at offset 0, W at 16; E's vptr and V's are one (the same address point)
// CHECK-LABEL: cir.func @_ZN1EC1Ev(
// CHECK:         %[[SELF:.*]] = cir.load
// CHECK:         %[[B0:.*]] = cir.cast(bitcast, %[[SELF]] : !cir.ptr<!ty_struct_E>), !cir.ptr<!u8i>
// CHECK:         %[[V:.*]] = cir.cast(bitcast, %[[B0]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_V>
// CHECK:         cir.call @_ZN1VC1Ev(%[[V]])
// CHECK:         %[[C16:.*]] = cir.const(#cir.int<16> : !s64i)
// CHECK:         %[[WB:.*]] = cir.ptr_stride(%{{.*}} : !cir.ptr<!u8i>, %[[C16]] : !s64i)
// CHECK:         %[[W:.*]] = cir.cast(bitcast, %[[WB]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_W>
// CHECK:         cir.call @_ZN1WC1Ev(%[[W]])
// CHECK:         cir.vtable.address_point(@_ZTV1E, vtable_index = 0, address_point_index = 6)
// CHECK:         cir.vtable.address_point(@_ZTV1E, vtable_index = 0, address_point_index = 6)
// CHECK:         cir.vtable.address_point(@_ZTV1E, vtable_index = 1, address_point_index = 5)

// E's vtable group: vbase W 16, vbase V 0, vcall g 0, vcall f 16 (W's f is 16 bytes from V), offset-to-top, RTTI, then
// V's slots: f through the virtual thunk, g; then W-in-E's vtable (V's g slot is lost there: null)
// CHECK: cir.global constant linkonce_odr @_ZTV1E : !ty_vtable__ZTV1E = #cir.const_struct<{#cir.const_array<[#cir.ptr<16 : i64> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<16 : i64> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1E> : !cir.ptr<!u8i>, #cir.global_view<@_ZTv0_n24_N1W1fEv> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1V1gEv> : !cir.ptr<!u8i>]> : !cir.array<!cir.ptr<!u8i> x 8>, #cir.const_array<[#cir.ptr<-16 : i64> : !cir.ptr<!u8i>, #cir.ptr<-16 : i64> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<-16 : i64> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1E> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1W1fEv> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>]> : !cir.array<!cir.ptr<!u8i> x 7>}>

// C* to V*: V's vbase offset is at -40 (index -5), after V's two vcall offsets
// CHECK-LABEL: cir.func @_Z2upP1C(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_C>>, !cir.ptr<!ty_struct_C>
// CHECK:         cir.if
// CHECK:           %[[VP:.*]] = cir.vtable.get_vptr %[[P]] : !cir.ptr<!ty_struct_C>
// CHECK:           %[[VT:.*]] = cir.load %[[VP]]
// CHECK:           %[[WS:.*]] = cir.cast(bitcast, %[[VT]] : {{.*}}), !cir.ptr<!s64i>
// CHECK:           %[[M5:.*]] = cir.const(#cir.int<-5> : !s64i)
// CHECK:           %[[S:.*]] = cir.ptr_stride(%[[WS]] : !cir.ptr<!s64i>, %[[M5]] : !s64i)
// CHECK:           %[[OFF:.*]] = cir.load %[[S]] : !cir.ptr<!s64i>, !s64i
// CHECK:           %[[PB:.*]] = cir.cast(bitcast, %[[P]] : !cir.ptr<!ty_struct_C>), !cir.ptr<!u8i>
// CHECK:           cir.ptr_stride(%[[PB]] : !cir.ptr<!u8i>, %[[OFF]] : !s64i)

// E* to W*: W's vbase offset at -48 (index -6)
// CHECK-LABEL: cir.func @_Z3towP1E(
// CHECK:           %[[M6:.*]] = cir.const(#cir.int<-6> : !s64i)
// CHECK:           cir.ptr_stride(%{{.*}} : !cir.ptr<!s64i>, %[[M6]] : !s64i)

// C's vtable (C has a key function): vbase V, vcall g, vcall f, offset-to-top, RTTI, V's f and g, then C's k
// CHECK: cir.global constant external @_ZTV1C : !ty_vtable__ZTV1C = #cir.const_struct<{#cir.const_array<[#cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.ptr<null> : !cir.ptr<!u8i>, #cir.global_view<@_ZTI1C> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1V1fEv> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1V1gEv> : !cir.ptr<!u8i>, #cir.global_view<@_ZN1C1kEv> : !cir.ptr<!u8i>]> : !cir.array<!cir.ptr<!u8i> x 8>}>
