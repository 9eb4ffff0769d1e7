// Self-test: 'not' treats a crash (exit status > 128) as a failure, 'not --crash' expects one.
// RUN: not --crash sh -c 'kill -SEGV $$'
// RUN: not not --crash sh -c 'exit 1'
// RUN: sh -c 'echo to-stderr >&2' 2>&1 | FileCheck %s
// CHECK: to-stderr
