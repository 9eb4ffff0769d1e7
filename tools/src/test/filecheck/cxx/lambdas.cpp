// Lambdas (SemaLambda, CIRGenLambda): the closure is built in a temporary (a copy of x, the address of y),
// the call operator is an internal function named as g++ names it, taking the closure pointer first; in it the
// captures are the closure's members; a capture-less lambda converted to a function pointer is the address of
// its static invoker, which calls the operator with a null closure.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

int apply(int (*f)(int), int v) { return f(v); }
int main() {
    int x = 5, y = 7;
    auto add = [x, &y](int a) { return x + y + a; };
    int r = add(1);
    return apply([](int v) { return v * 2; }, r);
}

// CHECK-LABEL: cir.func @main()
// CHECK:         %[[X:.*]] = cir.alloca !s32i, {{.*}} ["x", init]
// CHECK:         %[[Y:.*]] = cir.alloca !s32i, {{.*}} ["y", init]
// CHECK:         %[[ADD:.*]] = cir.alloca ![[CL:[a-z_0-9]+]], {{.*}} ["add", init]
// CHECK:         %[[C:.*]] = cir.alloca ![[CL]], {{.*}} ["closure", init]
// CHECK:         %[[FX:.*]] = cir.struct_element_addr %[[C]][0] "x"
// CHECK:         %[[XV:.*]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store %[[XV]], %[[FX]] : !s32i, !cir.ptr<!s32i>
// CHECK:         %[[FY:.*]] = cir.struct_element_addr %[[C]][1] "y" {{.*}} -> !cir.ptr<!cir.ptr<!s32i>>
// CHECK:         cir.store %[[Y]], %[[FY]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK:         %[[CV:.*]] = cir.load %[[C]]
// CHECK:         cir.store %[[CV]], %[[ADD]]
// CHECK:         cir.call @_ZZ4mainENKUliE_clEi(%[[ADD]], %{{.*}})
// CHECK:         %[[FN:.*]] = cir.get_global @_ZZ4mainENUliE0_4_FUNEi : !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK:         cir.call @_Z5applyPFiiEi(%[[FN]], %{{.*}})

// CHECK-LABEL: cir.func internal @_ZZ4mainENKUliE_clEi(
// CHECK-SAME:    %arg0: !cir.ptr<![[CL]]>, %arg1: !s32i) -> !s32i
// CHECK:         %[[SLOT:.*]] = cir.alloca !cir.ptr<![[CL]]>, {{.*}} ["__closure", init]
// CHECK:         %[[SELF:.*]] = cir.load %[[SLOT]]
// CHECK:         %[[MX:.*]] = cir.struct_element_addr %[[SELF]][0] "x"
// CHECK:         %[[MY:.*]] = cir.struct_element_addr %[[SELF]][1] "y"
// CHECK:         %[[PY:.*]] = cir.load %[[MY]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         %[[VX:.*]] = cir.load %[[MX]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[VY:.*]] = cir.load %[[PY]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.binop(add, %[[VX]], %[[VY]])

// CHECK-LABEL: cir.func internal @_ZZ4mainENUliE0_4_FUNEi(%arg0: !s32i) -> !s32i
// CHECK:         %[[NULL:.*]] = cir.const(#cir.ptr<null>
// CHECK:         %[[R:.*]] = cir.call @_ZZ4mainENKUliE0_clEi(%[[NULL]], %arg0)
// CHECK:         cir.return %[[R]]
