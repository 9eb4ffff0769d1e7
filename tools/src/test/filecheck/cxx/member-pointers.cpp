// Pointers to members: &A::m is a #cir.data_member (the member's byte offset), &A::f a #cir.method (the function, or
// a virtual function's vtable offset), o.*pm a cir.get_runtime_member, (p->*pf)(k) a cir.get_method giving the callee
// and the adjusted this for an indirect call; converting to a derived class's member pointer is cir.derived_data_member
// (a constant is folded: #cir.data_member<12> in D), comparisons are cir.cmp on the member pointer type; the null data
// member pointer is #cir.data_member<null> (-1 when lowered).
// RUN: jcirc++ %s -emit-cir | FileCheck %s
// RUN: jcirc++ %s -emit-scf | FileCheck %s --check-prefix=SCF

struct A { int x, y; int f(int k); virtual int v(int k); };   // dynamic: x at 8, y at 12
struct N { int x, y; };
struct P { long pad; };
struct D : P, N { int z; };   // N at offset 8
int A::*gm = &A::y;
int D::*gd = &N::y;
int A::*gnull;
int read(A &a, int A::*pm) { return a.*pm; }
int call(A *p, int (A::*pf)(int), int k) { return (p->*pf)(k); }
int (A::*pick(bool v))(int) { return v ? &A::v : &A::f; }
int D::*widen(int N::*pm) { return pm; }
bool same(int (A::*a)(int), int (A::*b)(int)) { return a == b; }
bool unset(int A::*pm) { return !pm; }

// CHECK: cir.global external @gm : !cir.data_member<!s32i in !ty_struct_A> = #cir.data_member<12> : !cir.data_member<!s32i in !ty_struct_A>
// CHECK: cir.global external @gd : !cir.data_member<!s32i in !ty_struct_D> = #cir.data_member<12> : !cir.data_member<!s32i in !ty_struct_D>

// CHECK-LABEL: cir.func @_Z4readR1AMS_i(
// CHECK:         %[[PMA:.*]] = cir.alloca !cir.data_member<!s32i in !ty_struct_A>, {{.*}} ["pm", init]
// CHECK:         %[[OBJ:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[PM:.*]] = cir.load %[[PMA]] : !cir.ptr<!cir.data_member<!s32i in !ty_struct_A>>, !cir.data_member<!s32i in !ty_struct_A>
// CHECK:         %[[M:.*]] = cir.get_runtime_member %[[OBJ]][%[[PM]] : !cir.data_member<!s32i in !ty_struct_A>] : !cir.ptr<!ty_struct_A> -> !cir.ptr<!s32i>
// CHECK:         %[[V:.*]] = cir.load %[[M]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.return %[[V]]

// CHECK-LABEL: cir.func @_Z4callP1AMS_FiiEi(
// CHECK:         %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!ty_struct_A>>, !cir.ptr<!ty_struct_A>
// CHECK:         %[[PF:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>>, !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>
// CHECK:         %[[GM:.*]]:2 = cir.get_method %[[PF]], %[[P]] : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>, !cir.ptr<!ty_struct_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
// CHECK:         %[[THIS:.*]] = cir.cast(bitcast, %[[GM]]#1 : !cir.ptr<!cir.void>), !cir.ptr<!ty_struct_A>
// CHECK:         %[[FN:.*]] = cir.cast(bitcast, %[[GM]]#0 : {{.*}}), !cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_struct_A>, !s32i)>>
// CHECK:         %[[K:.*]] = cir.load %{{.*}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[R:.*]] = cir.call %[[FN]](%[[THIS]], %[[K]])
// CHECK:         cir.return %[[R]]

// CHECK-LABEL: cir.func @_Z4pickb(
// CHECK:         cir.const(#cir.method<vtable_offset = 0> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>)
// CHECK:         cir.const(#cir.method<@_ZN1A1fEi> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>)

// CHECK-LABEL: cir.func @_Z5widenM1Ni(
// CHECK:         %[[W:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.data_member<!s32i in !ty_struct_N>>, !cir.data_member<!s32i in !ty_struct_N>
// CHECK:         %[[WD:.*]] = cir.derived_data_member(%[[W]] : !cir.data_member<!s32i in !ty_struct_N>) [8] -> !cir.data_member<!s32i in !ty_struct_D>
// CHECK:         cir.store %[[WD]], %{{.*}} : !cir.data_member<!s32i in !ty_struct_D>

// CHECK-LABEL: cir.func @_Z4sameM1AFiiES1_(
// CHECK:         %[[X:.*]] = cir.load %{{.*}} : {{.*}}, !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>
// CHECK:         %[[Y:.*]] = cir.load %{{.*}} : {{.*}}, !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>
// CHECK:         cir.cmp(eq, %[[X]], %[[Y]]) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_struct_A>, !cir.bool

// CHECK-LABEL: cir.func @_Z5unsetM1Ai(
// CHECK:         %[[U:.*]] = cir.load %{{.*}} : {{.*}}, !cir.data_member<!s32i in !ty_struct_A>
// CHECK:         %[[NUL:.*]] = cir.const(#cir.data_member<null> : !cir.data_member<!s32i in !ty_struct_A>)
// CHECK:         %[[NE:.*]] = cir.cmp(ne, %[[U]], %[[NUL]]) : !cir.data_member<!s32i in !ty_struct_A>, !cir.bool
// CHECK:         cir.unary(not, %[[NE]])
// zero-initialized (emitted last, as a tentative definition is): null
// CHECK: cir.global external @gnull : !cir.data_member<!s32i in !ty_struct_A> = #cir.data_member<null>

// Lowered: offsets are i64, member function pointers {i64, i64}; null is -1.
// SCF-LABEL: func.func @_Z4readR1AMS_i(
// SCF:         llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// SCF:       llvm.mlir.global external @gnull() {{.*}} : i64
// SCF-NEXT:    llvm.mlir.constant(-1 : i64) : i64
