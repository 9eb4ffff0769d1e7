// In a function calling __builtin_setjmp, a run-time sized alloca is used through an empty asm
// (ReturnsTwiceVolatilePass): LLVM folded "fresh alloca != any earlier pointer" to true, but after a
// __builtin_longjmp the stack pointer is restored and gcc lets the program compare (torture pr64242).
// A function without setjmp keeps its alloca as is.
// RUN: jcirc %s -O2 -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -O2 -fcir-direct -S -emit-llvm -o - | FileCheck %s
volatile int x;
char *volatile p;
void jump(void **buf);
int after_setjmp(void) {
    void *buf[5];
    p = __builtin_alloca(x);
    if (!__builtin_setjmp(buf)) jump(buf);
    return p != __builtin_alloca(x);
}
int plain(void) {
    p = __builtin_alloca(x);
    return p != __builtin_alloca(x);
}
// CHECK-LABEL: define {{.*}}i32 @after_setjmp(
// CHECK: %[[A:.*]] = alloca i8, i64 %{{.*}}, align 16
// CHECK: call ptr asm "", "=r,0"(ptr {{(nonnull )?}}%[[A]])
// CHECK: llvm.eh.sjlj.setjmp
// CHECK: %[[B:.*]] = alloca i8, i64 %{{.*}}, align 16
// CHECK: %[[C:.*]] = call ptr asm "", "=r,0"(ptr {{(nonnull )?}}%[[B]])
// CHECK: icmp {{.*}}%[[C]]
// CHECK-LABEL: define {{.*}}i32 @plain(
// CHECK-NOT: asm
// CHECK: ret i32 1
