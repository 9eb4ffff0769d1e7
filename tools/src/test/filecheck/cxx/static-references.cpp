// References with static storage duration (SemaStaticReferences): a global pointer to the bound object, constant
// when the object's address is; a temporary of static storage duration (_ZGR<name>_) for a const T& bound to a
// value; the address stored by the global constructor when it is known only at run time; a static local's
// under its guard.
// RUN: jcirc++ -emit-cir %s | FileCheck %s

int x = 10;
int &r = x;
// CHECK-DAG: cir.global external @r : !cir.ptr<!s32i> = #cir.global_view<@x> : !cir.ptr<!s32i>
const int &c = 42;
// CHECK-DAG: cir.global internal @_ZGR1c_ : !s32i = #cir.int<42> : !s32i
// CHECK-DAG: cir.global external @c : !cir.ptr<!s32i> = #cir.global_view<@_ZGR1c_> : !cir.ptr<!s32i>
int &f();
int &d = f();
// CHECK-DAG: cir.global external @d : !cir.ptr<!s32i> = #cir.ptr<null> : !cir.ptr<!s32i>

// r + c: each use loads the pointer, then the object
int use() { return r + c; }
// CHECK-LABEL: cir.func @_Z3usev()
// CHECK: %[[RA:.*]] = cir.get_global @r : !cir.ptr<!cir.ptr<!s32i>>
// CHECK: %[[RP:.*]] = cir.load %[[RA]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK: %[[RV:.*]] = cir.load %[[RP]] : !cir.ptr<!s32i>, !s32i
// CHECK: %[[CA:.*]] = cir.get_global @c : !cir.ptr<!cir.ptr<!s32i>>
// CHECK: %[[CP:.*]] = cir.load %[[CA]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK: %[[CV:.*]] = cir.load %[[CP]] : !cir.ptr<!s32i>, !s32i
// CHECK: %[[SUM:.*]] = cir.binop(add, %[[RV]], %[[CV]]) : !s32i
// CHECK: cir.return %[[SUM]]

// static int &s = f();  stored once, under the guard _ZGVZ1gvE1s
int g() { static int &s = f(); return s; }
// CHECK-LABEL: cir.func @_Z1gv()
// CHECK: cir.call @__cxa_guard_acquire
// CHECK: %[[SA:.*]] = cir.get_global @_ZZ1gvE1s : !cir.ptr<!cir.ptr<!s32i>>
// CHECK: %[[FA:.*]] = cir.call @_Z1fv() : () -> !cir.ptr<!s32i>
// CHECK: cir.store %[[FA]], %[[SA]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK: cir.call @__cxa_guard_release

// the global constructor stores f()'s result into d
// CHECK-LABEL: cir.func internal @"_GLOBAL__sub_I_static-references.cpp"()
// CHECK: %[[DA:.*]] = cir.get_global @d : !cir.ptr<!cir.ptr<!s32i>>
// CHECK: %[[DV:.*]] = cir.call @_Z1fv() : () -> !cir.ptr<!s32i>
// CHECK: cir.store %[[DV]], %[[DA]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
