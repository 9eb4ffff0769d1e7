// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// break and continue stay structured: the break flag is carried by the scf.while (third value),
// the condition is evaluated only while not broken, the continue flag only lives in the body and
// guards the rest of it, and the step runs unless the loop broke. No cf op.
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NOT:     cf.
// CHECK:         %[[W:.*]]:3 = scf.while (%[[S:.*]] = %{{.*}}, %[[I:.*]] = %{{.*}}, %[[BRK:.*]] = %false) : (i32, i32, i1) -> (i32, i32, i1) {
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:      %[[OK:.*]] = scf.if %[[GO]] -> (i1) {
// CHECK-NEXT:        %[[LT:.*]] = arith.cmpi slt, %[[I]], %arg0 : i32
// CHECK-NEXT:        scf.yield %[[LT]] : i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %[[F:.*]] = arith.constant false
// CHECK-NEXT:        scf.yield %[[F]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.condition(%[[OK]]) %[[S]], %[[I]], %[[BRK]] : i32, i32, i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[S2:.*]]: i32, %[[I2:.*]]: i32, %[[BRK2:.*]]: i1):
// CHECK-NEXT:      %[[NOCONT:.*]] = arith.constant false
// CHECK-NEXT:      %[[FIVE:.*]] = arith.constant 5 : i32
// CHECK-NEXT:      %[[EQ5:.*]] = arith.cmpi eq, %[[I2]], %[[FIVE]] : i32
// CHECK-NEXT:      %[[CONT:.*]] = scf.if %[[EQ5]] -> (i1) {
// CHECK-NEXT:        %[[T1:.*]] = arith.constant true
// CHECK-NEXT:        scf.yield %[[T1]] : i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[NOCONT]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[T2:.*]] = arith.constant true
// CHECK-NEXT:      %[[NC:.*]] = arith.xori %[[CONT]], %[[T2]] : i1
// CHECK-NEXT:      %[[REST:.*]]:2 = scf.if %[[NC]] -> (i32, i1) {
// CHECK-NEXT:        %[[K20:.*]] = arith.constant 20 : i32
// CHECK-NEXT:        %[[GT:.*]] = arith.cmpi sgt, %[[S2]], %[[K20]] : i32
// CHECK-NEXT:        %[[B:.*]] = scf.if %[[GT]] -> (i1) {
// CHECK-NEXT:          %[[T3:.*]] = arith.constant true
// CHECK-NEXT:          scf.yield %[[T3]] : i1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[BRK2]] : i1
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[T4:.*]] = arith.constant true
// CHECK-NEXT:        %[[NB:.*]] = arith.xori %[[B]], %[[T4]] : i1
// CHECK-NEXT:        %[[SUM:.*]] = scf.if %[[NB]] -> (i32) {
// CHECK-NEXT:          %[[ADD:.*]] = arith.addi %[[S2]], %[[I2]] : i32
// CHECK-NEXT:          scf.yield %[[ADD]] : i32
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[S2]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[SUM]], %[[B]] : i32, i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[S2]], %[[BRK2]] : i32, i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[T5:.*]] = arith.constant true
// CHECK-NEXT:      %[[NB2:.*]] = arith.xori %[[REST]]#1, %[[T5]] : i1
// CHECK-NEXT:      %[[STEP:.*]] = scf.if %[[NB2]] -> (i32) {
// CHECK-NEXT:        %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[INC:.*]] = arith.addi %[[I2]], %[[ONE]] : i32
// CHECK-NEXT:        scf.yield %[[INC]] : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[I2]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[REST]]#0, %[[STEP]], %[[REST]]#1 : i32, i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[W]]#0 : i32
int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i == 5) continue;
    if (s > 20) break;
    s += i;
  }
  return s;
}
