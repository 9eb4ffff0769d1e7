// typeid and dynamic_cast to references (docs/cxx.md, "Virtual bases and RTTI"): typeid(T) is the address of _ZTI<T>
// (libstdc++'s for builtin types; enumerations and pointers to classes get their typeinfo objects here); typeid of a
// polymorphic glvalue reads the vtable's RTTI slot (%vt[-1]), after a null check for typeid(*p); dynamic_cast<D &>
// calls __dynamic_cast and __cxa_bad_cast on a null result.
// RUN: jcirc++ %s -emit-cir | FileCheck %s
#include <typeinfo>
struct A { int a; virtual ~A(); };
struct D : A { int d; ~D(); };
enum E { E0 };
const char *ofInt() { return typeid(int).name(); }
const std::type_info &ofPtr() { return typeid(A *); }
const std::type_info &ofEnum() { return typeid(E); }
bool dyn(A *p) { return typeid(*p) == typeid(D); }
D &down(A &r) { return dynamic_cast<D &>(r); }

// CHECK-LABEL: cir.func @_Z5ofIntv(
// CHECK:         %[[G:.*]] = cir.get_global @_ZTIi : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>
// CHECK:         %[[TI:.*]] = cir.cast(bitcast, %[[G]] : {{.*}}), !cir.ptr<!ty_struct_type_info>
// CHECK:         cir.call @_ZNKSt9type_info4nameEv(%[[TI]])

// CHECK-LABEL: cir.func @_Z5ofPtrv(
// CHECK:         cir.get_global @_ZTIP1A : !cir.ptr<!ty_typeinfo_pointer>
// A pointer's and an enumeration's typeinfo objects are defined here (linkonce_odr, as g++'s):
// CHECK: cir.global constant linkonce_odr @_ZTIP1A : !ty_typeinfo_pointer = #cir.const_struct<{#cir.global_view<@_ZTVN10__cxxabiv119__pointer_type_infoE, [2]> : !cir.ptr<!u8i>, #cir.global_view<@_ZTSP1A> : !cir.ptr<!u8i>, #cir.int<0> : !u32i, #cir.global_view<@_ZTI1A> : !cir.ptr<!u8i>}>

// CHECK-LABEL: cir.func @_Z6ofEnumv(
// CHECK:         cir.get_global @_ZTI1E : !cir.ptr<!ty_typeinfo_enum>
// CHECK: cir.global constant linkonce_odr @_ZTI1E : !ty_typeinfo_enum = #cir.const_struct<{#cir.global_view<@_ZTVN10__cxxabiv116__enum_type_infoE, [2]>

// CHECK-LABEL: cir.func @_Z3dynP1A(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[NULL:.*]] = cir.cmp(eq, %[[P]], %{{.*}})
// CHECK:         cir.if %[[NULL]] {
// CHECK:           cir.call @__cxa_bad_typeid()
// CHECK:         %[[VP:.*]] = cir.vtable.get_vptr %[[P]] : !cir.ptr<!ty_struct_A>
// CHECK:         %[[VT:.*]] = cir.load %[[VP]]
// CHECK:         %[[SLOTS:.*]] = cir.cast(bitcast, %[[VT]] : {{.*}}), !cir.ptr<!cir.ptr<!ty_struct_type_info>>
// CHECK:         %[[M1:.*]] = cir.const(#cir.int<-1> : !s64i)
// CHECK:         %[[SLOT:.*]] = cir.ptr_stride(%[[SLOTS]] : {{.*}}, %[[M1]] : !s64i)
// CHECK:         %[[DYN:.*]] = cir.load %[[SLOT]]
// CHECK:         %[[STAT:.*]] = cir.cast(bitcast, %{{.*}}), !cir.ptr<!ty_struct_type_info>
// CHECK:         cir.call @_ZNKSt9type_infoeqERKS_(%[[DYN]], %[[STAT]])

// CHECK-LABEL: cir.func @_Z4downR1A(
// CHECK:         %[[R:.*]] = cir.call @__dynamic_cast(
// CHECK:         %[[BAD:.*]] = cir.cmp(eq, %[[R]], %{{.*}})
// CHECK:         cir.if %[[BAD]] {
// CHECK:           cir.call @__cxa_bad_cast()
// CHECK:         cir.cast(bitcast, %[[R]] : !cir.ptr<!cir.void>), !cir.ptr<!ty_struct_D>
