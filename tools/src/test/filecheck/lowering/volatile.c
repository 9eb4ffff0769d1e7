// Volatile accesses survive lowering on both paths: llvm.load/llvm.store volatile, mem2reg
// leaves a volatile local in memory (a plain one becomes an scf.for iter_arg), and the LLVM IR
// has `load volatile`/`store volatile`, also at -O2.
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=O2
// RUN: jcirc %s -O2 -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=O2

// SCF-LABEL: func.func @spin(
// SCF:         %[[ACC:.+]] = llvm.alloca
// SCF:         llvm.store volatile %{{.+}}, %[[ACC]]
// SCF:         scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(
// SCF-NEXT:      llvm.load volatile %[[ACC]]
// SCF-NEXT:      arith.addi
// SCF-NEXT:      llvm.store volatile %{{.+}}, %[[ACC]]
// SCF:         llvm.load volatile %[[ACC]]

// LL-LABEL: define {{.*}}i32 @spin(
// LL:         store volatile i32 0, ptr %[[ACC:.+]], align 4
// LL:         load volatile i32, ptr %[[ACC]], align 4
// LL:         store volatile i32 %{{.+}}, ptr %[[ACC]], align 4

// At -O2 the loop still loads and stores acc once per iteration.
// O2-LABEL: define {{.*}}i32 @spin(
// O2:         load volatile i32, ptr
// O2:         store volatile i32
int spin(int n) {
  volatile int acc = 0;
  int plain = 0;
  for (int i = 0; i < n; i++) { acc += i; plain += i; }
  return acc + plain;
}

// A volatile bit-field: the storage unit is loaded and stored volatile.
// LL-LABEL: define {{.*}}i32 @bits(
// LL:         load volatile i8, ptr
// LL:         store volatile i8
// O2-LABEL: define {{.*}}i32 @bits(
// O2:         store volatile i8
// O2:         load volatile i8
struct S { volatile unsigned f : 4; unsigned h : 4; };
int bits(struct S *s) { s->f = 3; return s->f; }

// Two reads of a volatile global stay two reads at -O2.
// O2-LABEL: define {{.*}}i32 @twice(
// O2:         load volatile i32, ptr @g
// O2-NEXT:    load volatile i32, ptr @g
volatile int g;
int twice(void) { int a = g; int b = g; return a - b; }

// A volatile loop counter stays in memory: the loop stays an scf.while (no scf.for uplift) that
// reads and writes the counter volatile every iteration.
// SCF-LABEL: func.func @count(
// SCF-NOT:     scf.for
// SCF:         scf.while
// SCF-NEXT:      llvm.load volatile
// SCF:         } do {
// SCF:           llvm.load volatile
// SCF:           llvm.load volatile
// SCF:           llvm.store volatile
// SCF-NOT:     scf.for
int count(int n) { int s = 0; for (volatile int i = 0; i < n; i++) s += i; return s; }

// Reads of a volatile object whose value is discarded are not removed (a plain one is).
// SCF-LABEL: func.func @discard(
// SCF:         llvm.load volatile
// SCF:         llvm.load volatile
// O2-LABEL: define void @discard(
// O2-NEXT:  bb0:
// O2-NEXT:    load volatile i32, ptr @g
// O2-NEXT:    load volatile i32, ptr @g
// O2-NEXT:    ret void
int plain_global;
void discard(void) { g; plain_global; (void)g; }
