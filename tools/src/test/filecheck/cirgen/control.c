// Structured statements map to the structured cir ops.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @f(%arg0: !s32i) -> !s32i {
// for: a scope holding the loop, the condition branching to `yield continue` / `yield`
// CHECK:         cir.scope {
// CHECK:           cir.loop for(cond : {
// CHECK:             %[[C:.+]] = cir.cmp(lt, %{{.+}}, %{{.+}}) : !s32i, !cir.bool
// CHECK-NEXT:        cir.brcond %[[C]] ^bb1, ^bb2
// CHECK:             cir.yield continue
// CHECK:             cir.yield
// CHECK:           }, step : {
// CHECK:             cir.unary(inc, %{{.+}}) : !s32i, !s32i
// continue and break inside if
// CHECK:             cir.if %{{.+}} {
// CHECK-NEXT:          cir.yield continue
// CHECK:             cir.if %{{.+}} {
// CHECK-NEXT:          cir.yield break
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
