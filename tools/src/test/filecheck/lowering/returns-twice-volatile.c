// In a function calling a returns_twice function, loads and stores of its stack slots are volatile
// (ReturnsTwiceVolatilePass), so a local changed after __builtin_setjmp is seen after the longjmp;
// other functions keep plain accesses.
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s

// CHECK-LABEL: define i32 @foo(
// CHECK: %[[A:.*]] = alloca i32
// CHECK: store volatile i32 0, ptr %[[A]]
// CHECK: call i32 @llvm.eh.sjlj.setjmp
// CHECK: store volatile i32 1, ptr %[[A]]
// CHECK: load volatile i32, ptr %[[A]]
// CHECK-LABEL: define i32 @plain(
// CHECK-NOT: volatile
// CHECK: ret i32
void bar(void);
void *buf[5];
int foo(void) {
    int a = 0;
    if (__builtin_setjmp(buf) == 0) {
        a = 1;
        bar();
    }
    return a;
}
int plain(int x) { int y = x; return y; }
