// _BitInt(N > 128) as clang-19 on x86-64: stored as whole 8-byte limbs aligned to 8, loaded and
// stored as i(64 * limbs) and truncated/extended, passed byval and returned via sret, on both paths.
// RUN: jcirc -std=c23 -S -emit-llvm %s -o - | FileCheck %s
// RUN: jcirc -std=c23 -fcir-direct -S -emit-llvm %s -o - | FileCheck %s
#include "Inputs/bitint-literals.h"
// decimal literals wider than 128 bits, in a header the C23 rewriter had skipped (no colon in it)
// CHECK-DAG: @big_literal = internal global [5 x i64] [i64 1, i64 0, i64 1, i64 0, i64 0], align 8
// CHECK-DAG: @neg_literal = internal global [4 x i64] [i64 1199228034047877255, i64 1934386854375478637, i64 -362807, i64 -1], align 8
unsigned _BitInt(300) *use_big = &big_literal;
_BitInt(200) *use_neg = &neg_literal;

typedef _BitInt(129) s129;
typedef unsigned _BitInt(300) u300;
struct S { char c; s129 x; short h; };

s129 g = -2;
// CHECK: @g = global [3 x i64] [i64 -2, i64 -1, i64 -1], align 8
struct S gs = {1, 5, 3};
// CHECK: @gs = global { i8, [3 x i64], i16 } { i8 1, [3 x i64] [i64 5, i64 0, i64 0], i16 3 }, align 8

s129 add(s129 a, s129 b) { return a + b; }
// CHECK-LABEL: define void @add(
// CHECK-SAME: ptr align 8 sret([3 x i64]) %[[RET:[a-z0-9]+]], ptr align 8 byval([3 x i64]) %[[A:[a-z0-9]+]], ptr align 8 byval([3 x i64]) %[[B:[a-z0-9]+]])
// CHECK: %[[TMP:.*]] = alloca [3 x i64], align 8
// CHECK: %[[AW:.*]] = load i192, ptr %[[A]], align 8
// CHECK: %[[AV:.*]] = trunc i192 %[[AW]] to i129
// CHECK: %[[BW:.*]] = load i192, ptr %[[B]], align 8
// CHECK: %[[BV:.*]] = trunc i192 %[[BW]] to i129
// CHECK: %[[SUM:.*]] = add i129 %[[AV]], %[[BV]]
// CHECK: %[[SW:.*]] = sext i129 %[[SUM]] to i192
// CHECK: store i192 %[[SW]], ptr %[[TMP]], align 8
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %[[RET]], ptr %[[TMP]], i64 24, i1 false)

// LLVM 19 converts an unsigned iN (N > 128) with its top bit set to x86_fp80 wrongly: one bit wider, signed
long double tofp(u300 v) { return v; }
// CHECK-LABEL: define x86_fp80 @tofp(
// CHECK-SAME: ptr align 8 byval([5 x i64]) %[[V:[a-z0-9]+]])
// CHECK: %[[W:.*]] = load i320, ptr %[[V]], align 8
// CHECK: %[[T:.*]] = trunc i320 %[[W]] to i300
// CHECK: %[[Z:.*]] = zext i300 %[[T]] to i301
// CHECK: sitofp i301 %[[Z]] to x86_fp80

s129 call(void) { return add(g, gs.x); }
// CHECK-LABEL: define void @call(
// CHECK: call void @add(ptr align 8 sret([3 x i64]) %{{.*}}, ptr align 8 byval([3 x i64]) %{{.*}}, ptr align 8 byval([3 x i64]) %{{.*}})
