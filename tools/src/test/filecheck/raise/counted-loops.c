// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null
// RUN: jcirc %s -o %t && %t | FileCheck %s --check-prefix=OUT

// Every counted loop becomes scf.for; loops whose count is not provable stay scf.while.

// i < n, signed: the C variable is the induction variable.
// CHECK-LABEL: func.func @up_lt(%arg0: i32) -> i32 {
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %arg0 step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK-NEXT:      %[[A:.*]] = arith.addi %[[S]], %[[I]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
int up_lt(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }

// i <= n: the upper bound is n + 1.
// CHECK-LABEL: func.func @up_le(%arg0: i32) -> i32 {
// CHECK:         %[[UB:.*]] = arith.addi %arg0, %{{.*}} : i32
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[UB]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)  : i32 {
int up_le(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i; return s; }

// i += 3, and i used after the loop: its last value is carried as an iter_arg.
// CHECK-LABEL: func.func @up_step(%arg0: i32) -> i32 {
// CHECK:         %[[THREE:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.for %[[I:.*]] = %[[LB:.*]] to %arg0 step %[[THREE]] iter_args(%[[S:.*]] = %{{.*}}, %[[L:.*]] = %[[LB]]) -> (i32, i32)  : i32 {
// CHECK:           %[[N:.*]] = arith.addi %[[I]], %{{.*}} : i32
// CHECK-NEXT:      scf.yield %{{.*}}, %[[N]] : i32, i32
// CHECK:         arith.addi %[[R]]#0, %[[R]]#1 {overflowFlags = #arith.overflow<nsw>} : i32
int up_step(int n) { int s = 0, i; for (i = 0; i < n; i += 3) s += i; return s + i; }

// i += k with k loop-invariant but unknown: versioned on k > 0 (the while keeps k <= 0 exact).
// CHECK-LABEL: func.func @up_inv(%arg0: i32, %arg1: i32) -> i32 {
// CHECK:         %[[POS:.*]] = arith.cmpi sgt, %arg1, %{{.*}} : i32
// CHECK-NEXT:    %{{.*}}:2 = scf.if %[[POS]] -> (i32, i32) {
// CHECK-NEXT:      %{{.*}}:2 = scf.for %{{.*}} = %{{.*}} to %arg0 step %arg1 iter_args
// CHECK:         } else {
// CHECK-NEXT:      %{{.*}}:2 = scf.while
int up_inv(int n, int k) { int s = 0, i; for (i = 0; i < n; i += k) s += i; return s + i; }

// unsigned i < n: over index (zero-extended bounds), i = trunc(j).
// CHECK-LABEL: func.func @uns_lt(%arg0: i32) -> i32 {
// CHECK:         %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT:    %[[ST:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %{{.*}} = scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%{{.*}} = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[I:.*]] = arith.index_cast %[[J]] : index to i32
unsigned uns_lt(unsigned n) { unsigned s = 0; for (unsigned i = 0; i < n; i++) s += i; return s; }

// unsigned with constant bounds above INT_MAX: index constants.
// CHECK-LABEL: func.func @uns_big() -> i32 {
// CHECK:         %[[LB:.*]] = arith.constant 4294967290 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 4294967295 : index
// CHECK-NEXT:    %[[ST:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args
unsigned uns_big(void) { unsigned c = 0; for (unsigned i = 4294967290u; i < 4294967295u; i++) c++; return c; }

// i > 0; i--: j = n - i runs from 0 to n - 0, i = n - trunc(j).
// CHECK-LABEL: func.func @down_gt(%arg0: i32) -> i32 {
// CHECK:         %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[ST:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %{{.*}} = scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%{{.*}} = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[JT:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:      %[[I:.*]] = arith.subi %arg0, %[[JT]] : i32
int down_gt(int n) { int s = 0; for (int i = n; i > 0; i--) s = s * 3 + i; return s; }

// i >= -2; i -= 2, i used after the loop: ub = n - (-2) + 1, step 2, the last i carried.
// CHECK-LABEL: func.func @down_ge(%arg0: i32) -> i32 {
// CHECK:         %[[HI:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[LO:.*]] = arith.constant -2 : index
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[HI]], %[[LO]] : index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.addi %[[D]], %[[ONE]] : index
// CHECK-NEXT:    %[[ST:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %{{.*}}:2 = scf.for %{{.*}} = %{{.*}} to %[[UB]] step %[[ST]] iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %arg0) -> (i32, i32) {
int down_ge(int n) { int s = 0, i; for (i = n; i >= -2; i -= 2) s = s * 3 + i; return s * 100 + i; }

