// Round-trip examples for GNU vectors: the cir vector type and ops (ClangIR's), and the builtin vector
// type with arith and llvm element ops as -emit-scf prints them (mlir-opt-19's form).
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!s16i = !cir.int<s, 16>
module {
  cir.global external @gv : !cir.vector<!s32i x 4> = #cir.const_vector<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<4> : !s32i]> : !cir.vector<!s32i x 4> {alignment = 16 : i64}
  cir.global external @gz : !cir.vector<!cir.float x 2> = #cir.zero : !cir.vector<!cir.float x 2> {alignment = 8 : i64}
  cir.func @vectors(%arg0: !s32i, %arg1: !cir.vector<!s32i x 4>, %arg2: !cir.vector<!cir.float x 4>) -> !cir.vector<!s32i x 4> {
    %0 = cir.vec.create(%arg0, %arg0, %arg0, %arg0 : !s32i, !s32i, !s32i, !s32i) : !cir.vector<!s32i x 4>
    %1 = cir.vec.splat %arg0 : !s32i, !cir.vector<!s32i x 4>
    %2 = cir.binop(add, %0, %1) : !cir.vector<!s32i x 4>
    %3 = cir.unary(not, %2) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    %4 = cir.vec.extract %3[%arg0 : !s32i] : !cir.vector<!s32i x 4>
    %5 = cir.vec.insert %4, %arg1[%arg0 : !s32i] : !cir.vector<!s32i x 4>
    %6 = cir.vec.cmp(lt, %5, %arg1) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    %7 = cir.vec.cmp(eq, %arg2, %arg2) : !cir.vector<!cir.float x 4>, !cir.vector<!s32i x 4>
    %8 = cir.vec.shuffle(%6, %7 : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, #cir.int<5> : !s64i] : !cir.vector<!s32i x 2>
    %9 = cir.vec.shuffle.dynamic %6 : !cir.vector<!s32i x 4>, %1 : !cir.vector<!s32i x 4>
    %10 = cir.cast(bitcast, %9 : !cir.vector<!s32i x 4>), !cir.vector<!s16i x 8>
    %11 = cir.cast(int_to_float, %9 : !cir.vector<!s32i x 4>), !cir.vector<!cir.float x 4>
    %12 = cir.cast(bitcast, %8 : !cir.vector<!s32i x 2>), !s64i
    %13 = cir.const(#cir.const_vector<[#cir.int<7> : !s32i, #cir.int<8> : !s32i]> : !cir.vector<!s32i x 2>) : !cir.vector<!s32i x 2>
    cir.return %9 : !cir.vector<!s32i x 4>
  }
}
// -----
module {
  func.func @upstream_vectors(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: i32, %arg3: vector<2xf64>) -> vector<4xi32> {
    %0 = arith.addi %arg0, %arg1 : vector<4xi32>
    %1 = arith.cmpi slt, %arg0, %arg1 : vector<4xi32>
    %2 = arith.extsi %1 : vector<4xi1> to vector<4xi32>
    %3 = arith.cmpf olt, %arg3, %arg3 : vector<2xf64>
    %4 = arith.negf %arg3 : vector<2xf64>
    %5 = arith.sitofp %arg0 : vector<4xi32> to vector<4xf32>
    %6 = llvm.extractelement %0[%arg2 : i32] : vector<4xi32>
    %7 = llvm.mlir.undef : vector<4xi32>
    %8 = llvm.insertelement %6, %7[%arg2 : i32] : vector<4xi32>
    %9 = llvm.shufflevector %8, %7 [0, 0, 5, -1] : vector<4xi32> 
    %10 = llvm.shufflevector %8, %7 [1, 2] : vector<4xi32> 
    %11 = llvm.bitcast %9 : vector<4xi32> to vector<2xi64>
    return %2 : vector<4xi32>
  }
}
