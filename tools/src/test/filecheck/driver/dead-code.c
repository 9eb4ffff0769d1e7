// Unreachable statements generate no code but are still checked: names resolve in the right scopes
// (no false "undeclared" or "unused" under -Wall) and errors in them are reported, as gcc does.
// RUN: not jcirc -Wall -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK-NOT: unused variable 'b'
// CHECK-NOT: undeclared identifier 'b'
// CHECK: dead-code.c:[[@LINE+6]]:9: error: use of undeclared identifier 'nowhere'
// CHECK-NOT: expression is not assignable
int f(int c) {
    while (c) {
        int b;
        break;
        nowhere = 1;
        b = 'A';
        while (b < 'C') b++;
    }
    return 0;
}
