// Members of packed records (attribute and #pragma pack) are accessed with the alignment their
// address is known to have; naturally aligned accesses carry no alignment attribute. The LLVM IR
// of both paths says `align 1`.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-cir | jcir-opt - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL

struct __attribute__((packed)) P { char c; int i; unsigned a : 3; unsigned b : 20; long l; };
#pragma pack(push, 2)
struct Q { char c; long l; };
#pragma pack(pop)
struct O { char x; struct Q q; int n; };

// CHECK-LABEL: cir.func @members(
// CHECK:         cir.store %{{.+}}, %{{.+}} {alignment = 1 : i64} : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.set_bitfield(%{{.+}} : !cir.ptr<!u24i>, %{{.+}} : !s32i) bitfield("b", storage !u24i, offset 3, size 20, unsigned) -> !s32i {alignment = 1 : i64}
// CHECK:         cir.load %{{.+}} : !cir.ptr<!s64i>, !s64i {alignment = 1 : i64}
// LL-LABEL: define {{.*}}i32 @members(
// LL:         store i32 {{.+}}, ptr %{{.+}}, align 1
// LL:         load i24, ptr %{{.+}}, align 1
// LL:         load i64, ptr %{{.+}}, align 1
int members(struct P *p) { p->i = 5; p->b = 7; return p->i + p->b + (int)p->l; }

// pack(2): the long is 2-aligned; through an enclosing unpacked record as well.
// CHECK-LABEL: cir.func @nested(
// CHECK:         cir.store %{{.+}}, %{{.+}} {alignment = 2 : i64} : !s64i, !cir.ptr<!s64i>
// CHECK:         cir.store %{{.+}}, %{{.+}} : !s32i, !cir.ptr<!s32i>
// LL-LABEL: define {{.*}}i64 @nested(
// LL:         store i64 {{.+}}, ptr %{{.+}}, align 2
// LL:         store i32 {{.+}}, ptr %{{.+}}, align 4
long nested(struct O *o) { o->q.l = 3; o->n = 4; return o->q.l; }
