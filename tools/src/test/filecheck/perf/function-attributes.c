// Definitions get the attributes clang-19 gives C functions on x86-64 (TargetAttributes): nounwind
// (C has no exceptions; not with -fexceptions), uwtable, "frame-pointer"="all" at -O0 (as clang) and
// with -fno-omit-frame-pointer, none with -fomit-frame-pointer or -O1+, the x86-64 target-cpu/features; -march/-mtune/-mavx2 change them and
// give opt/llc -mcpu. Declarations get none.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: jcirc %s -march=x86-64-v3 -mtune=znver3 -mno-fma -S -emit-llvm -o - | FileCheck %s --check-prefix=V3
// RUN: jcirc %s -march=native -S -emit-llvm -o - | FileCheck %s --check-prefix=NATIVE
// RUN: jcirc %s -fexceptions -S -emit-llvm -o - | FileCheck %s --check-prefix=EXC
// RUN: jcirc %s -O2 -fno-omit-frame-pointer -S -emit-llvm -o - | FileCheck %s --check-prefix=FP
// RUN: jcirc %s -fomit-frame-pointer -S -emit-llvm -o - | FileCheck %s --check-prefix=NOFP
// RUN: jcirc %s -O1 -S -emit-llvm -o - | FileCheck %s --check-prefix=OPT
// RUN: jcirc %s -march=x86-64-v2 -O2 -c -o %t.o -### 2>&1 | FileCheck %s --check-prefix=TOOLS
// RUN: jcirc %s -march=native -mavx2 -O2 -o %t && %t | FileCheck %s --check-prefix=OUT

int isdigit(int);

// CHECK-LABEL: define i32 @f(i32 %arg0)
// O0-SAME: nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" {
// V3: define i32 @f(i32 %arg0) nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64-v3" "target-features"="{{[^"]*}}+avx2{{[^"]*}},-fma" "tune-cpu"="znver3" {
// NATIVE: define i32 @f(i32 %arg0) nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" {
// EXC: define i32 @f(i32 %arg0) uwtable "frame-pointer"="all" "min-legal-vector-width"="0"
// FP: attributes #0 = { {{.*}}uwtable "frame-pointer"="all" "min-legal-vector-width"="0"
// OPT-NOT: "frame-pointer"
// NOFP: define i32 @f(i32 %arg0) nounwind uwtable "min-legal-vector-width"="0"
int f(int x) { return x > 0 ? (isdigit(x + 27) != 0) + x * 2 - 1 : 0; }

// TOOLS: "{{.*}}opt" "-O2" "-mcpu=x86-64-v2"
// TOOLS: "{{.*}}llc" "-O2" "-mcpu=x86-64-v2"
int main(void) {
    // OUT: 42
    __builtin_printf("%d\n", f(21));
    return 0;
}
// declarations come last, without attributes
// CHECK: declare i32 @isdigit(i32){{$}}
