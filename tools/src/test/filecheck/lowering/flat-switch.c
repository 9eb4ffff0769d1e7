// A switch that cir-flatten-cfg lowers (every switch with -fcir-direct; on the default path a switch in a function
// whose gotos cross it) is one cir.switch.flat, then one llvm.switch: small case ranges give their values, a range
// wider than 64 values is tested on the way to the default (as clang does); a 128-bit condition keeps a compare chain.
// RUN: jcirc %s -fcir-direct -O0 -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -O0 -S -emit-llvm -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -fcir-direct -O0 -o %t && %t

// CHECK-LABEL: define {{.*}}i32 @f(
// CHECK-NOT: icmp eq
// CHECK: switch i32 %{{v[0-9]+|arg0}}, label %[[RANGES:bb[0-9]+]] [
// CHECK-NEXT: i32 1, label %[[A:bb[0-9]+]]
// CHECK-NEXT: i32 -3, label %[[B:bb[0-9]+]]
// CHECK-NEXT: i32 5, label %[[C:bb[0-9]+]]
// CHECK-NEXT: i32 6, label %[[C]]
// CHECK-NEXT: i32 7, label %[[C]]
// CHECK-NEXT: ]
// CHECK: [[RANGES]]:
// CHECK-NEXT: icmp sge i32 %{{.*}}, 100
// CHECK: icmp sle i32 %{{.*}}, 900
// CHECK-NOT: icmp eq
// CHECK: {{^}}}
// SCF-LABEL: define {{.*}}i32 @f(
// SCF: switch i32 %{{v[0-9]+}}, label %{{bb[0-9]+}} [
// SCF-NEXT: i32 1, label
// SCF-NOT: icmp eq
// SCF: {{^}}}
int f(int x, int n) {
    int r = 0;
again:
    switch (x) {
    case 1: r += 1; break;
    case -3: r += 2; /* fall through */
    case 5 ... 7: r += 3; break;
    case 100 ... 900: r += 4; if (n-- > 0) { x = 1; goto again; } break;
    default: r += 5;
    }
    return r;
}

// CHECK-LABEL: define {{.*}}i32 @wide(
// CHECK-NOT: switch
// CHECK: icmp eq i128
// CHECK: icmp eq i128
// CHECK: {{^}}}
int wide(__int128 v) {
    switch (v) {
    case 1: return 1;
    case -2: return 2;
    }
    return 0;
}

int main(void) {
    if (f(1, 0) != 1 || f(-3, 0) != 5 || f(6, 0) != 3 || f(500, 1) != 5 || f(500, 0) != 4 || f(8, 0) != 5) return 1;
    if (wide(1) != 1 || wide(-2) != 2 || wide(3) != 0) return 2;
    return 0;
}
