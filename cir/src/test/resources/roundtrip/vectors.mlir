// Round-trip examples for GNU vectors as -emit-scf prints them (mlir-opt-19's form): the builtin vector
// type with arith ops and llvm element ops. (The cir vector ops are in cir.mlir.)
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
