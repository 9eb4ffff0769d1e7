// dynamic_cast<T *> (docs/cxx.md, "Virtual functions"): null stays null (a cir.if around the cast); a down-cast calls
// __dynamic_cast(p, &_ZTI<from>, &_ZTI<to>, hint) (hint: the source's offset in the target when it is a unique base);
// dynamic_cast<void *> adds the vptr's offset-to-top (the word before the RTTI pointer); an up-cast is a conversion.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
struct A { int a; virtual ~A(); };
struct X { virtual int x(); };
struct C : A, X { int c; ~C(); };
C *down(A *p) { return dynamic_cast<C *>(p); }
void *whole(X *p) { return dynamic_cast<void *>(p); }
A *up(C *p) { return dynamic_cast<A *>(p); }

// CHECK-LABEL: cir.func @_Z4downP1A(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[NN:.*]] = cir.cmp(ne, %[[P]], %{{.*}})
// CHECK:         cir.if %[[NN]] {
// CHECK:           %[[FROM:.*]] = cir.get_global @_ZTI1A : !cir.ptr<!ty_typeinfo_class>
// CHECK:           %[[TO:.*]] = cir.get_global @_ZTI1C : !cir.ptr<!ty_typeinfo_vmi2>
// CHECK:           %[[HINT:.*]] = cir.const(#cir.int<0> : !s64i)
// CHECK:           %[[SRC:.*]] = cir.cast(bitcast, %[[P]] : !cir.ptr<!ty_struct_A>), !cir.ptr<!cir.void>
// CHECK:           %[[R:.*]] = cir.call @__dynamic_cast(%[[SRC]], %{{.*}}, %{{.*}}, %[[HINT]]) : (!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !s64i) -> !cir.ptr<!cir.void>
// CHECK:           cir.cast(bitcast, %[[R]] : !cir.ptr<!cir.void>), !cir.ptr<!ty_struct_C>

// The classes' key functions are elsewhere: their typeinfo objects are only declared
// CHECK: cir.global external @_ZTI1A : !ty_typeinfo_class {alignment = 8 : i64}
// CHECK: cir.global external @_ZTI1C : !ty_typeinfo_vmi2 {alignment = 8 : i64}
// CHECK-LABEL: cir.func @_Z5wholeP1X(
// CHECK:         cir.if
// CHECK:           %[[VP:.*]] = cir.vtable.get_vptr %{{.*}} : !cir.ptr<!ty_struct_X>
// CHECK:           %[[VT:.*]] = cir.load %[[VP]]
// CHECK:           %[[WORDS:.*]] = cir.cast(bitcast, %[[VT]] : {{.*}}), !cir.ptr<!s64i>
// CHECK:           %[[M2:.*]] = cir.const(#cir.int<-2> : !s64i)
// CHECK:           %[[SLOT:.*]] = cir.ptr_stride(%[[WORDS]] : !cir.ptr<!s64i>, %[[M2]] : !s64i)
// CHECK:           %[[OFF:.*]] = cir.load %[[SLOT]] : !cir.ptr<!s64i>, !s64i
// CHECK:           cir.ptr_stride(%{{.*}} : !cir.ptr<!u8i>, %[[OFF]] : !s64i)

// CHECK-LABEL: cir.func @_Z2upP1C(
// CHECK-NOT:     __dynamic_cast
// CHECK:         cir.base_class_addr(%{{.*}} : !cir.ptr<!ty_struct_C>) -> !cir.ptr<!ty_struct_A> {offset = 0 : i64}
