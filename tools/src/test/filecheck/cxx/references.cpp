// References are pointers in the IR (SemaCXX records each binding and implicit dereference): an lvalue
// argument of a T& parameter passes its address, a use of a reference loads the pointer and then the object,
// a const T& bound to an rvalue gets a temporary, T& f() returns the address.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

int &pick(int &a, int &b) { return b; }
int use(const int &c) { return c + 1; }
int main() {
    int x = 1, y = 2;
    int &r = pick(x, y);
    r = 5;
    return use(x + y);
}

// CHECK-LABEL: cir.func @_Z4pickRiS_(%arg0: !cir.ptr<!s32i>, %arg1: !cir.ptr<!s32i>) -> !cir.ptr<!s32i>
// CHECK:         %[[B:.*]] = cir.alloca !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>, ["b", init]
// CHECK:         %[[BV:.*]] = cir.load %[[B]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         cir.return %[[BV]] : !cir.ptr<!s32i>
// CHECK-LABEL: cir.func @_Z3useRKi(%arg0: !cir.ptr<!s32i>) -> !s32i
// CHECK:         %[[C:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["c", init]
// CHECK:         %[[CP:.*]] = cir.load %[[C]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         %[[CV:.*]] = cir.load %[[CP]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.binop(add, %[[CV]],
// CHECK-LABEL: cir.func @main()
// CHECK:         %[[X:.*]] = cir.alloca !s32i, {{.*}} ["x", init]
// CHECK:         %[[Y:.*]] = cir.alloca !s32i, {{.*}} ["y", init]
// CHECK:         %[[R:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["r", init]
// CHECK:         %[[T:.*]] = cir.alloca !s32i, {{.*}} ["ref.tmp", init]
// CHECK:         %[[P:.*]] = cir.call @_Z4pickRiS_(%[[X]], %[[Y]])
// CHECK:         cir.store %[[P]], %[[R]]
// CHECK:         %[[RP:.*]] = cir.load %[[R]]
// CHECK:         cir.store %{{.*}}, %[[RP]] : !s32i, !cir.ptr<!s32i>
// CHECK:         %[[SUM:.*]] = cir.binop(add,
// CHECK:         cir.store %[[SUM]], %[[T]]
// CHECK:         cir.call @_Z3useRKi(%[[T]])
