// GNU `&&l1 - &&l0` in a static initializer: #cir.label_diff in cir; on the direct path clang's constant
// expression `trunc (sub (ptrtoint blockaddress, ptrtoint blockaddress))`; on the scf path (no
// llvm.blockaddress in MLIR 19) the difference of the labels' dispatch numbers, which `&&l0 + d` then
// turns back into l1's number.
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF

// CIR: cir.global internal @f.off : !cir.array<!s32i x 2> = #cir.const_array<[#cir.label_diff<@f, "b", "a"> : !s32i, #cir.label_diff<@f, "a", "b"> : !s32i]>
// CIR: cir.global internal @f.wide{{(.[0-9]+)?}} : !s64i = #cir.label_diff<@f, "b", "a"> : !s64i

// LL: @f.off = internal global [2 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@f, %[[B:[a-z0-9]+]]) to i64), i64 ptrtoint (ptr blockaddress(@f, %[[A:[a-z0-9]+]]) to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr blockaddress(@f, %[[A]]) to i64), i64 ptrtoint (ptr blockaddress(@f, %[[B]]) to i64)) to i32)]
// LL: @f.wide{{(.[0-9]+)?}} = internal global i64 sub (i64 ptrtoint (ptr blockaddress(@f, %[[B]]) to i64), i64 ptrtoint (ptr blockaddress(@f, %[[A]]) to i64))
// LL-LABEL: define {{.*}}i32 @f(
// LL: %[[BASE:.+]] = getelementptr inbounds i8, ptr blockaddress(@f, %[[A]]), i64 %{{.+}}
// LL: %[[DEST:.+]] = getelementptr inbounds i8, ptr %[[BASE]], i64 %{{.+}}
// LL: indirectbr ptr %[[DEST]], [label %{{.+}}, label %{{.+}}]
// LL: [[A]]:
// LL-NEXT: ret i32 10
// LL: [[B]]:
// LL-NEXT: ret i32 20

// The labels are numbered 1 (a) and 2 (b): the differences are 1 and -1.
// SCF: llvm.mlir.global internal @f.off(dense<[1, -1]> : tensor<2xi32>)
// SCF: llvm.mlir.global internal @f.wide{{(.[0-9]+)?}}(1 : i64)
int f(int i) {
    static const int off[] = { &&b - &&a, &&a - &&b };
    static long wide = &&b - &&a;
    goto *(&&a + off[i] + (wide - wide));
a:  return 10;
b:  return 20;
}
