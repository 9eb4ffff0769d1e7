// -fverify-each (verify after every pass), -fverify-intermediate-code (after CIRGen and at the end of each
// lowering pipeline) and the default (jcirc's own IR from C is not verified, nor its LLVM IR by llc: as a release
// clang) compile the same program; invalid IR read from a .mlir file is an internal compiler error either way.
// The test JVM sets -Djcirc.verifyEach=true, so the default is asked for with -fno-verify-each.
// RUN: jcirc -fverify-each %s -o %t.each && %t.each | FileCheck %s
// RUN: jcirc -fno-verify-each %s -o %t.once && %t.once | FileCheck %s
// RUN: jcirc -fno-verify-each -fcir-direct -O2 %s -o %t.direct && %t.direct | FileCheck %s
// RUN: jcirc -fno-verify-each -fverify-intermediate-code %s -o %t.ir && %t.ir | FileCheck %s
// RUN: jcirc -fno-verify-each -fverify-intermediate-code -ftime-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: jcirc -fno-verify-each -ftime-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOVERIFY
// RUN: jcirc -fno-verify-each -### -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: jcirc -fno-verify-each -fverify-intermediate-code -### -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PLANV
// RUN: jcirc -fverify-each -### -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PLANV
// RUN: jcirc -fno-verify-each -S -emit-llvm %s -o %t.ll && jcirc -fno-verify-each -### -c %t.ll -o %t.o 2>&1 | FileCheck %s --check-prefix=PLANV
// RUN: not --crash jcirc -fno-verify-each -c %S/Inputs/invalid-addi.mlir -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=ONCE
// RUN: not --crash jcirc -fverify-each -c %S/Inputs/invalid-addi.mlir -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=EACH
// RUN: jcirc --help | FileCheck %s --check-prefix=HELP
// CHECK: sum=55
// TIME: verifier (CIRGen output)
// TIME: verifier (end of pipeline)
// NOVERIFY: frontend
// NOVERIFY-NOT: verifier
// PLAN: "{{[^"]*}}llc{{[^"]*}}" "-disable-verify" "-O0"
// PLANV: "{{[^"]*}}llc{{[^"]*}}" "-O0"
// ONCE: invalid-addi.mlir: internal compiler error: verification failed after pipeline 'convert-scf-to-cf,convert-arith-to-llvm,
// ONCE-SAME: requires the same type for all operands and results
// ONCE: note: while lowering scf/cf to llvm-level ops
// EACH: invalid-addi.mlir: internal compiler error: verification failed after pass 'convert-scf-to-cf': requires the same type
// EACH: note: while lowering scf/cf to llvm-level ops
// HELP: -fverify-each
#include <stdio.h>

int main(void) {
    int s = 0;
    for (int i = 1; i <= 10; i++) s += i;
    printf("sum=%d\n", s);
    return 0;
}
