// At -O1 and above, as clang-19 for C: every argument that is one whole C scalar (and the pointer of a
// struct passed byval) is noundef, in definitions, declarations and at calls (fixed and indirect; not
// variadic arguments, unlike clang: gcc does not treat an uninitialized one as undefined, torture pr79286);
// a definition's char/short/_Bool parameters are signext/zeroext (callers extend them).
// Pieces of a struct passed in registers (they may hold padding) and results get neither; -O0 none.
// RUN: jcirc %s -O2 -emit-cir -o %t.cir
// RUN: FileCheck %s --check-prefix=CIR < %t.cir
// RUN: jcirc %t.cir -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %t.cir -fcir-direct -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -O0 -S -emit-llvm -o - | FileCheck %s --check-prefix=O0
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT
// O0-NOT: {{ noundef}}

struct P { char c; int i; };
struct Q { long a, b, c; };

// CIR: cir.func @f({{.*}}) -> !s32i attributes {arg_attrs = [{llvm.noundef}, {llvm.noundef, llvm.signext}, {llvm.noundef, llvm.zeroext}, {llvm.noundef}, {llvm.noundef}, {}, {llvm.align = 8 : i64, llvm.byval = !ty_struct_Q, llvm.noundef}, {llvm.noundef, llvm.zeroext}]}
// CHECK-LABEL: define i32 @f(i32 noundef %arg0, i8 noundef signext %arg1, i1 noundef zeroext %arg2, double noundef %arg3, ptr noundef %arg4, i64 %arg5, ptr align 8 byval({ i64, i64, i64 }) noundef %arg6, i16 noundef zeroext %arg7)
int f(int a, char c, _Bool b, double d, int *p, struct P s, struct Q q, unsigned short us) {
    return a + c + b + (int)d + *p + s.i + (int)q.c + us;
}

// CHECK-LABEL: define i64 @g()
struct P g(void) { struct P p = {1, 2}; return p; }

void v(int n, ...) {}

// CHECK-LABEL: define i32 @k(
// CHECK: call void (i32, ...) @v(i32 noundef {{[^,]*}}, double {{[^n][^,]*}}, i32 {{[^n][^,]*}})
// CHECK: %[[P:.*]] = call i64 @g()
// CHECK: call i32 @f(i32 noundef {{[^,]*}}, i8 noundef signext {{[^,]*}}, i1 noundef zeroext {{[^,]*}}, double noundef {{[^,]*}}, ptr noundef %{{[^,]*}}, i64 %{{[^,]*}}, ptr align 8 byval({ i64, i64, i64 }) noundef %{{[^,]*}}, i16 noundef zeroext {{[^,]*}})
// CHECK: call i32 %{{.*}}(i32 noundef 3)
int k(int (*fp)(int)) {
    int x = 5;
    v(1, 2.0, (char)3);
    return f(1, 2, 1, 1.0, &x, g(), (struct Q){0, 0, 7}, 4) + fp(3);
}

static int twice(int x) { return 2 * x; }

int main(void) {
    // OUT: 29
    __builtin_printf("%d\n", k(twice));
    return 0;
}
