// C99 `T a[static N]` parameters (at least N elements at a non-null address), at -O1 and above, as
// clang-19 writes them: the definition's pointer gets `align` of the element and `dereferenceable(N *
// sizeof(T))`; a run-time N gives `nonnull` and `align`. Both paths; -O0 none (only the optimiser uses them).
// RUN: jcirc %s -O2 -emit-cir -o %t.cir
// RUN: FileCheck %s --check-prefix=CIR < %t.cir
// RUN: jcirc %t.cir -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %t.cir -fcir-direct -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -O0 -S -emit-llvm -o - | FileCheck %s --check-prefix=O0
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT
// O0-NOT: dereferenceable
// O0-NOT: align {{[0-9]+}} %arg

// CIR: cir.func @sum4(%{{.+}}: !cir.ptr<!s32i>) -> !s32i attributes {arg_attrs = [{llvm.noundef, llvm.align = 4 : i64, llvm.dereferenceable = 16 : i64}]}
// CHECK: define {{.*}}i32 @sum4(ptr noundef align 4 dereferenceable(16) %arg0)
int sum4(const int a[static 4]) { return a[0] + a[1] + a[2] + a[3]; }

// rows of a 2-D array: 3 rows of 5 doubles; a char; a run-time count; a plain array parameter gets nothing
// CHECK: define {{.*}}void @g(ptr noundef align 8 dereferenceable(120) %arg0, ptr noundef align 1 dereferenceable(1) %arg1, i32 noundef %arg2, ptr noundef {{(align 4 nonnull|nonnull align 4)}} %arg3, ptr noundef %arg4)
void g(double m[static 3][5], char s[static 1], int n, int v[static n], int w[4]) { s[0] = (char)(m[2][4] + v[n - 1] + w[0]); }

// calls pass no facts (clang neither): the callee's parameters carry them
// CHECK: define {{.*}}i32 @use(ptr noundef %arg0)
int use(int *p) { return sum4(p); }

#include <stdio.h>
int main(void) {
    int a[4] = {1, 2, 3, 4}, v[2] = {5, 6}, w[4] = {7};
    double m[3][5] = {{0}, {0}, {[4] = 60.0}};
    char s[1];
    g(m, s, 2, v, w);
    // OUT: 10 73
    printf("%d %d\n", use(a), s[0]);
    return 0;
}
