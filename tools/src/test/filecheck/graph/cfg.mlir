// --view-op-graph on a function with blocks: the function, its region and each block are clusters;
// ops are boxes, block arguments ellipses; data flow runs from definitions to uses, control flow
// (dashed) from a terminator to the cluster of each successor block.
// RUN: jcir-opt --view-op-graph %s | FileCheck %s
// RUN: jcir-opt --view-op-graph %s -o %t.dot && FileCheck %s < %t.dot
// Exactly the 6 data-flow and 3 control-flow edges checked below.
// RUN: jcir-opt --view-op-graph %s | grep -c -- ' -> ' | FileCheck %s --check-prefix=EDGES
// EDGES: {{^}}9{{$}}

!s32i = !cir.int<s, 32>
cir.func @max(%a: !s32i, %b: !s32i) -> !s32i {
  %0 = cir.cmp(gt, %a, %b) : !s32i, !cir.bool
  cir.brcond %0 ^bb1, ^bb2(%b : !s32i)
^bb1:
  cir.br ^bb2(%a : !s32i)
^bb2(%r: !s32i):
  cir.return %r : !s32i
}

// CHECK: digraph G {
// CHECK-NEXT: compound = true;
// CHECK: subgraph [[FUNC:cluster_[0-9]+]] {
// CHECK-NEXT: label = "cir.func @max";
// CHECK: [[FN:op[0-9]+]] [label = "cir.func @max\lfunction_type: !cir.func<!s32i (!s32i, !s32i)>\llinkage: external\l", style = bold];
// CHECK-NEXT: subgraph cluster_{{[0-9]+}} {
// CHECK-NEXT: label = "region #0";
// CHECK-NEXT: style = dashed;
// CHECK-NEXT: subgraph [[BB0:cluster_[0-9]+]] {
// CHECK-NEXT: label = "^bb0";
// CHECK-NEXT: style = rounded;
// CHECK-NEXT: [[A:arg[0-9]+]] [label = "arg #0 : !s32i", shape = ellipse];
// CHECK-NEXT: [[B:arg[0-9]+]] [label = "arg #1 : !s32i", shape = ellipse];
// CHECK-NEXT: [[CMP:op[0-9]+]] [label = "cir.cmp\lkind: gt\l-> !cir.bool\l"];
// CHECK-NEXT: [[BRCOND:op[0-9]+]] [label = "cir.brcond\l"];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph [[BB1:cluster_[0-9]+]] {
// CHECK-NEXT: label = "^bb1";
// CHECK-NEXT: style = rounded;
// CHECK-NEXT: [[BR:op[0-9]+]] [label = "cir.br\l"];
// CHECK-NEXT: }
// CHECK-NEXT: subgraph [[BB2:cluster_[0-9]+]] {
// CHECK-NEXT: label = "^bb2";
// CHECK-NEXT: style = rounded;
// CHECK-NEXT: [[R:arg[0-9]+]] [label = "arg #0 : !s32i", shape = ellipse];
// CHECK-NEXT: [[RET:op[0-9]+]] [label = "cir.return\l"];
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// Data flow: both arguments into the compare, the compare and %b into the branch, %a into cir.br.
// CHECK-DAG: [[A]] -> [[CMP]];
// CHECK-DAG: [[B]] -> [[CMP]];
// CHECK-DAG: [[CMP]] -> [[BRCOND]];
// CHECK-DAG: [[B]] -> [[BRCOND]];
// CHECK-DAG: [[A]] -> [[BR]];
// CHECK-DAG: [[R]] -> [[RET]];
// Control flow: into the first node of each successor block, clipped at the block's cluster.
// CHECK-DAG: [[BRCOND]] -> [[BR]] [lhead = [[BB1]], style = dashed, color = blue, label = "succ #0"];
// CHECK-DAG: [[BRCOND]] -> [[R]] [lhead = [[BB2]], style = dashed, color = blue, label = "succ #1"];
// CHECK-DAG: [[BR]] -> [[R]] [lhead = [[BB2]], style = dashed, color = blue, label = "succ #0"];
// Nothing else: no edge into ^bb0 and no edge leaves cir.return.
// CHECK-NOT: -> [[A]]
// CHECK-NOT: [[RET]] ->
// CHECK: {{^}}}
