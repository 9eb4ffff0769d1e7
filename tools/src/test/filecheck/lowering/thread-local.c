// _Thread_local / __thread globals and static locals are thread-local on both paths:
// cir.global {tls_model} -> llvm.mlir.global thread_local -> LLVM `thread_local global`.
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
_Thread_local int counter = 100;
static __thread long acc;
int plain;
long bump(void) {
    static _Thread_local int calls;
    return ++counter + ++acc + ++calls + plain;
}
// CIR-DAG: cir.global external @counter : !s32i = #cir.int<100> : !s32i {{{.*}}tls_model =
// CIR-DAG: cir.global internal @acc : !s64i {{.*}}tls_model =
// SCF-DAG: llvm.mlir.global external thread_local @counter(100 : i32)
// SCF-DAG: llvm.mlir.global internal thread_local @acc(0 : i64)
// SCF-DAG: llvm.mlir.global internal thread_local @bump.calls(0 : i32)
// SCF-DAG: llvm.mlir.global external @plain(0 : i32)
// LL-DAG: @counter = thread_local global i32 100
// LL-DAG: @acc = internal thread_local global i64 0
// LL-DAG: @bump.calls = internal thread_local global i32 0
// LL-DAG: @plain = global i32 0
