// TBAA (C 6.5p7, effective types): at -O1 and above scalar loads and stores of C lvalues carry
// clang-19's tags (the same nodes as `clang-19 -O2 -S -emit-llvm` for this file): scalar types by
// name with signedness folded, every character type "omnipotent char", every pointer "any pointer",
// enums as their underlying type; member accesses the struct path (base struct, access type, offset
// in the outermost struct); unions, vectors and char accesses "omnipotent char"; a struct with a
// flexible array member is no base type. CIRGen makes the tags (cir.load/cir.store {tbaa = [...]}),
// both paths carry them to llvm.load/llvm.store and the writer to !tbaa. The IR before opt comes from
// the -O2 cir compiled at -O0 (no opt), on both paths; then after opt -O2; -O0 and -fno-strict-aliasing
// have none.
// RUN: jcirc %s -O2 -emit-cir -o %t.cir
// RUN: FileCheck %s --check-prefix=CIR < %t.cir
// RUN: jcirc %t.cir -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %t.cir -fcir-direct -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=OPT
// RUN: jcirc %s -O2 -emit-scf -o - | mlir-opt --verify-each > /dev/null
// RUN: jcirc %s -O0 -S -emit-llvm -o - | FileCheck %s --check-prefix=NONE
// RUN: jcirc %s -O2 -fno-strict-aliasing -S -emit-llvm -o - | FileCheck %s --check-prefix=NONE
// RUN: jcirc %s -O2 -fno-strict-aliasing -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=NONE
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT
// NONE-NOT: !tbaa

struct In { short a; int b; };
struct S { char c; int i; long l; struct In in; int arr[4]; unsigned u; void *p; };
union U { int i; float f; int arr[2]; struct In in; };
struct F { int n; int data[]; };
typedef float v4 __attribute__((vector_size(16)));
enum E { A, B };

// CIR-LABEL: cir.func @scalars(
// CIR: cir.store %{{.*}}, %{{.*}} {tbaa = [#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, access_type = #llvm.tbaa_type_desc<id = "int", {{.*}}, offset = 0>]} : !s32i, !cir.ptr<!s32i>

// CHECK-LABEL: define i32 @scalars(
// CHECK: store i32 1, ptr %{{.*}}, align 4, !tbaa ![[INT:[0-9]+]]
// CHECK: store float 2.0, ptr %{{.*}}, align 4, !tbaa ![[FLOAT:[0-9]+]]
// CHECK: store i64 {{.*}}, ptr %{{.*}}, align 8, !tbaa ![[LONG:[0-9]+]]
// CHECK: store i64 {{.*}}, ptr %{{.*}}, align 8, !tbaa ![[LLONG:[0-9]+]]
// CHECK: store i32 1, ptr %{{.*}}, align 4, !tbaa ![[INT]]
// CHECK: store i1 {{.*}}, ptr %{{.*}}, align 1, !tbaa ![[BOOL:[0-9]+]]
// CHECK: load ptr, ptr %{{.*}}, align 8, !tbaa ![[PTR:[0-9]+]]
// CHECK: store i32 5, ptr %{{.*}}, align 4, !tbaa ![[INT]]
// CHECK: load i32, ptr %{{.*}}, align 4, !tbaa ![[INT]]
int scalars(int *p, float *q, unsigned long *ul, long long *ll, enum E *e, _Bool *b, int **pp) {
    *p = 1; *q = 2.0f; *ul = 3; *ll = 4; *e = B; *b = 1; **pp = 5;
    return *p;
}

// CHECK-LABEL: define void @chars(
// CHECK: store i8 {{.*}}, ptr %{{.*}}, align 1, !tbaa ![[CHAR:[0-9]+]]
// CHECK: store i8 {{.*}}, ptr %{{.*}}, align 1, !tbaa ![[CHAR]]
// CHECK: store i8 {{.*}}, ptr %{{.*}}, align 1, !tbaa ![[CHAR]]
void chars(char *c, signed char *sc, unsigned char *uc) { *c = 1; *sc = 2; *uc = 3; }

// CHECK-LABEL: define i32 @members(
// CHECK: store i32 1, ptr %{{.*}}, align 4, !tbaa ![[S_I:[0-9]+]]
// CHECK: store i64 {{.*}}, ptr %{{.*}}, align 8, !tbaa ![[S_L:[0-9]+]]
// CHECK: store i32 3, ptr %{{.*}}, align 4, !tbaa ![[S_IN_B:[0-9]+]]
// CHECK: store i32 4, ptr %{{.*}}, align 4, !tbaa ![[INT]]
// CHECK: store i8 {{.*}}, ptr %{{.*}}, align 1, !tbaa ![[S_C:[0-9]+]]
// CHECK: store i32 6, ptr %{{.*}}, align 4, !tbaa ![[S_U:[0-9]+]]
// CHECK: store ptr null, ptr %{{.*}}, align 8, !tbaa ![[S_P:[0-9]+]]
// CHECK: store i16 {{.*}}, ptr %{{.*}}, align 2, !tbaa ![[S_IN_A:[0-9]+]]
// CHECK: load i16, ptr %{{.*}}, align 2, !tbaa ![[S_IN_A]]
int members(struct S *s, struct S *t, int i) {
    s->i = 1; s->l = 2; s->in.b = 3; s->arr[i] = 4; s->c = 5; s->u = 6; s->p = 0;
    t[i].in.a = 7;
    return s->in.a;
}

