// Kirin-style inputs that verify but that scf-legalize-returns rejects (run by ../verify.mlir).

// a return nested in an scf.parallel (through an scf.if)
func.func @in_parallel(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{scf-returns-to-flags: a return inside 'scf.parallel' is not supported}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %z = arith.cmpi eq, %i, %c0 : index
    scf.if %z {
      func.return %x : i32
    }
    scf.reduce
  }
  func.return %x : i32
}

// -----
// a returned value that no slot can hold (mem2reg promotes integers, floats, index and pointers)
// expected-error @+1 {{scf-returns-to-flags: cannot carry a returned value of type vector<4xi32>}}
func.func @vector(%c: i1, %v: vector<4xi32>) -> vector<4xi32> {
  scf.if %c {
    func.return %v : vector<4xi32>
  }
  func.return %v : vector<4xi32>
}

// -----
// a body of several blocks
// expected-error @+1 {{scf-returns-to-flags: a function whose body has several blocks cannot hold returns inside scf}}
func.func @blocks(%c: i1, %x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  scf.if %c {
    func.return %x : i32
  }
  func.return %x : i32
}
