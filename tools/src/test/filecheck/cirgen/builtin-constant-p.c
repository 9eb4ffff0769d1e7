// __builtin_constant_p of a value that is not a constant now becomes llvm.is.constant on that
// value (BuiltinConstantP), which LLVM folds after inlining (-O2) or to false (-O0), as clang does;
// constants fold to 1, pointers and arguments with side effects to 0 without evaluating them.
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s --check-prefix=OPT

// CIR-LABEL: cir.func @param(
// CIR: %[[X:.*]] = cir.load %{{.*}} : !cir.ptr<!s32i>, !s32i
// CIR: %[[B:.*]] = cir.call @llvm.is.constant.i32(%[[X]]) : (!s32i) -> !cir.bool
// CIR: %[[I:.*]] = cir.cast(bool_to_int, %[[B]] : !cir.bool), !s32i
// CIR: cir.return
// LLVM-LABEL: define i32 @param(i32
// LLVM: %[[B:.*]] = call i1 @llvm.is.constant.i32(i32 %[[X:.*]])
// LLVM: zext i1 %[[B]] to i32
int param(int x) { return __builtin_constant_p(x); }

// CIR-LABEL: cir.func @kinds(
// CIR: cir.call @llvm.is.constant.f64(%{{.*}}) : (!cir.double) -> !cir.bool
// CIR: cir.call @llvm.is.constant.i8(%{{.*}}) : (!s8i) -> !cir.bool
// CIR-NOT: cir.call @llvm.is.constant
// CIR: cir.return
int kinds(double d, char c, int *p, int n) {
    return __builtin_constant_p(d * 2) + __builtin_constant_p(c) + __builtin_constant_p(p) + __builtin_constant_p(n++)
           + __builtin_constant_p(3 + 4);
}

// after inlining the argument is the constant 7: -O2 folds the call to 1
// OPT-LABEL: define {{.*}}i32 @caller(
// OPT-NEXT: {{.*}}:
// OPT-NEXT: ret i32 1
static inline int inl(int x) { return __builtin_constant_p(x); }
int caller(void) { return inl(7); }
