// Kirin-style scf (spec/kirin-scf.txt): func.return ends scf.if/scf.for/scf.while bodies.
// jcir-opt reads it with --allow-return-in-scf; scf-legalize-returns (scf-returns-to-flags, then
// mem2reg) gives upstream scf, which mlir-opt-19 verifies, and both the jcirc path (jcirc on the
// .mlir + a C driver) and the upstream path (mlir-opt-19 / mlir-translate-19) run it with the
// results of the same algorithms written in C (Inputs/kirin-driver.c compares over a grid).
// Kirin's `py.*` ops of the spec's examples are written with arith here; `scf.for %i in %list` is
// not accepted (docs/kirin-scf.md).
// RUN: jcir-opt %s --allow-return-in-scf --scf-legalize-returns | FileCheck %s
// RUN: jcir-opt %s --allow-return-in-scf --scf-legalize-returns -o %t.mlir
// RUN: mlir-opt --verify-each %t.mlir > /dev/null
// RUN: jcir-opt %t.mlir -p convert-scf-to-cf | FileCheck %s --check-prefix=CF
// RUN: jcirc %t.mlir %S/Inputs/kirin-driver.c -o %t.exe && %t.exe big | FileCheck %s --check-prefix=OUT --check-prefix=BIG
// RUN: mlir-opt --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %t.mlir -o %t.llvm.mlir
// RUN: mlir-translate-19 --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// RUN: jcirc %t.ll %S/Inputs/kirin-driver.c -o %t.up.exe && %t.up.exe | FileCheck %s --check-prefix=OUT

// OUT: simple_loop 45.0
// OUT-NEXT: early 45 5
// OUT-NEXT: nested 4 -27
// OUT-NEXT: while_after 1100 -1
// OUT-NEXT: while_before -24
// OUT-NEXT: for_returns 5 12
// OUT-NEXT: pair_packed 3025 -2995
// OUT-NEXT: two_exits 13 -9 10
// OUT-NEXT: checks 3229 mismatches 0
// a return at iteration 3 of a 2*10^9-iteration loop: jcirc's convert-scf-to-cf leaves the
// guarded scf.for at once (the upstream path runs the identity iterations: not asked there)
// BIG-NEXT: big 5

