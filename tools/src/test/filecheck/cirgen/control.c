// Structured statements map to the structured cir ops.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @f(%arg0: !s32i) -> !s32i {
// CHECK:         %[[N:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["n", init]
// CHECK:         %[[S:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["s", init]
// CHECK:         %[[I:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init]
// CHECK:         cir.store %arg0, %[[N]] : !s32i, !cir.ptr<!s32i>
// for: a scope holding i's initialization and the loop, the condition branching to `yield continue` / `yield`
// CHECK:         cir.scope {
// CHECK:           %[[ZERO:.*]] = cir.const(#cir.int<0> : !s32i) : !s32i
// CHECK:           cir.store %[[ZERO]], %[[I]] : !s32i, !cir.ptr<!s32i>
// CHECK:           cir.loop for(cond : {
// CHECK:             %[[IV:.*]] = cir.load %[[I]] : !cir.ptr<!s32i>, !s32i
// CHECK:             %[[NV:.*]] = cir.load %[[N]] : !cir.ptr<!s32i>, !s32i
// CHECK:             %[[C:.*]] = cir.cmp(lt, %[[IV]], %[[NV]]) : !s32i, !cir.bool
// CHECK-NEXT:        cir.brcond %[[C]] ^bb1, ^bb2
// CHECK:             cir.yield continue
// CHECK:             cir.yield
// CHECK:           }, step : {
// CHECK:             %[[IS:.*]] = cir.load %[[I]] : !cir.ptr<!s32i>, !s32i
// CHECK:             %[[INC:.*]] = cir.unary(inc, %[[IS]]) : !s32i, !s32i
// CHECK:             cir.store %[[INC]], %[[I]] : !s32i, !cir.ptr<!s32i>
// continue and break inside if
// CHECK:             %[[EQ:.*]] = cir.cmp(eq, %{{.*}}, %{{.*}}) : !s32i, !cir.bool
// CHECK:             cir.if %[[EQ]] {
// CHECK-NEXT:          cir.yield continue
// CHECK:             %[[GT:.*]] = cir.cmp(gt, %{{.*}}, %{{.*}}) : !s32i, !cir.bool
// CHECK:             cir.if %[[GT]] {
// CHECK-NEXT:          cir.yield break
// s += i
// CHECK:             %[[IB:.*]] = cir.load %[[I]] : !cir.ptr<!s32i>, !s32i
// CHECK:             %[[SB:.*]] = cir.load %[[S]] : !cir.ptr<!s32i>, !s32i
// CHECK:             %[[SUM:.*]] = cir.binop(add, %[[SB]], %[[IB]]) : !s32i
// CHECK:             cir.store %[[SUM]], %[[S]] : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.loop while(cond : {
// CHECK:         cir.loop dowhile(cond : {
// switch with shared and fallthrough cases
// CHECK:         cir.switch (%{{.+}} : !s32i) [
// CHECK:           case (equal, 1) {
// CHECK:             cir.yield break
// CHECK:           case (anyof, [2, 3] : !s32i) {
// CHECK:             cir.yield fallthrough
// CHECK:           case (default) {
// ?: is a ternary
// CHECK:         cir.ternary(%{{.+}}, true {
int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { if (i == 3) continue; if (i > 7) break; s += i; }
  while (s > 100) s -= 7;
  do { s++; } while (s < 5);
  switch (n) { case 1: s = 10; break; case 2: case 3: s = 20; default: s++; }
  return s > 0 ? s : -s;
}
