// Kirin's rules for returns in scf bodies (jcir-opt --allow-return-in-scf, KirinScf) and what
// scf-legalize-returns rejects. Without the option, see no-option.mlir.
// RUN: jcir-opt --allow-return-in-scf --split-input-file --verify-diagnostics %s
// RUN: jcir-opt --allow-return-in-scf --scf-legalize-returns --split-input-file --verify-diagnostics %S/Inputs/kirin-unsupported.mlir

// returned values match the function's result types
func.func @ret_type(%c: i1, %x: i64) -> i32 {
  scf.if %c {
    // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @ret_type}}
    func.return %x : i64
  }
  %z = arith.constant 0 : i32
  func.return %z : i32
}

// -----
// ... and their number, in a for body
func.func @ret_count(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{has 0 operands, but enclosing function (@ret_count) returns 1}}
    func.return
  }
  %z = arith.constant 0 : i32
  func.return %z : i32
}

// -----
// if one branch yields, the other yields (the same types) or returns
func.func @yield_count(%c: i1, %x: i32) -> i32 {
  // expected-error @+1 {{region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %v = scf.if %c -> (i32) {
    scf.yield
  } else {
    func.return %x : i32
  }
  func.return %v : i32
}

// -----
// an if that defines values still needs its else
func.func @no_else(%c: i1, %x: i32) -> i32 {
  // expected-error @+1 {{must have an else block if defining values}}
  %v = "scf.if"(%c) ({
    func.return %x : i32
  }, {
  }) : (i1) -> i32
  func.return %v : i32
}

// -----
// a branch ends in a yield or a return, nothing else
func.func @other_terminator(%c: i1, %x: i32) -> i32 {
  // expected-error @+1 {{expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  scf.if %c {
    llvm.unreachable
  }
  func.return %x : i32
}

// -----
// the return is the last op of its body
func.func @not_last(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    // expected-error @+1 {{must be the last operation in the parent block}}
    func.return %x : i32
    %y = arith.addi %x, %x : i32
  }
  func.return %x : i32
}

// -----
// only scf.if, scf.for and scf.while bodies may return
func.func @execute_region(%x: i32) -> i32 {
  scf.execute_region {
    // expected-error @+1 {{expects parent op 'func.func'}}
    func.return %x : i32
  }
  func.return %x : i32
}

// -----
// a while whose after-region returns still needs scf.condition (or a return) in its before-region
func.func @while_before_yield(%x: i32) -> i32 {
  // expected-error @+1 {{expects the 'before' region to terminate with 'scf.condition' or 'func.return'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }, {
  ^bb0(%b: i32):
    func.return %b : i32
  }) : (i32) -> i32
  func.return %r : i32
}

// -----
// a while region that does not return keeps the upstream edge checks
func.func @while_edge(%x: i32, %c: i1) -> i32 {
  // expected-error @+1 {{along control flow edge from Region #1 to Region #0: source type #0 'i1' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.if %c {
      func.return %a : i32
    }
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %c : i1
  }
  func.return %r : i32
}

// -----
// iteration over an iterable (Kirin's `scf.for %i in %list`) is not read: upstream's form only
func.func @iterable(%list: !llvm.ptr, %j: f64) -> f64 {
  // expected-error @+1 {{expected '='}}
  %r = scf.for %i in %list iter_args(%a = %j) -> (f64) {
    scf.yield %a : f64
  }
  func.return %r : f64
}
