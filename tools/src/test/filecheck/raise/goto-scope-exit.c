// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// A braced block that ends in `return` inside a goto root (here the function body, because of
// the backward goto): the return sets the returned flag and the block branches to the shared
// return block; it must not fall through into the next case (SQLite's sqlite3ExprCodeTarget).
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK:         %[[RETFLAG:.*]] = llvm.alloca %{{.*}} x i1
// CHECK:       ^bb1:
// CHECK:         cf.switch %{{.*}} : i32, [
// CHECK-NEXT:      default: ^{{bb[0-9]+}},
// CHECK-NEXT:      1: ^[[CASE1:bb[0-9]+]],
// CHECK:       ^[[CASE1]]:
// CHECK:         arith.muli
// CHECK:         llvm.store %{{.*}}, %[[RETFLAG]] : i1, !llvm.ptr
// CHECK-NEXT:    cf.br ^[[RET:bb[0-9]+]]
// CHECK-NEXT:  ^[[CASE2:bb[0-9]+]]:
// CHECK:         return %c-2_i32 : i32
// CHECK:       ^[[RET]]:
// CHECK-NEXT:    %[[V:.*]] = llvm.load
// CHECK-NEXT:    return %[[V]] : i32
int f(int op, int x) {
again:
  switch (op) {
  case 1: {
    int r = x * 10;
    return r;
  }
  case 2:
    return -2;
  case 3:
    op = 1;
    goto again;
  default:
    return 0;
  }
}

// The same for `continue` in a goto root that is a loop body (an scf.execute_region): the
// block sets the continue flag and leaves the region instead of running the code after `twice:`.
// CHECK-LABEL: func.func @g(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK:         scf.while : () -> () {
// CHECK:         } do {
// CHECK:           scf.execute_region {
// CHECK:             cf.cond_br %{{.*}}, ^[[TWICE:bb[0-9]+]], ^[[ADD:bb[0-9]+]]
// CHECK-NEXT:      ^[[ADD]]:
// CHECK:             arith.addi
// CHECK:             llvm.store %true, %{{.*}} : i1, !llvm.ptr
// CHECK-NEXT:        cf.br ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT:      ^[[TWICE]]:
// CHECK:             arith.addi
// CHECK-NEXT:        llvm.store
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      ^[[EXIT]]:
// CHECK-NEXT:        scf.yield
// CHECK-NEXT:      }
int g(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (v[i] == 2) goto twice;
    {
      s += v[i];
      continue;
    }
  twice:
    s += 20;
  }
  return s;
}
