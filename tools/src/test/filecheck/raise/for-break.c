// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null
// RUN: jcirc %s -emit-cf -o - | FileCheck %s --check-prefix=CF
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT

// Counted loops with break become scf.for (scf-uplift-while-to-for): the body runs under "not
// broken" and otherwise yields the iter_args unchanged. The C variable i is used after the loop,
// so it stays an iter_arg next to the flag: inside the guarded body it equals the iv, and its next
// value is `broken ? iv : iv + 1` (C's i after a break, after the last iteration, or lb).
// CHECK-LABEL: func.func @index_of(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[NO:.*]] = arith.constant false
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[IV:.*]] = %[[Z]] to %arg1 step %[[ONE]] iter_args(%[[I:.*]] = %[[Z]], %[[BRK:.*]] = %[[NO]]) -> (i32, i1)  : i32 {
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:      %[[Y:.*]]:2 = scf.if %[[GO]] -> (i32, i1) {
// CHECK-NEXT:        %[[NO1:.*]] = arith.constant false
// CHECK-NEXT:        %[[X:.*]] = arith.extsi %[[IV]] : i32 to i64
// CHECK-NEXT:        %[[P:.*]] = llvm.getelementptr inbounds %arg0[%[[X]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:        %[[V:.*]] = llvm.load %[[P]] {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:        %[[EQ:.*]] = arith.cmpi eq, %[[V]], %arg2 : i32
// CHECK-NEXT:        %[[B:.*]] = scf.if %[[EQ]] -> (i1) {
// CHECK-NEXT:          %[[T1:.*]] = arith.constant true
// CHECK-NEXT:          scf.yield %[[T1]] : i1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[NO1]] : i1
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[T2:.*]] = arith.constant true
// CHECK-NEXT:        %[[NB:.*]] = arith.xori %[[B]], %[[T2]] : i1
// CHECK-NEXT:        %[[NEXT:.*]] = scf.if %[[NB]] -> (i32) {
// CHECK-NEXT:          %[[ONE1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:          %[[INC:.*]] = arith.addi %[[IV]], %[[ONE1]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:          scf.yield %[[INC]] : i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[IV]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[NEXT]], %[[B]] : i32, i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[I]], %[[BRK]] : i32, i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[Y]]#0, %[[Y]]#1 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i32
// CHECK-NEXT:  }
//
// convert-scf-to-cf leaves the loop as soon as the guard is false after an iteration (the
// remaining iterations would change nothing), to the exit that also takes the loop test's exit.
// CF-LABEL: func.func @index_of(
// CF:         cf.br ^[[COND:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i1)
// CF-NEXT:  ^[[COND]](%[[IV:.*]]: i32, %[[I:.*]]: i32, %[[BRK:.*]]: i1):
// CF-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[IV]], %arg1 : i32
// CF-NEXT:    cf.cond_br %[[C]], ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]](%[[I]], %[[BRK]] : i32, i1)
// CF:       ^{{bb[0-9]+}}(%[[NI:.*]]: i32, %[[NB:.*]]: i1):
// CF-NEXT:    %[[NIV:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CF-NEXT:    %[[T:.*]] = arith.constant true
// CF-NEXT:    %[[GO:.*]] = arith.xori %[[NB]], %[[T]] : i1
// CF-NEXT:    cf.cond_br %[[GO]], ^[[COND]](%[[NIV]], %[[NI]], %[[NB]] : i32, i32, i1), ^[[EXIT]](%[[NI]], %[[NB]] : i32, i1)
// CF-NEXT:  ^[[EXIT]](%[[RI:.*]]: i32, %{{.*}}: i1):
// CF-NEXT:    return %[[RI]] : i32
int index_of(const int *a, int n, int k) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == k) break;
  return i;
}

// A break in the inner of two loops: the outer loop is a plain scf.for, the inner one a guarded
// scf.for whose flag starts false in each outer iteration; j is not used after the inner loop,
// so only c and the flag are carried.
// CHECK-LABEL: func.func @rows_before(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK:         %[[R:.*]] = scf.for %[[ROW:.*]] = %{{.*}} to %arg1 step %{{.*}} iter_args(%[[C:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[NO:.*]] = arith.constant false
// CHECK-NEXT:      %[[EIGHT:.*]] = arith.constant 8 : i32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[IN:.*]]:2 = scf.for %[[J:.*]] = %[[Z]] to %[[EIGHT]] step %[[ONE]] iter_args(%[[C1:.*]] = %[[C]], %[[BRK:.*]] = %[[NO]]) -> (i32, i1)  : i32 {
// CHECK-NEXT:        %[[T:.*]] = arith.constant true
// CHECK-NEXT:        %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:        %[[Y:.*]]:2 = scf.if %[[GO]] -> (i32, i1) {
// CHECK:               %{{.*}} = arith.extsi %[[ROW]] : i32 to i64
// CHECK:               %{{.*}} = arith.extsi %[[J]] : i32 to i64
// CHECK:               %[[B:.*]] = scf.if %{{.*}} -> (i1) {
// CHECK:               %[[CN:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:            %[[ONE1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:            %{{.*}} = arith.addi %[[C1]], %[[ONE1]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK:               scf.yield %[[CN]], %[[B]] : i32, i1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[C1]], %[[BRK]] : i32, i1
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[Y]]#0, %[[Y]]#1 : i32, i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[IN]]#0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
int rows_before(int (*m)[8], int rows, int stop) {
  int c = 0;
  for (int r = 0; r < rows; r++)
    for (int j = 0; j < 8; j++) {
      if (m[r][j] == stop) break;
      c++;
    }
  return c;
}

// i <= n with a break: n + 1 must not wrap (n = INT_MAX is fine in C when the loop breaks), so
// the loop runs over index from 0 to ext(n) + 1 and i is index_cast of the iv.
// CHECK-LABEL: func.func @upto(%arg0: i32, %arg1: i32) -> i32 {
// CHECK:         %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[N:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.addi %[[N]], %[[ONE]] : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %{{.*}}:2 = scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %false) -> (i32, i1) {
// CHECK:             %[[I:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK:             arith.cmpi eq, %[[I]], %arg1 : i32
int upto(int n, int stop) {
  int i;
  for (i = 0; i <= n; i++)
    if (i == stop) break;
  return i;
}

#include <limits.h>
int printf(const char *, ...);

// OUT: 3 6 0
// OUT-NEXT: 11 24
// OUT-NEXT: 5 2147483646 0
int main(void) {
  int a[] = {4, 8, 15, 16, 23, 42};
  int m[3][8] = {{1, 2, 3, 0, 5, 6, 7, 8}, {0}, {1, 1, 1, 1, 1, 1, 1, 1}};
  printf("%d %d %d\n", index_of(a, 6, 16), index_of(a, 6, 5), index_of(a, 0, 4));
  printf("%d %d\n", rows_before(m, 3, 0), rows_before(m, 3, 9));
  printf("%d %d %d\n", upto(INT_MAX, 5), upto(INT_MAX, INT_MAX - 1), upto(-5, 0));
  return 0;
}
