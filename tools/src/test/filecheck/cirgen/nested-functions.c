// GNU nested functions: lifted to internal cir.funcs with a static chain parameter {llvm.nest}
// pointing at the enclosing function's frame record; escaping addresses become trampolines;
// a goto to an enclosing __label__ is an llvm.eh.sjlj.longjmp to the receiver's setjmp.
// RUN: jcirc %s -emit-cir | FileCheck %s

int apply(int (*f)(int), int x);

// CHECK: module attributes {cir.module_asm = [".section .note.GNU-stack,\"x\",@progbits", ".previous"]}
// CHECK-LABEL: cir.func @outer(
// CHECK:         %[[K:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["k", init]
// CHECK:         %[[ACC:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["acc", init]
// CHECK:         %[[REC:.+]] = cir.alloca !cir.array<!cir.ptr<!u8i> x 2>, !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>, ["frame.record"]
// CHECK:         %[[TR:.+]] = cir.alloca !cir.array<!u8i x 32>, {{.*}} ["tramp.add"] {alignment = 16 : i64}
// CHECK:         %[[TRP:.+]] = cir.cast(array_to_ptrdecay, %[[TR]]
// CHECK:         %[[RECP:.+]] = cir.cast(array_to_ptrdecay, %[[REC]] {{.*}} !cir.ptr<!cir.ptr<!u8i>>
// CHECK:         %[[FN:.+]] = cir.get_global @outer.add
// CHECK:         %[[T0:.+]] = cir.cast(bitcast, %[[TRP]]
// CHECK:         %[[F0:.+]] = cir.cast(bitcast, %[[FN]]
// CHECK:         %[[R0:.+]] = cir.cast(bitcast, %[[RECP]]
// CHECK:         cir.call @llvm.init.trampoline(%[[T0]], %[[F0]], %[[R0]])
// CHECK:         %[[S1:.+]] = cir.ptr_stride(%[[RECP]]
// CHECK:         %[[KP:.+]] = cir.cast(bitcast, %[[K]]
// CHECK:         cir.store %[[KP]], %[[S1]]
// CHECK:         %[[S0:.+]] = cir.ptr_stride(%[[RECP]]
// CHECK:         %[[AP:.+]] = cir.cast(bitcast, %[[ACC]]
// CHECK:         cir.store %[[AP]], %[[S0]]
// CHECK:         cir.call @outer.add(%{{.+}}, %[[RECP]]) {arg_attrs = [{}, {llvm.nest}]}
// CHECK:         %[[T1:.+]] = cir.cast(bitcast, %[[TRP]]
// CHECK:         %[[ADJ:.+]] = cir.call @llvm.adjust.trampoline(%[[T1]])
// CHECK:         %[[FP:.+]] = cir.cast(bitcast, %[[ADJ]] {{.*}} !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK:         cir.call @apply(%[[FP]], %{{.+}})
// CHECK-LABEL: cir.func internal @outer.add(%arg0: !s32i, %arg1: !cir.ptr<!cir.ptr<!u8i>>) -> !s32i attributes {arg_attrs = [{}, {llvm.nest}]}
// CHECK:         %[[SL:.+]] = cir.ptr_stride(%arg1 : !cir.ptr<!cir.ptr<!u8i>>
// CHECK:         %[[P:.+]] = cir.load %[[SL]] : !cir.ptr<!cir.ptr<!u8i>>, !cir.ptr<!u8i>
// CHECK:         %[[ACCP:.+]] = cir.cast(bitcast, %[[P]] : !cir.ptr<!u8i>), !cir.ptr<!s32i>
// CHECK:         cir.load %[[ACCP]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store %{{.+}}, %[[ACCP]] : !s32i, !cir.ptr<!s32i>
int outer(int k) {
    int acc = 0;
    int add(int x) { acc += x * k; return acc; }
    add(1);
    return apply(add, 2);
}

// CHECK-LABEL: cir.func @jump(
// CHECK:         %[[N:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["n", init]
// CHECK:         %[[BUF:.+]] = cir.alloca !cir.array<!cir.ptr<!u8i> x 6>, {{.*}} ["nonlocal.goto"]
// CHECK:         %[[BUFP:.+]] = cir.cast(array_to_ptrdecay, %[[BUF]]
// CHECK:         cir.call @llvm.frameaddress.p0
// CHECK:         %[[SP:.+]] = cir.stack_save
// CHECK:         %[[SPS:.+]] = cir.ptr_stride(%[[BUFP]]
// CHECK:         cir.store %[[SP]], %[[SPS]]
// CHECK:         %[[B0:.+]] = cir.cast(bitcast, %[[BUFP]]
// CHECK:         %[[R:.+]] = cir.call @llvm.eh.sjlj.setjmp(%[[B0]]) : (!cir.ptr<!cir.void>) -> !s32i
// CHECK:         %[[AGAIN:.+]] = cir.cmp(ne, %[[R]], %{{.+}})
// CHECK:         cir.if %[[AGAIN]] {
// CHECK:           cir.if %{{.+}} {
// CHECK-NEXT:        cir.goto "out.local1"
// CHECK:           cir.unreachable
// CHECK:         cir.store volatile %arg0, %[[N]]
// CHECK:         cir.load volatile %[[N]]
// CHECK:         cir.label "out.local1"
// CHECK-LABEL: cir.func internal @jump.leave(%arg0: !cir.ptr<!cir.ptr<!u8i>>) attributes {arg_attrs = [{llvm.nest}]}
// CHECK:         %[[SL:.+]] = cir.ptr_stride(%arg0
// CHECK:         %[[L:.+]] = cir.load %[[SL]]
// CHECK:         %[[JB:.+]] = cir.cast(bitcast, %[[L]] : !cir.ptr<!u8i>), !cir.ptr<!cir.ptr<!u8i>>
// CHECK:         %[[TS:.+]] = cir.ptr_stride(%[[JB]]
// CHECK:         cir.store %{{.+}}, %[[TS]]
// CHECK:         cir.asm(x86_att, "movq ($0), %rbp{{.*}}jmpq *%rax", "{rcx},~{rax},~{memory}") side_effects (%[[JB]] : !cir.ptr<!cir.ptr<!u8i>>)
// CHECK-NEXT:    cir.unreachable
int jump(int n) {
    __label__ out;
    void leave(void) { goto out; }
    if (n) leave();
    return 0;
out:
    return 1;
}
