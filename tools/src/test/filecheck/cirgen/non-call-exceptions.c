// -fnon-call-exceptions: integer division and remainder take operands through empty asms LLVM
// cannot see into, so a division by zero still traps (TrappingDivision); without the flag, plain.
// RUN: jcirc %s -fnon-call-exceptions -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -fnon-call-exceptions -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=PLAIN

// CIR-LABEL: cir.func @quot(
// CIR: %[[A:.*]] = cir.load
// CIR: %[[B:.*]] = cir.load
// CIR: %[[N:.*]] = cir.asm(x86_att, "", "=r,0") (%[[A]] : !s32i) -> !s32i
// CIR: %[[D:.*]] = cir.asm(x86_att, "", "=r,0") (%[[B]] : !s32i) -> !s32i
// CIR: cir.binop(div, %[[N]], %[[D]]) : !s32i
// LLVM-LABEL: define {{.*}}i32 @zero(
// LLVM: %[[N:.*]] = {{.*}}call i32 asm "", "=r,0"(i32 0)
// LLVM: %[[D:.*]] = {{.*}}call i32 asm "", "=r,0"(i32 0)
// LLVM: sdiv i32 %[[N]], %[[D]]
// PLAIN-LABEL: cir.func @quot(
// PLAIN-NOT: cir.asm
// PLAIN: cir.binop(div
int quot(int a, int b) { return a / b; }
static int i, j;
int zero(void) { return i / j; }
