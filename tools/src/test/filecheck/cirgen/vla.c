// Variable length arrays: dynamic cir.alloca, stack save/restore, runtime sizeof.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @f(
// CHECK:         cir.scope {
// CHECK:           %[[SP:.+]] = cir.stack_save : !cir.ptr<!u8i>
// CHECK:           %[[A:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, %{{.+}} : !u64i, ["a"]
// CHECK:           cir.ptr_stride(%[[A]] : !cir.ptr<!s32i>
// CHECK:           cir.binop(mul, %{{.+}}, %{{.+}}) : !u64i
// CHECK:           cir.stack_restore %[[SP]] : !cir.ptr<!u8i>
// CHECK:         }
unsigned long f(int n) {
    unsigned long s;
    { int a[n]; a[0] = 1; s = sizeof a; }
    return s;
}
