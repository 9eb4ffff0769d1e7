// With -ffast-math float sums and products may be reassociated, so they are parallelized too.
// RUN: jcirc -emit-scf -fscf-parallel -ffast-math %s -o - | FileCheck %s
// RUN: jcirc -emit-scf -fscf-parallel %s -o - | FileCheck %s --check-prefix=STRICT

float f[100];

// CHECK-LABEL: func.func @fsum(
// CHECK: scf.parallel {{.*}} -> f32 {
// CHECK: scf.reduce(%{{.*}} : f32) {
// CHECK: arith.addf
// STRICT-LABEL: func.func @fsum(
// STRICT-NOT: scf.parallel
// STRICT: scf.for
float fsum(int n) { float s = 0; for (int i = 0; i < n; i++) s += f[i]; return s; }
