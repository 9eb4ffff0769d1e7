// The walking skeleton through every stage: cir, scf (default path), LLVM IR of both paths.
// RUN: jcirc %s -emit-cir | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -emit-scf | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-llvm | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -emit-llvm | FileCheck %s --check-prefix=LL

// CIR: !s32i = !cir.int<s, 32>
// CIR-LABEL: cir.func @main() -> !s32i {
// CIR-NEXT:    %[[X:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init] {alignment = 4 : i64}
// CIR-NEXT:    %[[C40:.+]] = cir.const(#cir.int<40> : !s32i) : !s32i
// CIR-NEXT:    cir.store %[[C40]], %[[X]] : !s32i, !cir.ptr<!s32i>
// CIR-NEXT:    %[[L:.+]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CIR-NEXT:    %[[C2:.+]] = cir.const(#cir.int<2> : !s32i) : !s32i
// CIR-NEXT:    %[[SUM:.+]] = cir.binop(add, %[[L]], %[[C2]]) : !s32i
// CIR-NEXT:    cir.store %[[SUM]], %[[X]] : !s32i, !cir.ptr<!s32i>
// CIR-NEXT:    %[[R:.+]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CIR-NEXT:    cir.return %[[R]] : !s32i

// The local is promoted to SSA (no memory operations remain) and canonicalize folds 40 + 2.
// SCF-LABEL: func.func @main() -> i32 {
// SCF-NEXT:    %[[C:.+]] = arith.constant 42 : i32
// SCF-NEXT:    return %[[C]] : i32

// LL: define i32 @main()
// LL: ret i32
int main(void) { int x = 40; x = x + 2; return x; }
