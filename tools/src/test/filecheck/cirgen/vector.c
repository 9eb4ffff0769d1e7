// GNU vectors: !cir.vector values, cir.vec.* ops (ClangIR's), scalar operands splatted, elementwise
// binop/cast on vectors; lowered to builtin vector<NxT> with arith and llvm element ops (-emit-scf),
// and LLVM IR <N x T>; System V passing (16 bytes direct, 8 bytes as a double, 32 bytes byval/sret).
// RUN: jcirc %s -emit-cir | FileCheck %s
// RUN: jcirc %s -emit-scf | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -emit-llvm -S -o - | FileCheck %s --check-prefix=LL
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef unsigned v8si __attribute__((vector_size(32)));

// CHECK:       cir.global external @gv : !cir.vector<!s32i x 4> = #cir.const_vector<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<4> : !s32i]> : !cir.vector<!s32i x 4> {alignment = 16 : i64}
// LL:          @gv = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>, align 16
v4si gv = {1, 2, 3, 4};

// CHECK-LABEL: cir.func @arith(%arg0: !cir.vector<!s32i x 4>, %arg1: !cir.vector<!s32i x 4>, %arg2: !s32i) -> !cir.vector<!s32i x 4>
// CHECK:         %[[A:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.vector<!s32i x 4>>, !cir.vector<!s32i x 4>
// CHECK:         %[[B:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.vector<!s32i x 4>>, !cir.vector<!s32i x 4>
// CHECK:         %[[S:.+]] = cir.binop(add, %[[A]], %[[B]]) : !cir.vector<!s32i x 4>
// CHECK:         %[[K:.+]] = cir.load %{{.+}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[KV:.+]] = cir.vec.splat %[[K]] : !s32i, !cir.vector<!s32i x 4>
// CHECK:         %[[M:.+]] = cir.binop(mul, %[[S]], %[[KV]]) : !cir.vector<!s32i x 4>
// CHECK:         cir.return %[[M]] : !cir.vector<!s32i x 4>
// SCF-LABEL:   func.func @arith(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32) -> vector<4xi32>
// SCF:           %[[SUM:.+]] = arith.addi %{{.+}}, %{{.+}} : vector<4xi32>
// SCF:           %[[U:.+]] = llvm.mlir.undef : vector<4xi32>
// SCF:           %[[ONE:.+]] = llvm.insertelement %arg2, %[[U]][%{{.+}} : i32] : vector<4xi32>
// SCF:           %[[SPLAT:.+]] = llvm.shufflevector %[[ONE]], %[[U]] [0, 0, 0, 0] : vector<4xi32>
// SCF:           %[[PROD:.+]] = arith.muli %[[SUM]], %[[SPLAT]] : vector<4xi32>
// SCF:           return %[[PROD]] : vector<4xi32>
// LL-LABEL:    define <4 x i32> @arith(<4 x i32> %arg0, <4 x i32> %arg1, i32 %arg2)
// LL:            add <4 x i32>
// LL:            shufflevector <4 x i32> %{{.+}}, <4 x i32> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 0>
v4si arith(v4si a, v4si b, int k) { return (a + b) * k; }

// CHECK-LABEL: cir.func @elem(
// CHECK:         %[[V:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.vector<!s32i x 4>>, !cir.vector<!s32i x 4>
// CHECK:         %[[I:.+]] = cir.load %{{.+}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[E:.+]] = cir.vec.extract %[[V]][%[[I]] : !s32i] : !cir.vector<!s32i x 4>
// CHECK:         cir.return %[[E]] : !s32i
// SCF-LABEL:   func.func @elem(
// SCF:           %[[EV:.+]] = llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xi32>
// SCF:           llvm.extractelement %[[EV]][%arg1 : i32] : vector<4xi32>
// LL-LABEL:    define i32 @elem(
// LL:            extractelement <4 x i32> %{{.+}}, i32 %arg1
int elem(v4si a, int i) { return a[i]; }

// CHECK-LABEL: cir.func @set(
// CHECK:         %[[P:.+]] = cir.load %{{.+}} : !cir.ptr<!cir.ptr<!cir.vector<!s32i x 4>>>, !cir.ptr<!cir.vector<!s32i x 4>>
// CHECK:         %[[I:.+]] = cir.load %{{.+}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[OLD:.+]] = cir.load %[[P]] : !cir.ptr<!cir.vector<!s32i x 4>>, !cir.vector<!s32i x 4>
// CHECK:         %[[X:.+]] = cir.load %{{.+}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[NEW:.+]] = cir.vec.insert %[[X]], %[[OLD]][%[[I]] : !s32i] : !cir.vector<!s32i x 4>
// CHECK:         cir.store %[[NEW]], %[[P]] : !cir.vector<!s32i x 4>, !cir.ptr<!cir.vector<!s32i x 4>>
// LL-LABEL:    define void @set(
// LL:            insertelement <4 x i32> %{{.+}}, i32 %arg2, i32 %arg1
void set(v4si *p, int i, int x) { (*p)[i] = x; }

