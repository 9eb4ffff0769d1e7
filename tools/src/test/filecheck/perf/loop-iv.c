// The scf path keeps C's nsw on a loop's step: scf-uplift-while-to-for marks the scf.for
// (jcirc.iv_nsw) when its iv steps exactly as C's signed i += s, and convert-scf-to-cf gives the
// increment nsw, so LLVM widens the iv and vectorizes as for clang's loop. An unsigned iv does not.
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s --check-prefix=DIRECT
// RUN: jcirc %s -O2 -o %t && %t | FileCheck %s --check-prefix=OUT

// SCF-LABEL: func.func @sum2
// SCF: scf.for %[[I:.*]] = %{{.*}} to %arg1 step %{{.*}} iter_args(%{{.*}}) -> (i64)  : i32 {
// SCF: } {jcirc.iv_nsw}
// CHECK-LABEL: define i64 @sum2(ptr %arg0, i32 %arg1)
// CHECK: %[[IV:.*]] = phi i32
// CHECK: icmp slt i32 %[[IV]], %arg1
// CHECK: add nsw i32 %[[IV]], 2
// DIRECT-LABEL: define i64 @sum2(
// DIRECT: add nsw i32 %{{.*}}, 2
long sum2(int *a, int n) {
    long s = 0;
    for (int i = 0; i < n; i += 2) s += a[i];
    return s;
}

// SCF-LABEL: func.func @usum
// SCF-NOT: jcirc.iv_nsw
// SCF: return
// CHECK-LABEL: define i64 @usum(
// CHECK-NOT: nsw
// CHECK: ret i64
long usum(unsigned char *a, unsigned n) {
    unsigned long s = 0;
    for (unsigned i = 0; i < n; i += 3) s += a[i];
    return (long)s;
}

int main(void) {
    int a[101];
    unsigned char b[101];
    for (int i = 0; i < 101; i++) { a[i] = i - 50; b[i] = (unsigned char)(i * 7); }
    // OUT: 0 4101
    __builtin_printf("%ld %ld\n", sum2(a, 101), usum(b, 101));
    return 0;
}
