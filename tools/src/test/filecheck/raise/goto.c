// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// A goto inside a loop body: the blocks stay inside one scf.execute_region that is the body; the
// loop and everything around it stay structured.
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NOT:     ^bb
// CHECK:         scf.while : () -> () {
// CHECK:           scf.condition(%{{.*}})
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.execute_region {
// CHECK:             %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:        cf.cond_br %[[EQ]], ^[[SKIP:bb[0-9]+]], ^[[ADD:bb[0-9]+]]
// CHECK-NEXT:      ^[[ADD]]:
// CHECK:             arith.addi
// CHECK:             cf.br ^[[SKIP]]
// CHECK-NEXT:      ^[[SKIP]]:
// CHECK:             arith.addi
// CHECK:             scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NOT:     ^bb
// CHECK:         return
int f(int n) {
  int s = 0;
  while (n > 0) {
    if (n == 5) goto skip;
    s += n;
  skip:
    n--;
  }
  return s;
}

// A goto out of a loop to the function body: only that loop is flattened (into the function's
// blocks); the loop before it stays an scf.while.
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NOT:     ^bb
// CHECK:         scf.while : () -> () {
// CHECK:         } do {
// CHECK:           scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    cf.br ^[[HEAD:bb[0-9]+]]
// CHECK-NEXT:  ^[[HEAD]]:
// CHECK:         %[[GE:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    cf.cond_br %[[GE]], ^[[DONE:bb[0-9]+]], ^[[INC:bb[0-9]+]]
// CHECK-NEXT:  ^[[INC]]:
// CHECK:         cf.br ^[[HEAD]]
// CHECK-NEXT:  ^[[DONE]]:
// CHECK:         return
int g(int n) {
  int i = 0;
  while (i < n) i++;
  for (;;) {
    if (i * i >= n) goto done;
    i++;
  }
done:
  return i;
}
