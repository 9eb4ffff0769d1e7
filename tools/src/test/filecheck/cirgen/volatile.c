// Accesses to volatile objects are volatile loads and stores (`volatile`, ClangIR's is_volatile);
// volatile bit-fields get {is_volatile}; accesses to non-volatile objects stay plain.
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-cir | jcir-opt - | FileCheck %s

// CHECK-LABEL: cir.func @locals(
// CHECK:         cir.store volatile %{{.+}}, %[[ACC:.+]] : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.store %{{.+}}, %[[PLAIN:.+]] : !s32i, !cir.ptr<!s32i>
// CHECK:         %[[A:.+]] = cir.load volatile %[[ACC]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store volatile %{{.+}}, %[[ACC]] : !s32i, !cir.ptr<!s32i>
// CHECK:         cir.load %[[PLAIN]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store %{{.+}}, %[[PLAIN]] : !s32i, !cir.ptr<!s32i>
int locals(int n) {
  volatile int acc = 0;
  int plain = 0;
  acc += n;
  plain += n;
  return acc + plain;
}

// A discarded read of a volatile global still reads it; *p through a pointer to volatile.
// CHECK-LABEL: cir.func @globals(
// CHECK:         cir.store volatile %{{.+}}, %{{.+}} : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT:    %{{.+}} = cir.get_global @g : !cir.ptr<!s32i>
// CHECK-NEXT:    %{{.+}} = cir.load volatile %{{.+}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[P:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK-NEXT:    %{{.+}} = cir.load volatile %[[P]] : !cir.ptr<!s32i>, !s32i
volatile int g;
int globals(volatile int *p) {
  g = 1;
  g;
  return *p;
}

// Members of a volatile struct are volatile; a volatile bit-field is read and written volatile.
// CHECK-LABEL: cir.func @members(
// CHECK:         cir.set_bitfield(%{{.+}} : !cir.ptr<!u8i>, %{{.+}} : !s32i) bitfield("f", storage !u8i, offset 0, size 4, unsigned) -> !s32i {is_volatile}
// CHECK:         cir.set_bitfield(%{{.+}} : !cir.ptr<!u8i>, %{{.+}} : !s32i) bitfield("h", storage !u8i, offset 4, size 4, unsigned) -> !s32i{{$}}
// CHECK:         cir.get_bitfield(%{{.+}} : !cir.ptr<!u8i>) bitfield("f", storage !u8i, offset 0, size 4, unsigned) -> !s32i {is_volatile}
// CHECK:         cir.load volatile %{{.+}} : !cir.ptr<!s32i>, !s32i
struct S { int a; volatile unsigned f : 4; unsigned h : 4; };
int members(struct S *s, volatile struct S *vs) {
  s->f = 3;
  s->h = 2;
  return s->f + vs->a;
}
