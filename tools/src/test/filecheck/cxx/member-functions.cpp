// Non-static member functions take the object's address as a first parameter 'this' (CxxMethods): an
// implicit member access is this->x, obj.f(a) passes &obj, p->f() passes p; const member functions are
// mangled NK...E; in-class definitions are linkonce_odr, out-of-line ones external.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int x;
    int get() const { return x; }
    void bump(int d);
};
void S::bump(int d) { x += d; }

int main() {
    S s;
    s.x = 1;
    s.bump(2);
    S *p = &s;
    return p->get();
}

// CHECK-LABEL: cir.func @_ZN1S4bumpEi(%arg0: !cir.ptr<!ty_struct_S>, %arg1: !s32i) {
// CHECK:         %[[THIS:.*]] = cir.alloca !cir.ptr<!ty_struct_S>, !cir.ptr<!cir.ptr<!ty_struct_S>>, ["this", init]
// CHECK:         %[[D:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["d", init]
// CHECK:         cir.store %arg0, %[[THIS]]
// CHECK:         %[[T:.*]] = cir.load %[[THIS]]
// CHECK:         %[[X:.*]] = cir.struct_element_addr %[[T]][0] "x"
// CHECK:         %[[DV:.*]] = cir.load %[[D]]
// CHECK:         %[[XV:.*]] = cir.load %[[X]]
// CHECK:         %[[SUM:.*]] = cir.binop(add, %[[XV]], %[[DV]])
// CHECK:         cir.store %[[SUM]], %[[X]]
// CHECK-LABEL: cir.func @main()
// CHECK:         %[[S:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["s"]
// CHECK:         %[[P:.*]] = cir.alloca !cir.ptr<!ty_struct_S>, {{.*}} ["p", init]
// CHECK:         %[[TWO:.*]] = cir.const(#cir.int<2> : !s32i)
// CHECK:         cir.call @_ZN1S4bumpEi(%[[S]], %[[TWO]])
// CHECK:         %[[PV:.*]] = cir.load %[[P]]
// CHECK:         %[[R:.*]] = cir.call @_ZNK1S3getEv(%[[PV]])
// CHECK:         cir.return %[[R]]
// CHECK-LABEL: cir.func linkonce_odr @_ZNK1S3getEv(%arg0: !cir.ptr<!ty_struct_S>) -> !s32i {
// CHECK:         %[[THIS2:.*]] = cir.alloca !cir.ptr<!ty_struct_S>, {{.*}} ["this", init]
// CHECK:         %[[T2:.*]] = cir.load %[[THIS2]]
// CHECK:         %[[X2:.*]] = cir.struct_element_addr %[[T2]][0] "x"
// CHECK:         %[[XV2:.*]] = cir.load %[[X2]]
// CHECK:         cir.return %[[XV2]]
