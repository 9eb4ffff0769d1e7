// Computed gotos on the scf path share one dispatch per function (cir-raise-to-scf's IndirectGotoDispatch): each
// `goto *p` stores the label's number in the function's dispatch slot and jumps to the dispatch, which compares the
// number with the 4 labels once; before, each of the 5 gotos had its own 4 compares (n gotos × n labels blocks).
// The dispatch (a switch in a flattened function) is one `switch i64` with a case per label, not a compare per label.
// Labels of a statement expression's own (__label__) are a second set of targets: a second dispatch.
// RUN: jcirc %s -O0 -S -emit-llvm -o - | FileCheck %s

// CHECK-LABEL: define {{.*}}i32 @run(
// CHECK-NOT: icmp eq i64
// CHECK: switch i64 %{{v[0-9]+}}, label %{{bb[0-9]+}} [
// CHECK-NEXT: i64 1, label
// CHECK-NEXT: i64 2, label
// CHECK-NEXT: i64 3, label
// CHECK-NEXT: i64 4, label
// CHECK-NEXT: ]
// CHECK-NOT: switch i64
// CHECK-NOT: icmp eq i64
// CHECK: {{^}}}
int run(const unsigned char *pc, int x) {
    static const void *const tab[] = { &&add, &&sub, &&dbl, &&end };
    goto *tab[*pc++];
add: x += 1; goto *tab[*pc++];
sub: x -= 3; goto *tab[*pc++];
dbl: { int y = x * 2; x = y; } goto *tab[*pc++];
end: return x;
}

// CHECK-LABEL: define {{.*}}i32 @two(
// CHECK: %[[S1:v[0-9]+]] = alloca i64
// CHECK: %[[S2:v[0-9]+]] = alloca i64
// CHECK-DAG: load i64, ptr %[[S1]]
// CHECK-DAG: load i64, ptr %[[S2]]
// CHECK: {{^}}}
#define PICK(v) ({ __label__ lo, hi, out; static const void *t[] = { &&lo, &&hi }; int r_; \
    goto *t[(v) > 10]; lo: r_ = (v) * 2; goto out; hi: r_ = (v) - 10; out: r_; })
int two(int a, int b) {
    int p = PICK(a);
    int q = PICK(b);
    return p * 100 + q;
}