// union members (and their members and array elements) alias everything
// CHECK-LABEL: define float @unions(
// CHECK: store i32 1, ptr %{{.*}}, align 4, !tbaa ![[CHAR]]
// CHECK: store i32 2, ptr %{{.*}}, align 4, !tbaa ![[CHAR]]
// CHECK: store i32 3, ptr %{{.*}}, align 4, !tbaa ![[CHAR]]
// CHECK: load float, ptr %{{.*}}, align 4, !tbaa ![[CHAR]]
float unions(union U *u) { u->i = 1; u->arr[1] = 2; u->in.b = 3; return u->f; }

// CHECK-LABEL: define i32 @flexible(
// CHECK: store i32 1, ptr %{{.*}}, align 4, !tbaa ![[INT]]
// CHECK: store i32 2, ptr %{{.*}}, align 4, !tbaa ![[INT]]
int flexible(struct F *f, int i) { f->n = 1; f->data[i] = 2; return f->n; }

// CHECK-LABEL: define <4 x float> @vectors(
// CHECK: load <4 x float>, ptr %{{.*}}, align 16, !tbaa ![[CHAR]]
v4 vectors(v4 *v) { return *v + 1; }

// CHECK-DAG: ![[ROOT:[0-9]+]] = !{!"Simple C/C++ TBAA"}
// CHECK-DAG: ![[CHARD:[0-9]+]] = !{!"omnipotent char", ![[ROOT]], i64 0}
// CHECK-DAG: ![[CHAR]] = !{![[CHARD]], ![[CHARD]], i64 0}
// CHECK-DAG: ![[INTD:[0-9]+]] = !{!"int", ![[CHARD]], i64 0}
// CHECK-DAG: ![[INT]] = !{![[INTD]], ![[INTD]], i64 0}
// CHECK-DAG: ![[FLOATD:[0-9]+]] = !{!"float", ![[CHARD]], i64 0}
// CHECK-DAG: ![[FLOAT]] = !{![[FLOATD]], ![[FLOATD]], i64 0}
// CHECK-DAG: ![[LONGD:[0-9]+]] = !{!"long", ![[CHARD]], i64 0}
// CHECK-DAG: ![[LONG]] = !{![[LONGD]], ![[LONGD]], i64 0}
// CHECK-DAG: ![[LLONGD:[0-9]+]] = !{!"long long", ![[CHARD]], i64 0}
// CHECK-DAG: ![[LLONG]] = !{![[LLONGD]], ![[LLONGD]], i64 0}
// CHECK-DAG: ![[BOOLD:[0-9]+]] = !{!"_Bool", ![[CHARD]], i64 0}
// CHECK-DAG: ![[BOOL]] = !{![[BOOLD]], ![[BOOLD]], i64 0}
// CHECK-DAG: ![[PTRD:[0-9]+]] = !{!"any pointer", ![[CHARD]], i64 0}
// CHECK-DAG: ![[PTR]] = !{![[PTRD]], ![[PTRD]], i64 0}
// CHECK-DAG: ![[SHORTD:[0-9]+]] = !{!"short", ![[CHARD]], i64 0}
// CHECK-DAG: ![[IND:[0-9]+]] = !{!"In", ![[SHORTD]], i64 0, ![[INTD]], i64 4}
// CHECK-DAG: ![[SD:[0-9]+]] = !{!"S", ![[CHARD]], i64 0, ![[INTD]], i64 4, ![[LONGD]], i64 8, ![[IND]], i64 16, ![[CHARD]], i64 24, ![[INTD]], i64 40, ![[PTRD]], i64 48}
// CHECK-DAG: ![[S_I]] = !{![[SD]], ![[INTD]], i64 4}
// CHECK-DAG: ![[S_L]] = !{![[SD]], ![[LONGD]], i64 8}
// CHECK-DAG: ![[S_IN_B]] = !{![[SD]], ![[INTD]], i64 20}
// CHECK-DAG: ![[S_C]] = !{![[SD]], ![[CHARD]], i64 0}
// CHECK-DAG: ![[S_U]] = !{![[SD]], ![[INTD]], i64 40}
// CHECK-DAG: ![[S_P]] = !{![[SD]], ![[PTRD]], i64 48}
// CHECK-DAG: ![[S_IN_A]] = !{![[SD]], ![[SHORTD]], i64 16}

// After opt -O2 the tags are still there, and the int store cannot change the float: returned as stored.
// OPT-LABEL: define {{.*}}float @keep(
// OPT: store i32 1, ptr %{{.*}}, !tbaa
// OPT: ret float 2.0
float keep(float *f, int *i) { *f = 2.0f; *i = 1; return *f; }

int main(void) {
    struct S s[2] = {0};
    union U u;
    float f;
    int n;
    // OUT: 7 2 4
    int m = members(&s[0], s, 0);
    float k = keep(&f, &n);
    __builtin_printf("%d %g %d\n", m, k, s[0].arr[0]);
    // OUT: 0x1p-149 3
    float x = unions(&u);
    __builtin_printf("%a %d\n", x, u.in.b);
    return 0;
}
