// GNU attributes and setjmp in the LLVM IR of both paths.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -S -emit-llvm -fcir-direct -o - | FileCheck %s
#include <setjmp.h>

// CHECK-DAG: @insec = global i32 3, section ".mydata", align 4
__attribute__((section(".mydata"))) int insec = 3;
// CHECK-DAG: @hid = hidden global i32 5, align 4
__attribute__((visibility("hidden"))) int hid = 5;
// CHECK-DAG: @wdata = weak global i32 1, align 4
__attribute__((weak)) int wdata = 1;
// CHECK-DAG: @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c1, ptr null }, { i32, ptr, ptr } { i32 101, ptr @c2, ptr null }]
__attribute__((constructor)) static void c1(void) { }
__attribute__((constructor(101))) static void c2(void) { }
// CHECK-DAG: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 200, ptr @d1, ptr null }]
__attribute__((destructor(200))) static void d1(void) { }
// CHECK-DAG: @llvm.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"
__attribute__((used)) static void kept(void) { }
// CHECK-DAG: @alias_f = alias i32 (), ptr @target
int target(void) { return 42; }
int alias_f(void) __attribute__((alias("target")));
// CHECK-DAG: module asm ".globl jcirc_asm_sym"
__asm__(".globl jcirc_asm_sym");

// CHECK-DAG: define i32 @ni(i32 %arg0) noinline nounwind uwtable {{.*}} {
__attribute__((noinline)) int ni(int x) { return x + 1; }
// CHECK-DAG: define internal i32 @ai(i32 %arg0) alwaysinline nounwind uwtable {{.*}} {
static inline __attribute__((always_inline)) int ai(int x) { return x * 2; }
// CHECK-DAG: define void @nr() noreturn nounwind uwtable {{.*}} {
__attribute__((noreturn)) void nr(void) { for (;;) { } }
// CHECK-DAG: define weak i32 @wf() nounwind uwtable {{.*}} {
__attribute__((weak)) int wf(void) { return 1; }
// CHECK-DAG: define i32 @sec() nounwind uwtable {{.*}} section ".text.hot" {
__attribute__((section(".text.hot"))) int sec(void) { return 2; }
// CHECK-DAG: declare extern_weak i32 @maybe()
extern int maybe(void) __attribute__((weak));

static jmp_buf jb;
// CHECK-DAG: call i32 @_setjmp(ptr @jb) returns_twice
// CHECK-DAG: declare i32 @_setjmp(ptr) returns_twice
// CHECK-DAG: store volatile i32
// CHECK-DAG: call i32 asm sideeffect "incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32
int use(void) {
    volatile int v = 0;
    if (setjmp(jb) == 0) v = 1;
    int r = v;
    asm volatile("incl %0" : "=r"(r) : "0"(r));
    return r + ni(1) + ai(2) + alias_f() + (maybe ? maybe() : 0);
}
