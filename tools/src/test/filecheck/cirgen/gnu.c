// Bit-fields, statement expressions and bit-counting builtins.
// RUN: jcirc %s -emit-cir | FileCheck %s

struct B { signed a : 5; unsigned b : 27; _Bool h : 1; };

// CHECK-LABEL: cir.func @bits(
// CHECK:         cir.set_bitfield(%{{.+}} : !cir.ptr<!u8i>, %{{.+}} : !s32i) bitfield("a", storage !u8i, offset 0, size 5, signed) -> !s32i
// CHECK:         cir.get_bitfield(%{{.+}} : !cir.ptr<!u32i>) bitfield("b", storage !u32i, offset 5, size 27, unsigned) -> !s32i
// CHECK:         cir.get_bitfield(%{{.+}} : !cir.ptr<!u8i>) bitfield("h", storage !u8i, offset 0, size 1, unsigned) -> !u8i
// CHECK:         cir.cast(int_to_bool, %{{.+}} : !u8i), !cir.bool
int bits(struct B *p) { p->a = 3; return p->b + p->h; }

// CHECK-LABEL: cir.func @stmtexpr(
// CHECK:         %[[Y:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["y", init]
// CHECK:         %[[V:.+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["stmtexpr", init]
// CHECK:         cir.scope {
// CHECK:           cir.store %{{.+}}, %[[Y]]
// CHECK:           cir.binop(add,
// CHECK:           cir.store %{{.+}}, %[[V]]
// CHECK:         }
// CHECK:         cir.load %[[V]]
int stmtexpr(int x) { return ({ int y = x * 2; y + 1; }); }

// CHECK-LABEL: cir.func @counts(
// CHECK:         cir.bit.clz(%{{.+}} : !u32i) : !s32i
// CHECK:         cir.bit.ctz(%{{.+}} : !u64i) : !s32i
// CHECK:         cir.bit.popcount(%{{.+}} : !u32i) : !s32i
// CHECK:         cir.bswap(%{{.+}} : !u32i) : !u32i
// CHECK:         cir.fabs %{{.+}} : !cir.double
int counts(unsigned x, unsigned long y, double d) {
    return __builtin_clz(x) + __builtin_ctzl(y) + __builtin_popcount(x) + (int)__builtin_bswap32(x) + (int)__builtin_fabs(d);
}
