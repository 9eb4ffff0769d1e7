// Objects outside blocks (CIRGenGlobalObjects): a namespace-scope object is a zero-initialized global that
// _GLOBAL__sub_I_<file> (a global constructor) constructs, registering its destructor with __cxa_atexit; a static
// local is constructed once under its guard variable _ZGVZ…: its first byte tested, then __cxa_guard_acquire,
// the constructor, __cxa_atexit and __cxa_guard_release.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct T { int id; T(int i); ~T(); };
T g(5);
int f(int k) { static T s(k); return s.id; }

// CHECK: cir.global external @g : !ty_struct_T = #cir.zero : !ty_struct_T
// CHECK-LABEL: cir.func @_Z1fi(
// CHECK:         %[[G:.*]] = cir.get_global @_ZGVZ1fiE1s : !cir.ptr<!s64i>
// CHECK-NEXT:    %[[B:.*]] = cir.cast(bitcast, %[[G]] : !cir.ptr<!s64i>), !cir.ptr<!s8i>
// CHECK-NEXT:    %[[V:.*]] = cir.load %[[B]]
// CHECK-NEXT:    %[[Z:.*]] = cir.const(#cir.int<0> : !s8i)
// CHECK-NEXT:    %[[UNSET:.*]] = cir.cmp(eq, %[[V]], %[[Z]])
// CHECK-NEXT:    cir.if %[[UNSET]] {
// CHECK-NEXT:      %[[ACQ:.*]] = cir.call @__cxa_guard_acquire(%[[G]])
// CHECK:           %[[OK:.*]] = cir.cmp(ne, %[[ACQ]], %{{.*}})
// CHECK-NEXT:      cir.if %[[OK]] {
// CHECK-NEXT:        %[[S:.*]] = cir.get_global @_ZZ1fiE1s
// CHECK:             cir.call @_ZN1TC1Ei(%[[S]], %{{.*}})
// CHECK:             cir.call @__cxa_atexit(
// CHECK-NEXT:        cir.call @__cxa_guard_release(%[[G]])
// CHECK: cir.global internal @_ZGVZ1fiE1s : !s64i = #cir.int<0> : !s64i
// CHECK-LABEL: cir.func internal @"_GLOBAL__sub_I_global-objects.cpp"() attributes {global_ctor = 65535 : i32}
// CHECK:         %[[A:.*]] = cir.get_global @g : !cir.ptr<!ty_struct_T>
// CHECK-NEXT:    %[[FIVE:.*]] = cir.const(#cir.int<5> : !s32i)
// CHECK-NEXT:    cir.call @_ZN1TC1Ei(%[[A]], %[[FIVE]])
// CHECK-NEXT:    %[[D:.*]] = cir.get_global @_ZN1TD1Ev
// CHECK-NEXT:    %[[DF:.*]] = cir.cast(bitcast, %[[D]]
// CHECK-NEXT:    %[[OBJ:.*]] = cir.cast(bitcast, %[[A]] : !cir.ptr<!ty_struct_T>), !cir.ptr<!cir.void>
// CHECK-NEXT:    %[[H:.*]] = cir.get_global @__dso_handle
// CHECK-NEXT:    %[[HV:.*]] = cir.cast(bitcast, %[[H]]
// CHECK-NEXT:    %{{.*}} = cir.call @__cxa_atexit(%[[DF]], %[[OBJ]], %[[HV]])
// CHECK-NEXT:    cir.return
