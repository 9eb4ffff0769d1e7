// With optimization a static function taking its own label's address gets a copy per call site
// (LabelAddressCopies), as gcc's inlining gives each caller its own label (torture 990208-1); at -O0
// the one function is called, as in gcc.
// RUN: jcirc %s -O2 -emit-cir -o - | FileCheck %s
// RUN: jcirc %s -O0 -emit-cir -o - | FileCheck %s --check-prefix=O0
// RUN: jcirc %s -O2 -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=SCF

void *p1, *p2, *p3;
static inline void doit(void **pptr, int cond) {
    if (cond) {
    here:
        *pptr = &&here;
    }
}
// not copied: its label's address sits in a constant table
static void table(void **pptr, int i) {
    static void *const t[] = {&&a, &&b};
    *pptr = t[i];
a:
b:
    return;
}
__attribute__((noinline)) void f(int c) { doit(&p1, c); table(&p3, c); }
__attribute__((noinline)) void g(int c) { doit(&p2, c); table(&p3, c); }

// CHECK: cir.func internal @doit(
// CHECK: cir.blockaddress<@doit, "here">
// CHECK: cir.func internal @doit.label.1(
// CHECK: cir.blockaddress<@doit.label.1, "here">
// CHECK-NOT: @table.label
// CHECK-LABEL: cir.func @f(
// CHECK: cir.call @doit(
// CHECK: cir.call @table(
// CHECK-LABEL: cir.func @g(
// CHECK: cir.call @doit.label.1(
// CHECK: cir.call @table(
// O0-NOT: doit.label
// LLVM: store ptr blockaddress(@doit, %{{.*}}), ptr @p1
// LLVM: store ptr blockaddress(@doit.label.1, %{{.*}}), ptr @p2
// the scf path numbers labels module-wide (IndirectGotoDispatch): the copies' labels differ
// SCF: store ptr inttoptr (i64 [[N:[0-9]+]] to ptr), ptr @p1
// SCF-NOT: store ptr inttoptr (i64 [[N]] to ptr), ptr @p2
// SCF: store ptr inttoptr (i64 {{[0-9]+}} to ptr), ptr @p2