module {
  // Both branches yield: already upstream, unchanged.
  // CHECK-LABEL: func.func @if_yield(
  // CHECK:         %[[V:.*]] = scf.if %{{.*}} -> (i32) {
  // CHECK-NEXT:      scf.yield %arg1 : i32
  // CHECK-NEXT:    } else {
  // CHECK-NEXT:      scf.yield %arg2 : i32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    return %[[V]] : i32
  // spec: "%value_1 = scf.if %cond { scf.yield %value } else { scf.yield %value }" (upstream already)
  func.func @if_yield(%c: i32, %a: i32, %b: i32) -> i32 {
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi ne, %c, %zero : i32
    %v = scf.if %cond -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    func.return %v : i32
  }

  // The returning branch yields a placeholder for the if's value, the flag and the returned value;
  // the rest of the function runs under !flag and the function returns what the taken path gives.
  // CHECK-LABEL: func.func @if_yield_or_return(
  // CHECK:         %[[NO:.*]] = arith.constant false
  // CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
  // CHECK:         %[[IF:.*]]:3 = scf.if %{{.*}} -> (i32, i1, i32) {
  // CHECK-NEXT:      scf.yield %arg1, %[[NO]], %[[ZERO]] : i32, i1, i32
  // CHECK-NEXT:    } else {
  // CHECK-NEXT:      %[[YES:.*]] = arith.constant true
  // CHECK-NEXT:      %[[PH:.*]] = arith.constant 0 : i32
  // CHECK-NEXT:      scf.yield %[[PH]], %[[YES]], %arg2 : i32, i1, i32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    %[[T:.*]] = arith.constant true
  // CHECK-NEXT:    %[[GO:.*]] = arith.xori %[[IF]]#1, %[[T]] : i1
  // CHECK-NEXT:    %[[R:.*]] = scf.if %[[GO]] -> (i32) {
  // CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2 : i32
  // CHECK-NEXT:      %[[M:.*]] = arith.muli %[[IF]]#0, %[[TWO]] : i32
  // CHECK-NEXT:      scf.yield %[[M]] : i32
  // CHECK-NEXT:    } else {
  // CHECK-NEXT:      scf.yield %[[IF]]#2 : i32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    return %[[R]] : i32
  // one branch yields, the other returns
  func.func @if_yield_or_return(%c: i32, %a: i32, %b: i32) -> i32 {
    %zero = arith.constant 0 : i32
    %cond = arith.cmpi ne, %c, %zero : i32
    %v = scf.if %cond -> (i32) {
      scf.yield %a : i32
    } else {
      func.return %b : i32
    }
    %c2 = arith.constant 2 : i32
    %r = arith.muli %v, %c2 : i32
    func.return %r : i32
  }

  // CHECK-LABEL: func.func @simple_loop() -> f64 {
  // CHECK:         %[[J:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f64) {
  // CHECK:           %[[S:.*]] = arith.addf %[[A]], %{{.*}} : f64
  // CHECK-NEXT:      scf.yield %[[S]] : f64
  // CHECK:         return %[[J]] : f64
  // spec: simple_loop, j = 0.0; for i in range(10): j = j + i; return j
  func.func @simple_loop() -> f64 {
    %j = arith.constant 0.0 : f64
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %j_2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%j_3 = %j) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %j_4 = arith.addf %j_3, %fi : f64
      scf.yield %j_4 : f64
    }
    func.return %j_2 : f64
  }

  // The for body runs under "not returned" and otherwise yields its iter_args unchanged (the shape
  // jcirc's convert-scf-to-cf leaves early); the flag and the returned value are iter_args.
  // CHECK-LABEL: func.func @early(
  // CHECK:         %[[NO:.*]] = arith.constant false
  // CHECK:         %[[RV0:.*]] = arith.constant 0 : i32
  // CHECK:         %[[FIVE:.*]] = arith.constant 5 : i32
  // CHECK-NEXT:    %[[L:.*]]:3 = scf.for %[[I:.*]] = %{{.*}} to %arg1 step %{{.*}} iter_args(%[[J:.*]] = %arg0, %[[RET:.*]] = %[[NO]], %[[RV:.*]] = %[[RV0]]) -> (i32, i1, i32)  : i32 {
  // CHECK-NEXT:      %[[T:.*]] = arith.constant true
  // CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[RET]], %[[T]] : i1
  // CHECK-NEXT:      %[[B:.*]]:3 = scf.if %[[GO]] -> (i32, i1, i32) {
  // CHECK-NEXT:        %[[J1:.*]] = arith.addi %[[J]], %[[I]] : i32
  // CHECK-NEXT:        %[[EQ:.*]] = arith.cmpi eq, %[[J1]], %[[FIVE]] : i32
  // CHECK-NEXT:        %[[H:.*]]:2 = scf.if %[[EQ]] -> (i1, i32) {
  // CHECK-NEXT:          %[[T2:.*]] = arith.constant true
  // CHECK-NEXT:          scf.yield %[[T2]], %[[J1]] : i1, i32
  // CHECK-NEXT:        } else {
  // CHECK-NEXT:          scf.yield %[[RET]], %[[RV]] : i1, i32
  // CHECK-NEXT:        }
  // CHECK-NEXT:        scf.yield %[[J1]], %[[H]]#0, %[[H]]#1 : i32, i1, i32
  // CHECK-NEXT:      } else {
  // CHECK-NEXT:        scf.yield %[[J]], %[[RET]], %[[RV]] : i32, i1, i32
  // CHECK-NEXT:      }
  // CHECK-NEXT:      scf.yield %[[B]]#0, %[[B]]#1, %[[B]]#2 : i32, i1, i32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    %[[T3:.*]] = arith.constant true
  // CHECK-NEXT:    %[[NR:.*]] = arith.xori %[[L]]#1, %[[T3]] : i1
  // CHECK-NEXT:    %[[R:.*]] = scf.if %[[NR]] -> (i32) {
  // CHECK-NEXT:      scf.yield %[[L]]#0 : i32
  // CHECK-NEXT:    } else {
  // CHECK-NEXT:      scf.yield %[[L]]#2 : i32
  // CHECK-NEXT:    }
  // CHECK-NEXT:    return %[[R]] : i32
  // CF-LABEL: func.func @early(
  // CF:         %[[NEXT:.*]] = arith.addi %{{.*}}, %c1_i32 : i32
  // CF-NEXT:    %[[T:.*]] = arith.constant true
  // CF-NEXT:    %[[G:.*]] = arith.xori %{{.*}}, %[[T]] : i1
  // CF-NEXT:    cf.cond_br %[[G]], ^bb1(%[[NEXT]], {{.*}}), ^bb{{[0-9]+}}(
  // spec: for i in range(10): j = j + i; if j == 5: return j   ...  return j
  func.func @early(%j0: i32, %n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c5 = arith.constant 5 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%j = %j0) -> (i32) : i32 {
      %j1 = arith.addi %j, %i : i32
      %eq = arith.cmpi eq, %j1, %c5 : i32
      scf.if %eq {
        func.return %j1 : i32
      }
      scf.yield %j1 : i32
    }
    func.return %r : i32
  }


  // Two returns in sequence in a loop body: the second if and what follows it are under the first
  // guard, the code after the second if under a guard of its own.
  // C: for (i = 0; i < n; i++) { if (i == a) return 10 + i; s += i; if (s > b) return -s; s += 1; } return s;
  // CHECK-LABEL: func.func @two_exits(
  // CHECK:         scf.for {{.*}} -> (i32, i1, i32)  : i32 {
  // CHECK:           %[[A:.*]]:3 = scf.if %{{.*}} -> (i32, i1, i32) {
  // CHECK:             %[[H1:.*]]:2 = scf.if %{{.*}} -> (i1, i32) {
  // CHECK:             %[[G1:.*]] = arith.xori %[[H1]]#0, %{{.*}} : i1
  // CHECK-NEXT:        %[[R1:.*]]:3 = scf.if %[[G1]] -> (i32, i1, i32) {
  // CHECK-NEXT:          %[[S1:.*]] = arith.addi
  // CHECK-NEXT:          %[[GT:.*]] = arith.cmpi sgt, %[[S1]], %arg2 : i32
  // CHECK-NEXT:          %[[H2:.*]]:2 = scf.if %[[GT]] -> (i1, i32) {
  // CHECK:               %[[G2:.*]] = arith.xori %[[H2]]#0, %{{.*}} : i1
  // CHECK-NEXT:          %[[R2:.*]] = scf.if %[[G2]] -> (i32) {
  // CHECK-NEXT:            %[[S2:.*]] = arith.addi %[[S1]], %{{.*}} : i32
  // CHECK-NEXT:            scf.yield %[[S2]] : i32
  // CHECK:               scf.yield %[[R2]], %[[H2]]#0, %[[H2]]#1 : i32, i1, i32
  // CHECK:             scf.yield %[[R1]]#0, %[[R1]]#1, %[[R1]]#2 : i32, i1, i32
  func.func @two_exits(%n: i32, %a: i32, %b: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c10 = arith.constant 10 : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %ea = arith.cmpi eq, %i, %a : i32
      scf.if %ea {
        %r = arith.addi %c10, %i : i32
        func.return %r : i32
      }
      %s1 = arith.addi %acc, %i : i32
      %gb = arith.cmpi sgt, %s1, %b : i32
      scf.if %gb {
        %neg = arith.subi %c0, %s1 : i32
        func.return %neg : i32
      }
      %s2 = arith.addi %s1, %c1 : i32
      scf.yield %s2 : i32
    }
    func.return %s : i32
  }


  // Nested ifs in a loop: the inner return's flag is yielded out of both ifs; the code after the
  // inner if (s += i) runs under its own guard.
  // CHECK-LABEL: func.func @nested(
  // CHECK:         scf.for {{.*}} -> (i32, i1, i32)  : i32 {
  // CHECK:           scf.if %{{.*}} -> (i32, i1, i32) {
  // CHECK:             %[[H:.*]]:2 = scf.if %{{.*}} -> (i1, i32) {
  // CHECK:             %[[G:.*]] = arith.xori %[[H]]#0, %{{.*}} : i1
  // CHECK-NEXT:        %[[S:.*]] = scf.if %[[G]] -> (i32) {
  // CHECK-NEXT:          arith.addi
  // CHECK:             scf.yield %[[S]], %[[H]]#0, %[[H]]#1 : i32, i1, i32
  // nested ifs with returns inside a loop, an if yielding a value around a return
  // C: for (i = 0; i < n; i++) { if (a[i] > 0) { if (a[i] == k) return i; s += a[i]; } } return -s;
  func.func @nested(%n: i32, %k: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %m = arith.remsi %i, %c3 : i32
      %pos = arith.cmpi ne, %m, %c0 : i32
      %acc2 = scf.if %pos -> (i32) {
        %hit = arith.cmpi eq, %i, %k : i32
        scf.if %hit {
          func.return %i : i32
        } else {
        }
        %t = arith.addi %acc, %i : i32
        scf.yield %t : i32
      } else {
        scf.yield %acc : i32
      }
      scf.yield %acc2 : i32
    }
    %neg = arith.subi %c0, %s : i32
    func.return %neg : i32
  }

  // A while whose after-region may return: the condition is evaluated only while nothing returned.
  // CHECK-LABEL: func.func @while_after(
  // CHECK:         %[[W:.*]]:3 = scf.while (%[[X:.*]] = %arg0, %[[RET:.*]] = %{{.*}}, %[[RV:.*]] = %{{.*}}) : (i32, i1, i32) -> (i32, i1, i32) {
  // CHECK-NEXT:      %[[T:.*]] = arith.constant true
  // CHECK-NEXT:      %[[GO:.*]] = arith.xori %[[RET]], %[[T]] : i1
  // CHECK-NEXT:      %[[C:.*]]:2 = scf.if %[[GO]] -> (i1, i32) {
  // CHECK-NEXT:        %[[GT:.*]] = arith.cmpi sgt, %[[X]], %{{.*}} : i32
  // CHECK-NEXT:        scf.yield %[[GT]], %[[X]] : i1, i32
  // CHECK-NEXT:      } else {
  // CHECK-NEXT:        %[[F:.*]] = arith.constant false
  // CHECK-NEXT:        %[[PH:.*]] = arith.constant 0 : i32
  // CHECK-NEXT:        scf.yield %[[F]], %[[PH]] : i1, i32
  // CHECK-NEXT:      }
  // CHECK-NEXT:      scf.condition(%[[C]]#0) %[[C]]#1, %[[RET]], %[[RV]] : i32, i1, i32
  // CHECK-NEXT:    } do {
  // a while loop whose body returns: gcd-like countdown, returning early when x hits k
  // C: while (x > 0) { if (x == k) return x * 100; x = x - 3; } return x;
  func.func @while_after(%x0: i32, %k: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %c100 = arith.constant 100 : i32
    %r = scf.while (%x = %x0) : (i32) -> i32 {
      %gt = arith.cmpi sgt, %x, %c0 : i32
      scf.condition(%gt) %x : i32
    } do {
    ^bb0(%y: i32):
      %eq = arith.cmpi eq, %y, %k : i32
      scf.if %eq {
        %m = arith.muli %y, %c100 : i32
        func.return %m : i32
      }
      %y2 = arith.subi %y, %c3 : i32
      scf.yield %y2 : i32
    }
    func.return %r : i32
  }

  // A return in the before-region: the rest of it is guarded and its condition (a constant true
  // defined outside) is routed through the guard, false once returned.
  // CHECK-LABEL: func.func @while_before(
  // CHECK:         %[[TRUE:.*]] = arith.constant true
  // CHECK-NEXT:    scf.while
  // CHECK:           %[[H:.*]]:2 = scf.if %{{.*}} -> (i1, i32) {
  // CHECK:           %[[G:.*]] = arith.xori %[[H]]#0, %{{.*}} : i1
  // CHECK-NEXT:      %[[K:.*]]:2 = scf.if %[[G]] -> (i1, i32) {
  // CHECK-NEXT:        %[[D:.*]] = arith.muli
  // CHECK-NEXT:        scf.yield %[[TRUE]], %[[D]] : i1, i32
  // CHECK-NEXT:      } else {
  // CHECK-NEXT:        %[[F:.*]] = arith.constant false
  // CHECK-NEXT:        %[[PH:.*]] = arith.constant 0 : i32
  // CHECK-NEXT:        scf.yield %[[F]], %[[PH]] : i1, i32
  // CHECK-NEXT:      }
  // CHECK-NEXT:      scf.condition(%[[K]]#0) %[[K]]#1, %[[H]]#0, %[[H]]#1 : i32, i1, i32
  // a return in the before-region of a while (the condition is not reached)
  // C: for (;;) { if (x >= lim) return -x; x = x * 2; }  (the test in the before-region)
  func.func @while_before(%x0: i32, %lim: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %c0 = arith.constant 0 : i32
    %true = arith.constant true
    %r = scf.while (%x = %x0) : (i32) -> i32 {
      %ge = arith.cmpi sge, %x, %lim : i32
      scf.if %ge {
        %neg = arith.subi %c0, %x : i32
        func.return %neg : i32
      }
      %d = arith.muli %x, %c2 : i32
      scf.condition(%true) %d : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    func.return %r : i32
  }

  // A for body that always returns (index values): later iterations change nothing.
  // CHECK-LABEL: func.func @for_returns(%arg0: index, %arg1: index) -> index {
  // CHECK:         %[[L:.*]]:2 = scf.for {{.*}} iter_args(%[[RET:.*]] = %{{.*}}, %[[RV:.*]] = %{{.*}}) -> (i1, index) {
  // CHECK:           scf.if %{{.*}} -> (i1, index) {
  // CHECK-NEXT:        %[[S:.*]] = arith.addi %arg1, %{{.*}} : index
  // CHECK-NEXT:        %[[T:.*]] = arith.constant true
  // CHECK-NEXT:        scf.yield %[[T]], %[[S]] : i1, index
  // CHECK-NEXT:      } else {
  // CHECK-NEXT:        scf.yield %[[RET]], %[[RV]] : i1, index
  // a for body that always returns: the loop runs its body at most once
  func.func @for_returns(%n: index, %v: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    scf.for %i = %c0 to %n step %c1 {
      %r = arith.addi %v, %c7 : index
      func.return %r : index
    }
    func.return %v : index
  }

  // Two returned values from an if in a while in a for: both are carried through every level.
  // CHECK-LABEL: func.func @pair(%arg0: i32, %arg1: i32) -> (i32, f64) {
  // CHECK:         %[[L:.*]]:4 = scf.for {{.*}} -> (i32, i1, i32, f64)  : i32 {
  // CHECK:           scf.while ({{.*}}) : (i32, i1, i32, f64) -> (i32, i1, i32, f64) {
  // CHECK:         %[[R:.*]]:2 = scf.if %{{.*}} -> (i32, f64) {
  // CHECK:           scf.yield %[[L]]#2, %[[L]]#3 : i32, f64
  // CHECK:         return %[[R]]#0, %[[R]]#1 : i32, f64
  // two returned values, returns at three depths (an if in a while in a for)
  func.func @pair(%n: i32, %stop: i32) -> (i32, f64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %f0 = arith.constant 0.5 : f64
    %tot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %w = scf.while (%j = %c0) : (i32) -> i32 {
        %lt = arith.cmpi slt, %j, %i : i32
        scf.condition(%lt) %j : i32
      } do {
      ^bb0(%jj: i32):
        %sum = arith.addi %i, %jj : i32
        %hit = arith.cmpi eq, %sum, %stop : i32
        scf.if %hit {
          %f = arith.sitofp %jj : i32 to f64
          %g = arith.addf %f, %f0 : f64
          func.return %i, %g : i32, f64
        }
        %j2 = arith.addi %jj, %c1 : i32
        scf.yield %j2 : i32
      }
      %acc2 = arith.addi %acc, %w : i32
      scf.yield %acc2 : i32
    }
    %neg = arith.subi %c0, %tot : i32
    func.return %neg, %f0 : i32, f64
  }

  // C-callable wrapper of @pair: first * 1000 + (int)(second * 10)
  func.func @pair_packed(%n: i32, %stop: i32) -> i32 {
    %a, %b = func.call @pair(%n, %stop) : (i32, i32) -> (i32, f64)
    %c1000 = arith.constant 1000 : i32
    %c10 = arith.constant 10.0 : f64
    %m = arith.muli %a, %c1000 : i32
    %t = arith.mulf %b, %c10 : f64
    %ti = arith.fptosi %t : f64 to i32
    %r = arith.addi %m, %ti : i32
    func.return %r : i32
  }
}
