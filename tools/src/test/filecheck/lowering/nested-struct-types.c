// A literal LLVM struct type that holds another struct gets a name (%struct.N = type {...}), so
// struct S40 { struct S39 a, b; } is spelled in a line, not with 2^40 copies of its innermost
// member (the LLVM IR writer used to spell literal types in full: exponential time and memory).
// Flat structs stay literal. Structurally equal nested structs share one name.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s
// -emit-scf gives the same types aliases (!struct, !struct1, ...; the llvm dialect's alias hook):
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// SCF: ![[A1:struct[0-9]*]] = !llvm.struct<(struct<(i32)>, struct<(i32)>)>
// SCF-NEXT: ![[A2:struct[0-9]*]] = !llvm.struct<(![[A1]], ![[A1]])>
// SCF-NEXT: ![[A3:struct[0-9]*]] = !llvm.struct<(![[A2]], ![[A2]])>
// SCF-NOT: struct<(struct<(struct<
#define PAIR(n, m) struct S##n { struct S##m a, b; };
struct S0 { int v; };
PAIR(1, 0) PAIR(2, 1) PAIR(3, 2) PAIR(4, 3) PAIR(5, 4) PAIR(6, 5) PAIR(7, 6) PAIR(8, 7) PAIR(9, 8) PAIR(10, 9)
PAIR(11, 10) PAIR(12, 11) PAIR(13, 12) PAIR(14, 13) PAIR(15, 14) PAIR(16, 15) PAIR(17, 16) PAIR(18, 17) PAIR(19, 18)
PAIR(20, 19) PAIR(21, 20) PAIR(22, 21) PAIR(23, 22) PAIR(24, 23) PAIR(25, 24) PAIR(26, 25) PAIR(27, 26) PAIR(28, 27)
PAIR(29, 28) PAIR(30, 29) PAIR(31, 30) PAIR(32, 31) PAIR(33, 32) PAIR(34, 33) PAIR(35, 34) PAIR(36, 35) PAIR(37, 36)
PAIR(38, 37) PAIR(39, 38) PAIR(40, 39)
struct Flat { int x; double y; };
struct Other { struct S0 p, q; };
struct Flat f;
struct S1 s1;
struct Other o;
int deep(struct S4 *p) { return p->a.b.a.b.v; }
struct S40 *big(struct S40 *p) { return p + 1; }
// CHECK: %[[S1:struct\.[0-9]+]] = type { { i32 }, { i32 } }
// CHECK: %[[S2:struct\.[0-9]+]] = type { %[[S1]], %[[S1]] }
// CHECK: %[[S3:struct\.[0-9]+]] = type { %[[S2]], %[[S2]] }
// CHECK-DAG: @f = global { i32, double } zeroinitializer
// CHECK-DAG: @s1 = global %[[S1]] zeroinitializer
// CHECK-DAG: @o = global %[[S1]] zeroinitializer
// CHECK: define i32 @deep(
// CHECK: define ptr @big(
// CHECK: getelementptr {{(inbounds )?}}%[[S40:struct\.[0-9]+]], ptr %{{.*}}, i64
