// --view-op-graph on structured control flow: an op with regions (scf.for, scf.if) is a cluster
// holding its own (bold) box, from which its results flow, and one cluster per region; values
// flow into nested regions and out of them through the ops' results.
// RUN: jcir-opt --view-op-graph %s | FileCheck %s

func.func @sum(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %next = scf.if %c -> (i32) {
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %next : i32
  }
  return %r : i32
}

// CHECK: label = "func.func @sum";
// CHECK: op{{[0-9]+}} [label = "func.func @sum\lfunction_type: (index, i1) -> i32\l", style = bold];
// CHECK: [[N:arg[0-9]+]] [label = "arg #0 : index", shape = ellipse];
// CHECK-NEXT: [[C:arg[0-9]+]] [label = "arg #1 : i1", shape = ellipse];
// CHECK-NEXT: [[C0:op[0-9]+]] [label = "arith.constant\lvalue: 0 : index\l-> index\l"];
// CHECK-NEXT: [[C1:op[0-9]+]] [label = "arith.constant\lvalue: 1 : index\l-> index\l"];
// CHECK-NEXT: [[ZERO:op[0-9]+]] [label = "arith.constant\lvalue: 0 : i32\l-> i32\l"];
// CHECK-NEXT: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label = "scf.for";
// CHECK-NEXT: style = solid;
// CHECK-NEXT: [[FOR:op[0-9]+]] [label = "scf.for\l-> i32\l", style = bold];
// CHECK-NEXT: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label = "region #0";
// CHECK: label = "^bb0";
// CHECK-NEXT: style = rounded;
// CHECK-NEXT: [[IV:arg[0-9]+]] [label = "arg #0 : index", shape = ellipse];
// CHECK-NEXT: [[ACC:arg[0-9]+]] [label = "arg #1 : i32", shape = ellipse];
// CHECK-NEXT: [[CAST:op[0-9]+]] [label = "arith.index_cast\l-> i32\l"];
// CHECK-NEXT: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label = "scf.if";
// CHECK-NEXT: style = solid;
// CHECK-NEXT: [[IF:op[0-9]+]] [label = "scf.if\l-> i32\l", style = bold];
// CHECK-NEXT: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label = "region #0";
// CHECK: [[ADD:op[0-9]+]] [label = "arith.addi\l-> i32\l"];
// CHECK-NEXT: [[Y0:op[0-9]+]] [label = "scf.yield\l"];
// CHECK: label = "region #1";
// CHECK: [[Y1:op[0-9]+]] [label = "scf.yield\l"];
// CHECK: [[Y2:op[0-9]+]] [label = "scf.yield\l"];
// CHECK: [[RET:op[0-9]+]] [label = "func.return\l"];
// Bounds, step and init into scf.for; the loop's result into return.
// CHECK-DAG: [[C0]] -> [[FOR]];
// CHECK-DAG: [[N]] -> [[FOR]];
// CHECK-DAG: [[C1]] -> [[FOR]];
// CHECK-DAG: [[ZERO]] -> [[FOR]];
// CHECK-DAG: [[FOR]] -> [[RET]];
// Region arguments and values from enclosing regions into nested ops.
// CHECK-DAG: [[IV]] -> [[CAST]];
// CHECK-DAG: [[C]] -> [[IF]];
// CHECK-DAG: [[ACC]] -> [[ADD]];
// CHECK-DAG: [[CAST]] -> [[ADD]];
// CHECK-DAG: [[ADD]] -> [[Y0]];
// CHECK-DAG: [[ACC]] -> [[Y1]];
// CHECK-DAG: [[IF]] -> [[Y2]];
// Structured ops have no successors: no control-flow edges.
// CHECK-NOT: lhead
