// LLVM IR inputs go straight to opt/llc and cc: exercises the toolchain end to end.
// RUN: jcirc %S/Inputs/answer.ll -o %t && %t | FileCheck %s
// RUN: jcirc -O2 %S/Inputs/answer.ll -o %t.2 && %t.2 | FileCheck %s
// RUN: jcirc -c %S/Inputs/answer.ll -o %t.o && jcirc %t.o -o %t.linked && %t.linked | FileCheck %s
// RUN: jcirc -S %S/Inputs/answer.ll -o - | FileCheck %s --check-prefix=ASM
// RUN: cat %S/Inputs/answer.ll | jcirc -x ir - -o %t.stdin && %t.stdin | FileCheck %s
// RUN: echo -O1 '%S/Inputs/answer.ll' > %t.rsp.txt && jcirc @%t.rsp.txt -o %t.rsp && %t.rsp | FileCheck %s
// CHECK: answer=42
// ASM: main:
