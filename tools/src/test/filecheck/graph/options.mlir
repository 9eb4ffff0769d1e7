// --view-op-graph=OPTIONS (MLIR's view-op-graph option names), one digraph per --split-input-file
// chunk, after the passes of -p, and its errors.
// RUN: jcir-opt --view-op-graph=print-data-flow-edges=false,print-control-flow-edges=false %s | FileCheck %s --check-prefix=NOEDGES
// RUN: jcir-opt --view-op-graph=max-label-len=12 %s | FileCheck %s --check-prefix=SHORT
// RUN: jcir-opt --view-op-graph=print-attrs=false,print-result-types=false %s | FileCheck %s --check-prefix=BARE
// RUN: not jcir-opt --view-op-graph=colour=red %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not jcir-opt --view-op-graph=max-label-len=x %s 2>&1 | FileCheck %s --check-prefix=BADLEN
// RUN: jcir-opt --split-input-file --view-op-graph %s | FileCheck %s --check-prefix=SPLIT
// The graph is drawn after the pass pipeline: cir-flatten-cfg turns cir.if into blocks.
// RUN: jcir-opt -p cir-flatten-cfg --view-op-graph %s | FileCheck %s --check-prefix=FLAT

!s32i = !cir.int<s, 32>
cir.func @pick(%c: !cir.bool, %a: !s32i) -> !s32i {
  %0 = cir.const(#cir.int<123456789> : !s32i) : !s32i
  cir.if %c {
    cir.return %a : !s32i
  }
  cir.return %0 : !s32i
}

// NOEDGES: digraph G {
// NOEDGES: label = "cir.func @pick";
// NOEDGES-NOT: {{(op|arg)[0-9]+ -> }}
// NOEDGES: {{^}}}

// SHORT: [label = "cir.const\lvalue: #cir.int<...\l-> !s32i\l"];

// BARE: [label = "cir.const\l"];
// BARE: [label = "cir.if\l", style = bold];

// BADOPT: jcir-opt: error: unknown --view-op-graph option 'colour'
// BADLEN: jcir-opt: error: --view-op-graph option 'max-label-len' needs a positive integer, got 'x'

// SPLIT: digraph G {
// SPLIT: label = "cir.func @pick";
// SPLIT: // -----
// SPLIT-NEXT: digraph G {
// SPLIT: label = "cir.func @other";

// FLAT-NOT: cir.if
// FLAT: [[BR:op[0-9]+]] [label = "cir.brcond\l"];
// FLAT: [[BR]] -> {{.*}}label = "succ #0"
// FLAT: [[BR]] -> {{.*}}label = "succ #1"

// -----
cir.func @other() {
  cir.return
}
