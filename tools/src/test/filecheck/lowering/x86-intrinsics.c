// x86 intrinsics: an <emmintrin.h> intrinsic becomes the LLVM x86 intrinsic named by its asm
// label, -mssse3 gives defined functions "target-features", and unused static inline functions
// (the header's hundreds, and this file's own) are not emitted.
// RUN: jcirc %s -mssse3 -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -mssse3 -S -emit-llvm -fcir-direct -o - | FileCheck %s
// RUN: jcirc %s -mssse3 -S -emit-llvm -o - | FileCheck %s --check-prefix=NONE
#include <tmmintrin.h>

static inline int unused_helper(int x) { return x + 1; }
static inline int used_helper(int x) { return x * 3; }
static inline int chained(int x) { return used_helper(x) - 1; }   // unused; used_helper stays for mask()

// CHECK-LABEL: define internal i32 @_mm_movemask_epi8(<2 x i64> %arg0) alwaysinline {{.*}}"target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87,+sse3,+ssse3"
// CHECK: %[[B:.*]] = bitcast <2 x i64> %{{.*}} to <16 x i8>
// CHECK: call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %[[B]])
// CHECK-LABEL: define internal i32 @used_helper(
// CHECK-LABEL: define i32 @mask(<2 x i64> %arg0) {{.*}}"target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87,+sse3,+ssse3"
// CHECK: %[[M:.*]] = call i32 @_mm_movemask_epi8(<2 x i64> %{{.*}})
// CHECK: call i32 @used_helper(i32 %[[M]])
int mask(__m128i v) { return used_helper(_mm_movemask_epi8(v)); }

// NONE-NOT: define {{.*}}@unused_helper
// NONE-NOT: define {{.*}}@chained
// NONE-NOT: define {{.*}}@_mm_shuffle_epi8
