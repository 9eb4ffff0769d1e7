// The member pointer types, constants and ops of the cir dialect (C++ pointers to members, docs/cir-dialect.md) in
// their custom forms: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// Lowered (Itanium): a data member pointer is an i64 offset (-1 for null), a method {ptr, adj}; a virtual function's ptr is odd.
// RUN: jcir-opt --pass-pipeline=convert-cir-to-llvm %s | FileCheck %s --check-prefix=LOWER
// LOWER:       llvm.mlir.global external @gn() {{.*}} : i64
// LOWER:         llvm.mlir.constant(-1 : i64) : i64
// LOWER-LABEL: func.func @use(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.struct<(i64, i64)>) -> i32
// LOWER:         %[[P:.*]] = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// LOWER:         %[[V:.*]] = llvm.load %[[P]]
// LOWER:         %[[PTR:.*]] = llvm.extractvalue %arg2[0]
// LOWER:         %[[ADJ:.*]] = llvm.extractvalue %arg2[1]
// LOWER:         %[[THIS:.*]] = llvm.getelementptr %arg0[%[[ADJ]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// LOWER:         %[[BIT:.*]] = arith.andi %[[PTR]], %{{.*}} : i64
// LOWER:         %[[VIRT:.*]] = arith.cmpi ne, %[[BIT]], %{{.*}} : i64
// LOWER:         %[[FN:.*]] = llvm.inttoptr %[[PTR]] : i64 to !llvm.ptr
// LOWER:         %[[VPTR:.*]] = arith.select %[[VIRT]], %[[THIS]], %[[FN]] : !llvm.ptr
// LOWER:         %[[VTABLE:.*]] = llvm.load %[[VPTR]] {{.*}} : !llvm.ptr -> !llvm.ptr
// LOWER:         %[[OFF:.*]] = arith.subi %[[PTR]], %{{.*}} : i64
// LOWER:         %[[SLOT:.*]] = llvm.getelementptr %[[VTABLE]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// LOWER:         %[[SAFE:.*]] = arith.select %[[VIRT]], %[[SLOT]], %[[FN]] : !llvm.ptr
// LOWER:         %[[VFN:.*]] = llvm.load %[[SAFE]] {{.*}} : !llvm.ptr -> !llvm.ptr
// LOWER:         %[[CALLEE:.*]] = arith.select %[[VIRT]], %[[VFN]], %[[FN]] : !llvm.ptr
// LOWER:         llvm.call %[[CALLEE]](%[[THIS]], %[[V]])
// LOWER:         %[[MOVED:.*]] = arith.addi %arg1, %{{.*}} : i64
// LOWER:         %[[ISNULL:.*]] = arith.cmpi eq, %arg1, %[[M1:.*]] : i64
// LOWER:         arith.select %[[ISNULL]], %[[M1]], %[[MOVED]] : i64

!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
!ty_D = !cir.struct<struct "D" {!s64i, !ty_A}>
module {
  // CHECK: cir.global external @gm : !cir.data_member<!s32i in !ty_A> = #cir.data_member<4> : !cir.data_member<!s32i in !ty_A>
  cir.global external @gm : !cir.data_member<!s32i in !ty_A> = #cir.data_member<4> : !cir.data_member<!s32i in !ty_A>
  // CHECK: cir.global external @gn : !cir.data_member<!s32i in !ty_A> = #cir.data_member<null> : !cir.data_member<!s32i in !ty_A>
  cir.global external @gn : !cir.data_member<!s32i in !ty_A> = #cir.data_member<null> : !cir.data_member<!s32i in !ty_A>
  // CHECK: cir.global external @gf : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D> = #cir.method<@f, adj = 8> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
  cir.global external @gf : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D> = #cir.method<@f, adj = 8> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
  cir.func @f(!cir.ptr<!ty_A>, !s32i) -> !s32i
  // CHECK-LABEL: cir.func @use(%arg0: !cir.ptr<!ty_A>, %arg1: !cir.data_member<!s32i in !ty_A>, %arg2: !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) -> !s32i
  cir.func @use(%arg0: !cir.ptr<!ty_A>, %arg1: !cir.data_member<!s32i in !ty_A>, %arg2: !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) -> !s32i {
    // CHECK: %[[P:.*]] = cir.get_runtime_member %arg0[%arg1 : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s32i>
    %0 = cir.get_runtime_member %arg0[%arg1 : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s32i>
    // CHECK: %[[V:.*]] = cir.load %[[P]]
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    // CHECK: %[[M:.*]]:2 = cir.get_method %arg2, %arg0 : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    %2:2 = cir.get_method %arg2, %arg0 : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    // CHECK: cir.call %[[M]]#0(%[[M]]#1, %[[V]])
    %3 = cir.call %2#0(%2#1, %1) : (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>, !s32i) -> !s32i
    // CHECK: %[[D:.*]] = cir.derived_data_member(%arg1 : !cir.data_member<!s32i in !ty_A>) [8] -> !cir.data_member<!s32i in !ty_D>
    %4 = cir.derived_data_member(%arg1 : !cir.data_member<!s32i in !ty_A>) [8] -> !cir.data_member<!s32i in !ty_D>
    // CHECK: cir.base_data_member(%[[D]] : !cir.data_member<!s32i in !ty_D>) [8] -> !cir.data_member<!s32i in !ty_A>
    %5 = cir.base_data_member(%4 : !cir.data_member<!s32i in !ty_D>) [8] -> !cir.data_member<!s32i in !ty_A>
    // CHECK: %[[DM:.*]] = cir.derived_method(%arg2 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
    %6 = cir.derived_method(%arg2 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
    // CHECK: cir.base_method(%[[DM]] : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    %7 = cir.base_method(%6 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    // CHECK: %[[VF:.*]] = cir.const(#cir.method<vtable_offset = 16> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>)
    %8 = cir.const(#cir.method<vtable_offset = 16> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    // CHECK: %[[NF:.*]] = cir.const(#cir.method<null> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>)
    %9 = cir.const(#cir.method<null> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    // CHECK: cir.cmp(eq, %[[VF]], %[[NF]]) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.bool
    %10 = cir.cmp(eq, %8, %9) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.bool
    // CHECK: cir.cmp(ne, %arg1, %{{.*}}) : !cir.data_member<!s32i in !ty_A>, !cir.bool
    %11 = cir.const(#cir.data_member<null> : !cir.data_member<!s32i in !ty_A>) : !cir.data_member<!s32i in !ty_A>
    %12 = cir.cmp(ne, %arg1, %11) : !cir.data_member<!s32i in !ty_A>, !cir.bool
    cir.return %3 : !s32i
  }
}
