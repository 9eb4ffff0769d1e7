// GNU extensions in cir: labels as values, computed goto, inline assembly, attributes.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @dispatch(
// CHECK:         %{{.+}} = cir.blockaddress<@dispatch, "b"> : !cir.ptr<!cir.void>
// CHECK:         cir.indirect_br %{{.+}} : !cir.ptr<!cir.void>, []
// CHECK:         cir.label "a"
// CHECK:         cir.label "b"
// CHECK: cir.global internal @dispatch.tbl : !cir.array<!cir.ptr<!cir.void> x 2> = #cir.const_array<[#cir.block_address<@dispatch, "a"> : !cir.ptr<!cir.void>, #cir.block_address<@dispatch, "b"> : !cir.ptr<!cir.void>]>
int dispatch(int i) {
    static void *tbl[] = { &&a, &&b };
    void *p = i ? tbl[i] : &&b;
    goto *p;
a:  return 1;
b:  return 2;
}

// CHECK-LABEL: cir.func @add(
// CHECK:         %[[R:.+]] = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}") (%{{.+}}, %{{.+}} : !s32i, !s32i) -> !s32i
// CHECK:         cir.store %[[R]], %{{.+}} : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.asm(x86_att, "", "~{memory},~{dirflag},~{fpsr},~{flags}") side_effects
// CHECK:         cir.asm(x86_att, "movl $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}") side_effects operand_attrs = [{elementtype = !s32i}, {}] (%{{.+}}, %{{.+}} : !cir.ptr<!s32i>, !s32i)
int add(int a, int b) {
    int r;
    __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b));
    asm volatile("" ::: "memory");
    asm("movl %1, %0" : "=m"(r) : "r"(b));
    return r;
}

// CHECK-LABEL: cir.func @hot(
// CHECK-SAME:    passthrough = ["noinline", "noreturn"]
__attribute__((noinline, noreturn)) void hot(void) { for (;;) { } }

// CHECK-LABEL: cir.func internal @init(
// CHECK-SAME:    global_ctor = 101 : i32
__attribute__((constructor(101))) static void init(void) { }

// CHECK: cir.global weak @w : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64, global_visibility = "hidden", section = ".d"}
__attribute__((weak, section(".d"), visibility("hidden"))) int w = 1;
