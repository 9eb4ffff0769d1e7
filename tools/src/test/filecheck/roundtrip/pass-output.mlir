// What the passes print reads back: the output of each pipeline is a fixed point of
// print(parse(.)), and the scf-path output is accepted by mlir-opt-19. Locations survive
// --print-debuginfo round trips.
// RUN: jcir-opt -p cir-flatten-cfg %s > %t.flat && jcir-opt %t.flat > %t.flat2 && diff %t.flat %t.flat2
// RUN: jcir-opt -p cir-to-scf %s > %t.scf && jcir-opt %t.scf > %t.scf2 && diff %t.scf %t.scf2
// RUN: mlir-opt --verify-each %t.scf > /dev/null
// RUN: jcir-opt -p cir-to-scf,convert-scf-to-cf %s > %t.cf && jcir-opt %t.cf > %t.cf2 && diff %t.cf %t.cf2
// RUN: mlir-opt --verify-each %t.cf > /dev/null
// RUN: jcir-opt -p cir-to-llvm-scf-path %s > %t.llvm && jcir-opt %t.llvm > %t.llvm2 && diff %t.llvm %t.llvm2
// RUN: mlir-opt --verify-each %t.llvm > /dev/null
// RUN: FileCheck %s --check-prefix=LLVM < %t.llvm
// RUN: FileCheck %s --check-prefix=SCF < %t.scf
// RUN: FileCheck %s --check-prefix=CF < %t.cf
// RUN: jcir-opt --print-debuginfo %s > %t.loc && jcir-opt --print-debuginfo %t.loc | FileCheck %s --check-prefix=LOC

!s32i = !cir.int<s, 32>
cir.func @sum(%n: !s32i) -> !s32i {
  %s = cir.alloca !s32i, !cir.ptr<!s32i>, ["s", init] {alignment = 4 : i64}
  %i = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
  %0 = cir.const(#cir.int<0> : !s32i) : !s32i
  cir.store %0, %s : !s32i, !cir.ptr<!s32i>
  cir.store %0, %i : !s32i, !cir.ptr<!s32i>
  cir.loop for(cond : {
    %1 = cir.load %i : !cir.ptr<!s32i>, !s32i
    %2 = cir.cmp(lt, %1, %n) : !s32i, !cir.bool
    cir.brcond %2 ^bb1, ^bb2
  ^bb1:
    cir.yield continue
  ^bb2:
    cir.yield
  }, step : {
    %1 = cir.load %i : !cir.ptr<!s32i>, !s32i
    %2 = cir.unary(inc, %1) : !s32i, !s32i
    cir.store %2, %i : !s32i, !cir.ptr<!s32i>
    cir.yield
  }) {
    %1 = cir.load %s : !cir.ptr<!s32i>, !s32i
    %2 = cir.load %i : !cir.ptr<!s32i>, !s32i
    %3 = cir.binop(add, %1, %2) : !s32i
    cir.store %3, %s : !s32i, !cir.ptr<!s32i>
    cir.yield
  }
  %4 = cir.load %s : !cir.ptr<!s32i>, !s32i
  cir.return %4 : !s32i
}

// SCF-LABEL: func.func @sum(
// SCF: scf.
// SCF-NOT: cir.
// LLVM-LABEL: llvm.func @sum(
// LLVM-NOT: {{(func|arith|cf|scf)\.[a-z]}}
// LLVM: llvm.cond_br
// CF-LABEL: func.func @sum(
// CF-NOT: scf.
// CF: cf.cond_br
// LOC: cir.func @sum
// LOC: cir.binop(add, {{.*}}) : !s32i loc({{.*}}pass-output.mlir":39:5)
