// Arrays of objects (SemaArrayObjects, CIRGenArrayObjects): a local array is constructed element by element (the
// explicit initializers first, then a cir.loop over the rest) and destroyed last-first by a while loop on scope
// exit; new S[n] stores the element count in an 8-byte cookie before the elements, delete[] reads it back, destroys
// the elements and calls the sized _ZdaPvm(cookie, n * size + 8).
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int v;
    S();
    S(int);
    ~S();
};
void use(S *);
void local() {
    S a[3] = {7};
    use(a);
}
S *make(long n) { return new S[n]; }
void drop(S *p) { delete[] p; }

// CHECK-LABEL: cir.func @_Z5localv(
// CHECK:         %[[A:.*]] = cir.alloca !cir.array<!ty_struct_S x 3>, !cir.ptr<!cir.array<!ty_struct_S x 3>>, ["a"]
// CHECK:         %[[P:.*]] = cir.cast(array_to_ptrdecay, %[[A]] : !cir.ptr<!cir.array<!ty_struct_S x 3>>), !cir.ptr<!ty_struct_S>
// CHECK:         %[[E0:.*]] = cir.ptr_stride(%[[P]] : !cir.ptr<!ty_struct_S>, %{{.*}} : !u64i)
// CHECK:         cir.call @_ZN1SC1Ei(%[[E0]], %{{.*}})
// CHECK:         cir.loop for(cond : {
// CHECK:           %[[I:.*]] = cir.load %[[IDX:.*]] : !cir.ptr<!u64i>, !u64i
// CHECK:           cir.call @_ZN1SC1Ev(%{{.*}})
// CHECK:         cir.call @_Z3useP1S(
// CHECK:         cir.loop while(cond : {
// CHECK:           %[[J:.*]] = cir.binop(sub, %{{.*}}, %{{.*}}) : !u64i
// CHECK:           %[[EJ:.*]] = cir.ptr_stride(%{{.*}} : !cir.ptr<!ty_struct_S>, %[[J]] : !u64i)
// CHECK:           cir.call @_ZN1SD1Ev(%[[EJ]])

// CHECK-LABEL: cir.func @_Z4makel(
// CHECK:         %[[N:.*]] = cir.cast(integral, %{{.*}} : !s64i), !u64i
// CHECK:         %[[B:.*]] = cir.binop(mul, %[[N]], %{{.*}}) : !u64i
// CHECK:         %[[B8:.*]] = cir.binop(add, %[[B]], %{{.*}}) : !u64i
// CHECK:         %[[M:.*]] = cir.call @_Znam(%[[B8]])
// CHECK:         %[[BYTES:.*]] = cir.cast(bitcast, %[[M]] : !cir.ptr<!cir.void>), !cir.ptr<!s8i>
// CHECK:         %[[FIRST:.*]] = cir.ptr_stride(%[[BYTES]] : !cir.ptr<!s8i>, %{{.*}} : !u64i)
// CHECK:         %[[SLOT:.*]] = cir.ptr_stride(%[[BYTES]] : !cir.ptr<!s8i>, %{{.*}} : !u64i)
// CHECK:         %[[CS:.*]] = cir.cast(bitcast, %[[SLOT]] : !cir.ptr<!s8i>), !cir.ptr<!u64i>
// CHECK:         cir.store %[[N]], %[[CS]]
// CHECK:         cir.call @_ZN1SC1Ev(

// CHECK-LABEL: cir.func @_Z4dropP1S(
// CHECK:         cir.if %{{.*}} {
// CHECK:           %[[CNT:.*]] = cir.load %{{.*}} : !cir.ptr<!u64i>, !u64i
// CHECK:           cir.loop while(cond : {
// CHECK:           cir.call @_ZN1SD1Ev(
// CHECK:           %[[SZ:.*]] = cir.binop(mul, %[[CNT]], %{{.*}}) : !u64i
// CHECK:           %[[SZ8:.*]] = cir.binop(add, %[[SZ]], %{{.*}}) : !u64i
// CHECK:           cir.call @_ZdaPvm(%{{.*}}, %[[SZ8]])
