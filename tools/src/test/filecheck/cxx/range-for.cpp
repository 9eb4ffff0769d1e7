// Range-based for (SemaRangeFor, CIRGenRangeFor): over a class, __begin/__end from its begin()/end() calls,
// compared with cir.cmp(ne) and stepped with cir.ptr_stride; over an array, an index loop (as a C for loop,
// it raises to scf.for), the element's address bound to a reference variable.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct Bag { int items[4]; int n; int *begin() { return items; } int *end() { return items + n; } };
int total(Bag &b) {
    int s = 0;
    for (int &x : b) s += x;
    return s;
}
int squares() {
    int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int s = 0;
    for (const auto &v : a) s += v * v;
    return s;
}

// CHECK-LABEL: cir.func @_Z5totalR3Bag(
// CHECK:         %[[X:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["x", init]
// CHECK:         %[[BEGIN:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["__begin", init]
// CHECK:         %[[END:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["__end", init]
// CHECK:         cir.scope {
// CHECK:           %[[B:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_Bag>>, !cir.ptr<!ty_struct_Bag>
// CHECK:           %[[BV:.*]] = cir.call @_ZN3Bag5beginEv(%[[B]])
// CHECK:           cir.store %[[BV]], %[[BEGIN]]
// CHECK:           %[[EV:.*]] = cir.call @_ZN3Bag3endEv(%[[B]])
// CHECK:           cir.store %[[EV]], %[[END]]
// CHECK:           cir.loop for(cond : {
// CHECK:             %[[I:.*]] = cir.load %[[BEGIN]]
// CHECK:             %[[E:.*]] = cir.load %[[END]]
// CHECK:             %[[NE:.*]] = cir.cmp(ne, %[[I]], %[[E]]) : !cir.ptr<!s32i>, !cir.bool
// CHECK:             cir.brcond %[[NE]]
// CHECK:           }, step : {
// CHECK:             %[[CUR:.*]] = cir.load %[[BEGIN]]
// CHECK:             %[[NEXT:.*]] = cir.ptr_stride(%[[CUR]] : !cir.ptr<!s32i>, %{{.*}} : !s64i)
// CHECK:             cir.store %[[NEXT]], %[[BEGIN]]
// CHECK:           }) {
// CHECK:             %[[EL:.*]] = cir.load %[[BEGIN]]
// CHECK:             cir.store %[[EL]], %[[X]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>

// CHECK-LABEL: cir.func @_Z7squaresv()
// CHECK:         %[[A:.*]] = cir.alloca !cir.array<!s32i x 8>
// CHECK:         %[[V:.*]] = cir.alloca !cir.ptr<!s32i>, {{.*}} ["v", init]
// CHECK:         %[[IDX:.*]] = cir.alloca !s64i, {{.*}} ["__i", init]
// CHECK:         cir.scope {
// CHECK:           %[[FIRST:.*]] = cir.cast(array_to_ptrdecay, %[[A]]
// CHECK:           %[[ZERO:.*]] = cir.const(#cir.int<0> : !s64i)
// CHECK:           cir.store %[[ZERO]], %[[IDX]]
// CHECK:           cir.loop for(cond : {
// CHECK:             %[[IV:.*]] = cir.load %[[IDX]]
// CHECK:             %[[N:.*]] = cir.const(#cir.int<8> : !s64i)
// CHECK:             cir.cmp(lt, %[[IV]], %[[N]])
// CHECK:           }, step : {
// CHECK:             cir.unary(inc,
// CHECK:           }) {
// CHECK:             %[[K:.*]] = cir.load %[[IDX]]
// CHECK:             %[[P:.*]] = cir.ptr_stride(%[[FIRST]] : !cir.ptr<!s32i>, %[[K]] : !s64i)
// CHECK:             cir.store %[[P]], %[[V]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
