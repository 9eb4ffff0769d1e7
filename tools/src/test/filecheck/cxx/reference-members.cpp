// Reference data members (SemaReferenceMembers): the field of `int &r` is a pointer (!cir.ptr<!s32i>); the
// mem-initializer stores the bound address into it; a read loads the field's address, then the referent; an
// aggregate initializer binds the member to its clause's object.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int &r;
    long n;
    S(int &x) : r(x), n(1) {}
    int get() const { return r; }
};
struct A { int &r; int k; };

int main() {
    int x = 5;
    S s(x);
    A a{x, 2};
    a.r = 7;
    return s.get() + a.k;
}

// CHECK: !ty_struct_S = !cir.struct<struct "struct.S" {!cir.ptr<!s32i>, !s64i}>
// CHECK: !ty_struct_A = !cir.struct<struct "struct.A" {!cir.ptr<!s32i>, !s32i}>
// CHECK-LABEL: cir.func @main()
// CHECK:         %[[X:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init]
// CHECK:         %[[A:.*]] = cir.alloca !ty_struct_A, !cir.ptr<!ty_struct_A>, ["a", init]
// CHECK:         %[[AR:.*]] = cir.struct_element_addr %[[A]][0] "r" : !cir.ptr<!ty_struct_A> -> !cir.ptr<!cir.ptr<!s32i>>
// CHECK:         cir.store %[[X]], %[[AR]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK:         %[[AR2:.*]] = cir.struct_element_addr %[[A]][0] "r"
// CHECK:         %[[P:.*]] = cir.load %[[AR2]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         %[[SEVEN:.*]] = cir.const(#cir.int<7> : !s32i)
// CHECK:         cir.store %[[SEVEN]], %[[P]] : !s32i, !cir.ptr<!s32i>
// CHECK-LABEL: cir.func linkonce_odr @_ZN1SC1ERi(
// CHECK:         %[[XA:.*]] = cir.alloca !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>, ["x", init]
// CHECK:         %[[THIS:.*]] = cir.load
// CHECK:         %[[F:.*]] = cir.struct_element_addr %[[THIS]][0] "r" : !cir.ptr<!ty_struct_S> -> !cir.ptr<!cir.ptr<!s32i>>
// CHECK:         %[[XV:.*]] = cir.load %[[XA]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         cir.store %[[XV]], %[[F]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK-LABEL: cir.func linkonce_odr @_ZNK1S3getEv(
// CHECK:         %[[T:.*]] = cir.load
// CHECK:         %[[G:.*]] = cir.struct_element_addr %[[T]][0] "r"
// CHECK:         %[[GP:.*]] = cir.load %[[G]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         %[[V:.*]] = cir.load %[[GP]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.return %[[V]] : !s32i