// unsigned i > 0 and i != 0 counting down: zero-extended.
// CHECK-LABEL: func.func @down_u(%arg0: i32) -> i32 {
// CHECK:         arith.index_castui %arg0 : i32 to index
// CHECK:         scf.for
unsigned down_u(unsigned n) { unsigned s = 0; for (unsigned i = n; i > 0; i--) s = s * 3 + i; return s; }
// CHECK-LABEL: func.func @down_une(%arg0: i32) -> i32 {
// CHECK:         arith.index_castui %arg0 : i32 to index
// CHECK:         scf.for
unsigned down_une(unsigned n) { unsigned s = 0; for (unsigned i = n; i != 0; i--) s = s * 5 + i; return s; }

// i != 10 from 0 step 1: the same as i < 10.
// CHECK-LABEL: func.func @ne_const() -> i32 {
// CHECK:         %[[TEN:.*]] = arith.constant 10 : i32
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[TEN]] step
int ne_const(void) { int s = 0; for (int i = 0; i != 10; i++) s += i; return s; }

// i != 10 stepping by 2 from 0 (10 - 0 is a multiple of 2), a long counter with a bound that is a
// constant expression, a char compared after promotion to int, an unsigned compared with a long,
// and a bound carried unchanged: all scf.for.
// CHECK-LABEL: func.func @ne_step2() -> i32 {
// CHECK:         scf.for
// CHECK-LABEL: func.func @long_le() -> i64 {
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i64)  : i64 {
// CHECK-LABEL: func.func @char_le() -> i32 {
// CHECK:         %[[UB:.*]] = arith.constant 123 : i8
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[UB]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)  : i8 {
// CHECK-LABEL: func.func @uns_vs_long() -> i32 {
// CHECK:         scf.for
// CHECK-LABEL: func.func @carried_bound(%arg0: i32) -> i32 {
// CHECK:         scf.for %{{.*}} = %{{.*}} to %arg0 step
int ne_step2(void) { int n = 0; for (int i = 0; i != 10; i += 2) n++; return n; }
long long_le(void) { long n = 0; for (long l = -5; l <= 5; l += 5) n += l; return n; }
int char_le(void) { int cnt = 0; char ch; for (ch = 'a'; ch <= 'z'; ch++) cnt += ch; return cnt; }
int uns_vs_long(void) { int s = 0; unsigned u; for (u = 0; u < 10L; u++) s += u; return s; }
int carried_bound(int n) { int s = 0, i, j; for (i = 0, j = n; i < j; i++) s += i; return s; }

// Not provably counted: i > n counting up (the while from up_inv is the only other one).
// CHECK-LABEL: func.func @not_counted(%arg0: i32) -> i32 {
// CHECK-NOT:     scf.for
// CHECK:         scf.while
int not_counted(int n) { int s = 0; for (int i = 0; i > n; i++) { s += i; if (s > 100) break; } return s; }


// OUT: 0 0 0 0 0 5 0 -3 34 11 45 105
// OUT-NEXT: 0 0 0 0 0 5 0 -103 34 11 45 105
// OUT-NEXT: 0 1 3 2 0 5 1 197 1 1 45 0
// OUT-NEXT: 3 6 3 6 3 5 34 2897 34 86 45 0
// OUT-NEXT: 10 15 9 12 10 5 547 16397 547 3711 45 0
// OUT-NEXT: 21 28 18 20 21 5 7108 73097 7108 131836 45 0
// OUT-NEXT: 36 45 18 30 36 5 83653 291797 83653 4272461 45 0
// OUT-NEXT: 55 66 30 42 55 5 930022 1093697 930022 131225586 45 0
int printf(const char *, ...);
int main(void) {
  for (int n = -3; n < 12; n += 2)
    printf("%d %d %d %d %u %u %d %d %u %u %d %d\n", up_lt(n), up_le(n), up_step(n), up_inv(n, 2) + up_inv(n < 0 ? n : 0, -5),
           uns_lt(n < 0 ? 0 : n), uns_big(), down_gt(n), down_ge(n), down_u(n < 0 ? 3 : n),
           down_une(n < 0 ? 2 : n), ne_const(), not_counted(n));
  return 0;
}
