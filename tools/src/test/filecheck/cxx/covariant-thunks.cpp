// Return-adjusting thunks (docs/cxx.md, "Virtual bases and RTTI"), named as g++ 12 names them (nm of g++'s object for this
// file defines _ZTchn16_h16_NK5Other5cloneEv, and an unreferenced _ZTch0_h16_… jcirc++ does not emit): Base is at 16 in Other, so Base-in-Other's clone slot moves this by -16,
// calls Other::clone and moves a non-null result by +16; Other's own clone slot returns Other * unadjusted.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
struct P { int pp; virtual int p(); };
struct Base { int b; virtual Base *clone() const; };
struct Other : P, Base { int o; Other *clone() const; };
Other *Other::clone() const { return 0; }

// CHECK-LABEL: cir.func linkonce_odr @_ZTchn16_h16_NK5Other5cloneEv(%arg0: !cir.ptr<!ty_struct_Other>
// CHECK:         %[[B:.*]] = cir.cast(bitcast, %arg0 : !cir.ptr<!ty_struct_Other>), !cir.ptr<!u8i>
// CHECK:         %[[M16:.*]] = cir.const(#cir.int<-16> : !s64i)
// CHECK:         %[[T:.*]] = cir.ptr_stride(%[[B]] : !cir.ptr<!u8i>, %[[M16]] : !s64i)
// CHECK:         %[[SELF:.*]] = cir.cast(bitcast, %[[T]] : !cir.ptr<!u8i>), !cir.ptr<!ty_struct_Other>
// CHECK:         %[[R:.*]] = cir.call @_ZNK5Other5cloneEv(%[[SELF]])
// CHECK:         %[[RB:.*]] = cir.cast(bitcast, %[[R]] : !cir.ptr<!ty_struct_Other>), !cir.ptr<!s8i>
// CHECK:         cir.store %[[RB]], %[[SLOT:.*]] :
// CHECK:         %[[NN:.*]] = cir.cmp(ne, %[[R]], %{{.*}})
// CHECK:         cir.if %[[NN]] {
// CHECK:           %[[P16:.*]] = cir.const(#cir.int<16> : !s64i)
// CHECK:           %[[ADJ:.*]] = cir.ptr_stride(%[[RB]] : !cir.ptr<!s8i>, %[[P16]] : !s64i)
// CHECK:           cir.store %[[ADJ]], %[[SLOT]]
// CHECK:         %[[OUT:.*]] = cir.load %[[SLOT]]
// CHECK:         %[[RET:.*]] = cir.cast(bitcast, %[[OUT]] : !cir.ptr<!s8i>), !cir.ptr<!ty_struct_Other>
// CHECK:         cir.return %[[RET]]
