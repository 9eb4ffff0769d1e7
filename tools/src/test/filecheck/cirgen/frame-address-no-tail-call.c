// A function taking __builtin_frame_address keeps its frame during its calls: "disable-tail-calls"
// (CIRGenAttributes.disableTailCalls), kept when later calls re-declare the function.
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM

// CIR-LABEL: cir.func @mid(
// CIR-SAME: passthrough = ["noinline", ["disable-tail-calls", "true"]]
// CIR: %[[F:.*]] = cir.call @llvm.frameaddress.p0(
// CIR-LABEL: cir.func @other(%arg0: !cir.ptr<!s8i>) -> !s32i {
// LLVM-LABEL: define {{.*}}i32 @mid(
// LLVM-SAME: #[[A:[0-9]+]]
// LLVM: attributes #[[A]] = {{{.*}}"disable-tail-calls"="true"
int inside(const char *a, const char *b);
__attribute__((noinline)) int mid(const char *outer) { return inside(outer, __builtin_frame_address(0)) != 0; }
int other(const char *outer) { return mid(outer) + inside(outer, outer); }
