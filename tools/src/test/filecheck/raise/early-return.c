// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// A return from inside two loops: the return value and the "returned" flag are carried by both
// loops, and the function ends with one return of `returned ? value : -1`. Both loops are counted:
// each is an scf.for whose body runs under "not returned" and otherwise yields its iter_args
// unchanged. Inside the outer guarded body the flag is false, so the inner loop starts from false.
// No cf op, no memory op.
// CHECK-LABEL: func.func @find(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NOT:     cf.
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[U:.*]] = llvm.mlir.undef : i32
// CHECK-NEXT:    %[[NO:.*]] = arith.constant false
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[OUT:.*]]:2 = scf.for %[[I:.*]] = %[[LB]] to %arg1 step %[[ONE]] iter_args(%[[RV:.*]] = %[[U]], %[[RET:.*]] = %[[NO]]) -> (i32, i1)  : i32 {
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[RET]], %[[T]] : i1
// CHECK-NEXT:      %[[OY:.*]]:2 = scf.if %[[GO]] -> (i32, i1) {
// CHECK-NEXT:        %[[NO1:.*]] = arith.constant false
// CHECK-NEXT:        %[[LB1:.*]] = arith.constant 0 : i32
// CHECK-NEXT:        %[[ONE1:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[IN:.*]]:2 = scf.for %[[J:.*]] = %[[LB1]] to %arg1 step %[[ONE1]] iter_args(%[[RV1:.*]] = %[[RV]], %[[RET1:.*]] = %[[NO1]]) -> (i32, i1)  : i32 {
// CHECK-NEXT:          %[[T1:.*]] = arith.constant true
// CHECK-NEXT:          %[[GO1:.*]] = arith.xori %[[RET1]], %[[T1]] : i1
// CHECK-NEXT:          %[[IY:.*]]:2 = scf.if %[[GO1]] -> (i32, i1) {
// CHECK-NEXT:            %[[NO2:.*]] = arith.constant false
// CHECK:                 %[[SUM:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:            %[[EQ:.*]] = arith.cmpi eq, %[[SUM]], %arg2 : i32
// CHECK-NEXT:            %[[HIT:.*]]:2 = scf.if %[[EQ]] -> (i32, i1) {
// CHECK-NEXT:              %[[MUL:.*]] = arith.muli %[[I]], %arg1 {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:              %[[IDX:.*]] = arith.addi %[[MUL]], %[[J]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:              %[[T2:.*]] = arith.constant true
// CHECK-NEXT:              scf.yield %[[IDX]], %[[T2]] : i32, i1
// CHECK-NEXT:            } else {
// CHECK-NEXT:              scf.yield %[[RV1]], %[[NO2]] : i32, i1
// CHECK-NEXT:            }
// CHECK-NEXT:            scf.yield %[[HIT]]#0, %[[HIT]]#1 : i32, i1
// CHECK-NEXT:          } else {
// CHECK-NEXT:            scf.yield %[[RV1]], %[[RET1]] : i32, i1
// CHECK-NEXT:          }
// CHECK-NEXT:          scf.yield %[[IY]]#0, %[[IY]]#1 : i32, i1
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[IN]]#0, %[[IN]]#1 : i32, i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[RV]], %[[RET]] : i32, i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[OY]]#0, %[[OY]]#1 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[T3:.*]] = arith.constant true
// CHECK-NEXT:    %[[NOTRET:.*]] = arith.xori %[[OUT]]#1, %[[T3]] : i1
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[NOTRET]] -> (i32) {
// CHECK-NEXT:      %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:      scf.yield %[[M1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[OUT]]#0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
int find(const int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (a[i] + a[j] == key) return i * n + j;
  return -1;
}
