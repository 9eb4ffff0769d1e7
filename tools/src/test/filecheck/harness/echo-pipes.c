// Self-test of the FileCheck harness: needs only FileCheck, not the compiler.
// RUN: echo "hello, world" | FileCheck %s
// RUN: echo first \
// RUN:      second | FileCheck %s --check-prefix=CONT
// RUN: not false
// RUN: not not true
// RUN: true && echo and-then | FileCheck %s --check-prefix=AND
// RUN: false || echo or-else | FileCheck %s --check-prefix=OR
// RUN: cat %s | FileCheck %s --check-prefix=SELF
// RUN: echo written > %t && FileCheck %s --check-prefix=FILE < %t
// RUN: echo 'single  quoted' "double \"quoted\"" | FileCheck %s --check-prefix=QUOTE
// RUN: not FileCheck %s --check-prefix=ABSENT < %s
// RUN: echo 100%% | FileCheck %s --check-prefix=PERCENT

// CHECK: hello, world
// CONT: first second
// AND: and-then
// OR: or-else
// SELF: int self_test_marker
// FILE: written
// QUOTE: single  quoted double "quoted"
// PERCENT: 100%
int self_test_marker;
