// Tables of scalar constants become one dense elements attribute (llvm.mlir.global's value, or
// llvm.mlir.constant in an initializer region), not a zero constant and one llvm.insertvalue per element.
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
static const int T[4] = {1, -2, 3, 2147483647};
const short S[2][3] = {{1, 2}, {-4, 5, 6}};
const char N[2][4] = {"ab", "cde"};
const double D[2] = {1.5, -0.25};
void *big[2] = {0, 0};
int get(int i, int j) {
    return T[i] + S[i][j] + N[i][j] + (int) D[i];
}
// SCF-DAG: llvm.mlir.global internal constant @T(dense<[1, -2, 3, 2147483647]> : tensor<4xi32>) {{.*}} : !llvm.array<4 x i32>
// SCF-DAG: llvm.mlir.global external {{(constant )?}}@S(dense<{{\[\[}}1, 2, 0], [-4, 5, 6]]> : tensor<2x3xi16>) {{.*}} : !llvm.array<2 x array<3 x i16>>
// SCF-DAG: llvm.mlir.global external {{(constant )?}}@N(dense<{{\[\[}}97, 98, 0, 0], [99, 100, 101, 0]]> : tensor<2x4xi8>)
// SCF-DAG: llvm.mlir.global external constant @D(dense<[1.500000e+00, -2.500000e-01]> : tensor<2xf64>)
// SCF-NOT: llvm.insertvalue
// LL-DAG: @T = internal constant [4 x i32] [i32 1, i32 -2, i32 3, i32 2147483647]
// LL-DAG: @S = {{(constant|global)}} [2 x [3 x i16]] {{\[\[}}3 x i16] [i16 1, i16 2, i16 0], [3 x i16] [i16 -4, i16 5, i16 6]]
// LL-DAG: @D = constant [2 x double] [double 1.5, double -0.25]
