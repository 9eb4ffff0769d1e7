// _Atomic objects and the atomic builtins: the cir atomic ops CIRGen emits, their upstream llvm
// form on the scf path, and the LLVM IR.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-scf | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL
#include <stdatomic.h>

_Atomic int counter;

// CHECK-LABEL: cir.func @bump(
// CHECK:         cir.atomic.fetch(add, %{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s32i, seq_cst) : !s32i
// CHECK:         cir.atomic.fetch(add, %{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s32i, seq_cst) fetch_first : !s32i
// SCF-LABEL:   func.func @bump(
// SCF:           llvm.atomicrmw add %{{.+}}, %{{.+}} seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// LL-LABEL:    define i32 @bump(
// LL:            atomicrmw add ptr @counter, i32 5 seq_cst, align 4
int bump(void) { counter += 5; return counter++; }

// d *= 2 has no read-modify-write instruction: a compare-and-exchange loop
// CHECK-LABEL: cir.func @scale(
// CHECK:         cir.load atomic(seq_cst) %{{.+}} : !cir.ptr<!cir.double>, !cir.double
// CHECK:         cir.loop dowhile
// CHECK:         cir.atomic.cmp_xchg(%{{.+}} : !cir.ptr<!cir.double>, %{{.+}} : !cir.double, %{{.+}} : !cir.double, success = seq_cst, failure = seq_cst) : (!cir.double, !cir.bool)
// SCF-LABEL:   func.func @scale(
// SCF:           llvm.load %{{.+}} atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> f64
// SCF:           llvm.cmpxchg %{{.+}}, %{{.+}}, %{{.+}} seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, i64
// LL-LABEL:    define double @scale(
// LL:            load atomic double, ptr %{{.+}} seq_cst, align 8
// LL:            cmpxchg ptr %{{.+}}, i64 %{{.+}}, i64 %{{.+}} seq_cst seq_cst, align 8
double scale(_Atomic double *d) { return *d *= 2; }

// CHECK-LABEL: cir.func @builtins(
// CHECK:         cir.store atomic(release) %{{.+}}, %{{.+}} : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.atomic.fetch(sub, %{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s32i, relaxed) fetch_first : !s32i
// CHECK:         cir.atomic.cmp_xchg(%{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s32i, %{{.+}} : !s32i, success = acq_rel, failure = acquire) weak : (!s32i, !cir.bool)
// CHECK:         cir.if
// CHECK:         cir.atomic.fence seq_cst
// CHECK:         cir.atomic.fence syncscope(single_thread) acquire
// CHECK:         cir.atomic.xchg(%{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s32i, seq_cst) : !s32i
// SCF-LABEL:   func.func @builtins(
// SCF:           llvm.store %{{.+}}, %{{.+}} atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// SCF:           llvm.atomicrmw sub %{{.+}}, %{{.+}} monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// SCF:           llvm.cmpxchg weak %{{.+}}, %{{.+}}, %{{.+}} acq_rel acquire {alignment = 4 : i64} : !llvm.ptr, i32
// SCF:           llvm.fence seq_cst
// SCF:           llvm.fence syncscope("singlethread") acquire
// SCF:           llvm.atomicrmw xchg %{{.+}}, %{{.+}} seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// LL-LABEL:    define i32 @builtins(
// LL:            store atomic i32 1, ptr %{{.+}} release, align 4
// LL:            atomicrmw sub ptr %{{.+}}, i32 2 monotonic, align 4
// LL:            cmpxchg weak ptr %{{.+}}, i32 %{{.+}}, i32 7 acq_rel acquire, align 4
// LL:            fence seq_cst
// LL:            fence syncscope("singlethread") acquire
// LL:            atomicrmw xchg ptr %{{.+}}, i32 3 seq_cst, align 4
int builtins(int *p, int e) {
    __atomic_store_n(p, 1, __ATOMIC_RELEASE);
    int o = __atomic_fetch_sub(p, 2, __ATOMIC_RELAXED);
    __atomic_compare_exchange_n(p, &e, 7, 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    atomic_thread_fence(memory_order_seq_cst);
    atomic_signal_fence(memory_order_acquire);
    return o + __atomic_exchange_n(p, 3, __ATOMIC_SEQ_CST);
}
