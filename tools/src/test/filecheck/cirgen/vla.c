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

// A jump out of the block restores the stack before it leaves; falling off the end restores it once.
// CHECK-LABEL: cir.func @g(
// CHECK:         cir.loop for(cond : {
// CHECK:           %[[SP:.+]] = cir.stack_save : !cir.ptr<!u8i>
// CHECK:           cir.alloca !s8i, !cir.ptr<!s8i>, %{{.+}} : !u64i, ["a"]
// CHECK:           cir.if %{{.+}} {
// CHECK-NEXT:        cir.stack_restore %[[SP]] : !cir.ptr<!u8i>
// CHECK-NEXT:        cir.yield continue
// CHECK:           cir.if %{{.+}} {
// CHECK-NEXT:        cir.stack_restore %[[SP]] : !cir.ptr<!u8i>
// CHECK-NEXT:        cir.yield break
// CHECK:           cir.stack_restore %[[SP]] : !cir.ptr<!u8i>
// CHECK-NOT:       cir.stack_restore
// CHECK:         cir.return
void g(int n) {
    for (int i = 0; i < n; i++) {
        char a[n];
        a[0] = 0;
        if (i & 1) continue;
        if (i > 10) break;
    }
}
