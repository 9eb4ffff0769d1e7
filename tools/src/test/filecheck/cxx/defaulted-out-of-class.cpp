// A special member defaulted outside its class is the implicit definition under its own name (never an empty function:
// that was a silent miscompile of the copy): members copied one by one, a member of class type by its copy
// constructor; a strong definition (linkonce_odr when declared inline, then generated when used); the base-object variant
// is an alias.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct M { int v; M(const M &o); };
struct Pair { int a; M m; Pair(const Pair &); ~Pair(); };
Pair::Pair(const Pair &) = default;
inline Pair::~Pair() = default;
void copy(const Pair &p) { Pair q = p; }   // the inline destructor is generated (with its D2 alias) because it is used

// CHECK-LABEL: cir.func @_ZN4PairC1ERKS_(%arg0: !cir.ptr<!ty_struct_Pair>, %arg1: !cir.ptr<!ty_struct_Pair>) {
// CHECK:         %[[DA:.*]] = cir.struct_element_addr %arg0[0] "a"
// CHECK:         %[[SA:.*]] = cir.struct_element_addr %arg1[0] "a"
// CHECK:         %[[V:.*]] = cir.load %[[SA]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store %[[V]], %[[DA]]
// CHECK:         %[[DM:.*]] = cir.struct_element_addr %arg0[1] "m"
// CHECK:         %[[SM:.*]] = cir.struct_element_addr %arg1[1] "m"
// CHECK:         cir.call @_ZN1MC1ERKS_(%[[DM]], %[[SM]])
// CHECK:       cir.func linkonce_odr @_ZN4PairD1Ev(
// CHECK:       cir.func @_ZN4PairC2ERKS_({{.*}}) attributes {aliasee = @_ZN4PairC1ERKS_}
// CHECK:       cir.func linkonce_odr @_ZN4PairD2Ev({{.*}}) attributes {aliasee = @_ZN4PairD1Ev}
