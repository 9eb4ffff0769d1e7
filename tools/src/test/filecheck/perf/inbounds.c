// Pointer arithmetic stays inside its array object (C 6.5.6p8) and members inside their struct:
// a[i], p + i and s->m are getelementptr inbounds, as clang-19 emits them; not over a null or
// integer-made base (the offsetof idiom &((T *)0)->m, where LLVM would make the offset poison).
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT

struct S { int a; double b[4]; };

// CHECK-LABEL: define double @member(ptr %arg0, i32 %arg1)
// CHECK: %[[B:.*]] = getelementptr inbounds { i32, [4 x double] }, ptr %{{.*}}, i32 0, i32 1
// CHECK: %[[E:.*]] = getelementptr inbounds double, ptr %[[B]], i64 %{{.*}}
// CHECK: load double, ptr %[[E]]
double member(struct S *s, int i) { return s->b[i]; }

// CHECK-LABEL: define ptr @step(ptr %arg0, i64 %arg1)
// CHECK: %[[P:.*]] = getelementptr inbounds i32, ptr %{{.*}}, i64 %{{.*}}
// CHECK: ret ptr %[[P]]
int *step(int *p, long n) { return p + n; }

// CHECK-LABEL: define i64 @off()
// CHECK: %[[M:.*]] = getelementptr { i32, [4 x double] }, ptr null, i32 0, i32 1
// CHECK: getelementptr double, ptr %[[M]], i64
unsigned long off(void) { return (unsigned long)&((struct S *)0)->b[2]; }

int main(void) {
    struct S s = {1, {0.5, 1.5, 2.5, 3.5}};
    int a[4] = {1, 2, 3, 4};
    // OUT: 2.5 4 24
    __builtin_printf("%g %d %lu\n", member(&s, 2), *step(a, 3), off());
    return 0;
}