// CHECK-LABEL: cir.func @cmp(
// CHECK:         %[[C:.+]] = cir.vec.cmp(lt, %{{.+}}, %{{.+}}) : !cir.vector<!cir.float x 4>, !cir.vector<!s32i x 4>
// CHECK:         cir.return %[[C]] : !cir.vector<!s32i x 4>
// SCF-LABEL:   func.func @cmp(
// SCF:           %[[MASK:.+]] = arith.cmpf olt, %{{.+}}, %{{.+}} : vector<4xf32>
// SCF:           %[[EXT:.+]] = arith.extsi %[[MASK]] : vector<4xi1> to vector<4xi32>
// SCF:           return %[[EXT]] : vector<4xi32>
// LL-LABEL:    define <4 x i32> @cmp(
// LL:            %[[F:.+]] = fcmp olt <4 x float>
// LL:            sext <4 x i1> %[[F]] to <4 x i32>
v4si cmp(v4sf a, v4sf b) { return a < b; }

// CHECK-LABEL: cir.func @shuf(
// CHECK:         %[[DYN:.+]] = cir.vec.shuffle.dynamic %{{.+}} : !cir.vector<!s32i x 4>, %{{.+}} : !cir.vector<!s32i x 4>
// CHECK:         %[[CST:.+]] = cir.vec.shuffle(%{{.+}}, %{{.+}} : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, #cir.int<4> : !s64i, #cir.int<1> : !s64i, #cir.int<5> : !s64i] : !cir.vector<!s32i x 4>
// CHECK:         cir.binop(add, %[[DYN]], %[[CST]]) : !cir.vector<!s32i x 4>
// SCF-LABEL:   func.func @shuf(
// SCF:           %[[K0:.+]] = llvm.extractelement %{{.+}}[%{{.+}} : i32] : vector<4xi32>
// SCF:           %[[W0:.+]] = arith.andi %[[K0]], %{{.+}} : i32
// SCF:           llvm.extractelement %{{.+}}[%[[W0]] : i32] : vector<4xi32>
// SCF:           llvm.shufflevector %{{.+}}, %{{.+}} [0, 4, 1, 5] : vector<4xi32>
// LL-LABEL:    define <4 x i32> @shuf(
// LL:            shufflevector <4 x i32> %{{.+}}, <4 x i32> %{{.+}}, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
v4si shuf(v4si a, v4si b, v4si m) { return __builtin_shuffle(a, m) + __builtin_shufflevector(a, b, 0, 4, 1, 5); }

// CHECK-LABEL: cir.func @conv(
// CHECK:         cir.cast(int_to_float, %{{.+}} : !cir.vector<!s32i x 4>), !cir.vector<!cir.float x 4>
// SCF-LABEL:   func.func @conv(
// SCF:           arith.sitofp %{{.+}} : vector<4xi32> to vector<4xf32>
v4sf conv(v4si a) { return __builtin_convertvector(a, v4sf); }

// CHECK-LABEL: cir.func @bits(
// CHECK:         cir.cast(bitcast, %{{.+}} : !cir.vector<!cir.float x 4>), !cir.vector<!s32i x 4>
// SCF-LABEL:   func.func @bits(
// SCF:           arith.bitcast %{{.+}} : vector<4xf32> to vector<4xi32>
v4si bits(v4sf f) { return (v4si)f; }

// an 8-byte vector travels as a double (SSE); a 32-byte one in memory (byval, sret)
// CHECK-LABEL: cir.func @small(%arg0: !cir.double) -> !cir.double
// CHECK:         cir.unary(minus, %{{.+}}) : !cir.vector<!s32i x 2>, !cir.vector<!s32i x 2>
// LL-LABEL:    define double @small(double %arg0)
v2si small(v2si a) { return -a; }

// CHECK-LABEL: cir.func @wide(%arg0: !cir.ptr<!cir.vector<!u32i x 8>>, %arg1: !cir.ptr<!cir.vector<!u32i x 8>>) attributes {arg_attrs = [{llvm.align = 32 : i64, llvm.sret = !cir.vector<!u32i x 8>}, {llvm.align = 32 : i64, llvm.byval = !cir.vector<!u32i x 8>}]}
// CHECK:         %[[W:.+]] = cir.load %arg1 : !cir.ptr<!cir.vector<!u32i x 8>>, !cir.vector<!u32i x 8>
// CHECK:         cir.unary(not, %[[W]]) : !cir.vector<!u32i x 8>, !cir.vector<!u32i x 8>
// LL-LABEL:    define void @wide(ptr align 32 sret(<8 x i32>) %arg0, ptr align 32 byval(<8 x i32>) %arg1)
v8si wide(v8si a) { return ~a; }
