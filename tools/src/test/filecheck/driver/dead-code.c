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

// A cast to a union from a type no member has is an error (clang's wording).
// RUN: not jcirc -fsyntax-only -DBAD_UNION_CAST %s 2>&1 | FileCheck %s --check-prefix=UNION
#ifdef BAD_UNION_CAST
union FU { int i; double d; };
union FU bad(float f) { return (union FU) f; }
// UNION: error: cast to union type from type 'float' not present in union
#endif
