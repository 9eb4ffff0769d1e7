// Diagnostics follow #line directives (file and line; the caret line shows the physical source).
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s
void f(void) {
    int before = undeclared_a;
// CHECK: line-directive.c:4:18: error: use of undeclared identifier 'undeclared_a'
#line 100 "renamed.c"
    int a = undeclared_b;
// CHECK: renamed.c:100:13: error: use of undeclared identifier 'undeclared_b'
// CHECK-NEXT: int a = undeclared_b;
// CHECK-NEXT:         ^
#line 200
    int b = undeclared_c;
// CHECK: renamed.c:200:13: error: use of undeclared identifier 'undeclared_c'
// CHECK-NEXT: int b = undeclared_c;
}
