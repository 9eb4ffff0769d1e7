// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// break and continue stay structured: the break flag is carried by the loop (second iter_arg), the
// continue flag only lives in the body and guards the rest of it. The counted loop is an scf.for
// whose body runs under "not broken" (scf-uplift-while-to-for); once the flag is set an iteration
// yields its iter_args unchanged. i is the iv (not used after the loop, so not carried), and the
// flag is false inside the guarded body. No cf op.
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NOT:     cf.
// CHECK:         %[[S0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[NO:.*]] = arith.constant false
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[I:.*]] = %[[LB]] to %arg0 step %[[ONE]] iter_args(%[[S:.*]] = %[[S0]], %[[BRK:.*]] = %[[NO]]) -> (i32, i1)  : i32 {
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:      %[[Y:.*]]:2 = scf.if %[[GO]] -> (i32, i1) {
// CHECK-NEXT:        %[[NOBRK:.*]] = arith.constant false
// CHECK-NEXT:        %[[NOCONT:.*]] = arith.constant false
// CHECK-NEXT:        %[[FIVE:.*]] = arith.constant 5 : i32
// CHECK-NEXT:        %[[EQ5:.*]] = arith.cmpi eq, %[[I]], %[[FIVE]] : i32
// CHECK-NEXT:        %[[CONT:.*]] = scf.if %[[EQ5]] -> (i1) {
// CHECK-NEXT:          %[[T1:.*]] = arith.constant true
// CHECK-NEXT:          scf.yield %[[T1]] : i1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[NOCONT]] : i1
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[T2:.*]] = arith.constant true
// CHECK-NEXT:        %[[NC:.*]] = arith.xori %[[CONT]], %[[T2]] : i1
// CHECK-NEXT:        %[[REST:.*]]:2 = scf.if %[[NC]] -> (i32, i1) {
// CHECK-NEXT:          %[[K20:.*]] = arith.constant 20 : i32
// CHECK-NEXT:          %[[GT:.*]] = arith.cmpi sgt, %[[S]], %[[K20]] : i32
// CHECK-NEXT:          %[[B:.*]] = scf.if %[[GT]] -> (i1) {
// CHECK-NEXT:            %[[T3:.*]] = arith.constant true
// CHECK-NEXT:            scf.yield %[[T3]] : i1
// CHECK-NEXT:          } else {
// CHECK-NEXT:            scf.yield %[[NOBRK]] : i1
// CHECK-NEXT:          }
// CHECK-NEXT:          %[[T4:.*]] = arith.constant true
// CHECK-NEXT:          %[[NB:.*]] = arith.xori %[[B]], %[[T4]] : i1
// CHECK-NEXT:          %[[SUM:.*]] = scf.if %[[NB]] -> (i32) {
// CHECK-NEXT:            %[[ADD:.*]] = arith.addi %[[S]], %[[I]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:            scf.yield %[[ADD]] : i32
// CHECK-NEXT:          } else {
// CHECK-NEXT:            scf.yield %[[S]] : i32
// CHECK-NEXT:          }
// CHECK-NEXT:          scf.yield %[[SUM]], %[[B]] : i32, i1
// CHECK-NEXT:        } else {
// CHECK-NEXT:          scf.yield %[[S]], %[[NOBRK]] : i32, i1
// CHECK-NEXT:        }
// CHECK-NEXT:        scf.yield %[[REST]]#0, %[[REST]]#1 : i32, i1
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[S]], %[[BRK]] : i32, i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[Y]]#0, %[[Y]]#1 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0 : i32
int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i == 5) continue;
    if (s > 20) break;
    s += i;
  }
  return s;
}

// A loop that is not counted stays scf.while: its condition is evaluated only while not broken.
// CHECK-LABEL: func.func @collatz(%arg0: i32) -> i32 {
// CHECK-NOT:     cf.
// CHECK:         %{{.*}}:3 = scf.while (%{{.*}} = %arg0, %{{.*}} = %{{.*}}, %[[BRK:.*]] = %false) : (i32, i32, i1) -> (i32, i32, i1) {
// CHECK-NEXT:      %[[T:.*]] = arith.constant true
// CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:      %[[OK:.*]] = scf.if %[[GO]] -> (i1) {
// CHECK:             arith.cmpi sgt
// CHECK:           } else {
// CHECK-NEXT:        %[[F:.*]] = arith.constant false
// CHECK-NEXT:        scf.yield %[[F]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.condition(%[[OK]])
// CHECK-NOT:     scf.for
int collatz(int n) {
  int steps = 0;
  while (n > 1) {
    if (n == 7) break;
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps * 100 + n;
}
