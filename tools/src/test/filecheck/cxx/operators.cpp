// Overloaded operators are calls of the operator functions CDT's overload resolution chose (SemaOverload):
// a non-member takes every operand, a member the first as its object; x++ passes the dummy int 0; a
// reference result is the object's address (an lvalue); p->m calls operator-> first. User-defined
// conversions (SemaConversions) call the conversion function or construct a temporary with the converting
// constructor.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct V { int x; };
V operator+(const V &a, const V &b) { V r = {a.x + b.x}; return r; }
struct C {
    int n;
    C &operator+=(int k) { n += k; return *this; }
    C operator++(int) { C o = *this; n++; return o; }
    int &operator[](int i) { return n; }
    int operator()(int a) const { return n * a; }
};
struct P { C *c; C *operator->() const { return c; } };
struct W { int v; operator int() const { return v; } explicit operator bool() const { return v != 0; } };
struct M { int m; M(int k) : m(k) {} };
int take(M m) { return m.m; }
int use(V a, V b, C &c, P p, W w) {
    V s = a + b;
    c += 2;
    c++;
    c[0] = 7;
    int k = c(3) + p->n;
    if (w) k += w;
    return k + s.x + take(5);
}

// CHECK-LABEL: cir.func @_Z3use1VS_R1C1P1W(
// CHECK:         %[[A:.*]] = cir.alloca !ty_struct_V, {{.*}} ["a", init]
// CHECK:         %[[B:.*]] = cir.alloca !ty_struct_V, {{.*}} ["b", init]
// CHECK:         %[[C:.*]] = cir.alloca !cir.ptr<!ty_struct_C>, {{.*}} ["c", init]
// CHECK:         %[[P:.*]] = cir.alloca !ty_struct_P, {{.*}} ["p", init]
// CHECK:         %[[W:.*]] = cir.alloca !ty_struct_W, {{.*}} ["w", init]
// CHECK:         %[[K:.*]] = cir.alloca !s32i, {{.*}} ["k", init]
// CHECK:         %[[T:.*]] = cir.alloca !ty_struct_M, {{.*}} ["conv.tmp", init]
// CHECK:         cir.call @_ZplRK1VS1_(%[[A]], %[[B]])
// CHECK:         %[[C1:.*]] = cir.load %[[C]]
// CHECK:         %[[TWO:.*]] = cir.const(#cir.int<2> : !s32i)
// CHECK:         cir.call @_ZN1CpLEi(%[[C1]], %[[TWO]]) : (!cir.ptr<!ty_struct_C>, !s32i) -> !cir.ptr<!ty_struct_C>
// CHECK-NOT:     cir.load
// CHECK:         %[[C2:.*]] = cir.load %[[C]]
// CHECK:         %[[ZERO:.*]] = cir.const(#cir.int<0> : !s32i)
// CHECK:         cir.call @_ZN1CppEi(%[[C2]], %[[ZERO]])
// CHECK:         %[[C3:.*]] = cir.load %[[C]]
// CHECK:         %[[EL:.*]] = cir.call @_ZN1CixEi(%[[C3]], %{{.*}}) : (!cir.ptr<!ty_struct_C>, !s32i) -> !cir.ptr<!s32i>
// CHECK:         %[[SEVEN:.*]] = cir.const(#cir.int<7> : !s32i)
// CHECK:         cir.store %[[SEVEN]], %[[EL]] : !s32i, !cir.ptr<!s32i>
// CHECK:         %[[CALL:.*]] = cir.call @_ZNK1CclEi(%{{.*}}, %{{.*}}) : (!cir.ptr<!ty_struct_C>, !s32i) -> !s32i
// CHECK:         %[[OBJ:.*]] = cir.call @_ZNK1PptEv(%[[P]]) : (!cir.ptr<!ty_struct_P>) -> !cir.ptr<!ty_struct_C>
// CHECK:         %[[N:.*]] = cir.struct_element_addr %[[OBJ]][0] "n"
// CHECK:         %[[NV:.*]] = cir.load %[[N]]
// CHECK:         cir.binop(add, %[[CALL]], %[[NV]])
// CHECK:         %[[COND:.*]] = cir.call @_ZNK1WcvbEv(%[[W]]) : (!cir.ptr<!ty_struct_W>) -> !cir.bool
// CHECK:         cir.if %[[COND]] {
// CHECK:           %[[WV:.*]] = cir.call @_ZNK1WcviEv(%[[W]]) : (!cir.ptr<!ty_struct_W>) -> !s32i
// CHECK:           %[[KV:.*]] = cir.load %[[K]]
// CHECK:           cir.binop(add, %[[KV]], %[[WV]])
// CHECK:         %[[FIVE:.*]] = cir.const(#cir.int<5> : !s32i)
// CHECK:         cir.call @_ZN1MC1Ei(%[[T]], %[[FIVE]]) : (!cir.ptr<!ty_struct_M>, !s32i) -> ()
// CHECK:         %[[TI:.*]] = cir.cast(bitcast, %[[T]] : !cir.ptr<!ty_struct_M>), !cir.ptr<!u32i>
// CHECK:         %[[TV:.*]] = cir.load %[[TI]]
// CHECK:         cir.call @_Z4take1M(%[[TV]])
