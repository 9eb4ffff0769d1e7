// x86-64 psABI as gcc and clang implement it: callers sign/zero-extend char, short and _Bool
// arguments (clang-built callees rely on it), definitions extend such results (ArgExtension).
// Direct and indirect calls, both paths. Definitions do not claim their parameters extended.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s

int take(signed char a, unsigned short b, _Bool c, int d);

// CHECK-LABEL: define signext i16 @narrow_result(i16 %arg0)
short narrow_result(short x) { return (short)(x + 1); }

// CHECK-LABEL: define i32 @caller(i32 %arg0, ptr %arg1)
// CHECK: call i32 @take(i8 signext %{{.*}}, i16 zeroext %{{.*}}, i1 zeroext %{{.*}}, i32 %{{.*}})
// CHECK: call i32 %{{.*}}(i8 signext %{{.*}}, i16 zeroext %{{.*}}, i1 zeroext %{{.*}}, i32 %{{.*}})
int caller(int x, int (*fp)(signed char, unsigned short, _Bool, int)) {
    return take((signed char)x, (unsigned short)x, x != 0, x) + fp((signed char)x, (unsigned short)x, x != 0, x);
}
