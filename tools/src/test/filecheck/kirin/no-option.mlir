// Without --allow-return-in-scf a return inside scf is rejected as upstream MLIR does (the
// message adds how to accept it); mlir-opt-19 rejects the same input.
// RUN: jcir-opt --verify-diagnostics %s
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=MLIR
// MLIR: error: 'func.return' op expects parent op 'func.func'

func.func @early(%n: index, %k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %eq = arith.cmpi eq, %i, %k : index
    scf.if %eq {
      // expected-error @+1 {{'func.return' op expects parent op 'func.func' (a return inside 'scf.if' is Kirin-style scf: jcir-opt accepts it with --allow-return-in-scf)}}
      func.return %i : index
    }
    scf.yield
  }
  func.return %n : index
}
