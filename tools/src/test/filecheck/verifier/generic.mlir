// The generic verifier (jcirc.ir.Verifier): rules derived from every op's declaration, for any
// dialect. Messages follow mlir-opt-19's where it has the same rule.
// RUN: jcir-opt --split-input-file --verify-diagnostics %s

// Dominance: a use before its definition in the same block
func.func @use_before_def() -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return %0 : i32
}

// -----
// Dominance: a value defined in a block that does not dominate the use
func.func @not_dominating(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %0 : i32
}

// -----
// Visibility: a value of a nested region is not visible after it (as in mlir-opt, the parser says so)
func.func @escapes_region(%c: i1) -> i32 {
  scf.if %c {
    %0 = arith.constant 1 : i32
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %0 : i32
}

// -----
// Isolated from above: a function cannot see a value of the enclosing function (a parse error)
func.func @outer(%x: i32) {
  "test.wrap"() ({
    func.func @inner() -> i32 {
      // expected-error @+1 {{use of undeclared SSA value name}}
      return %x : i32
    }
  }) : () -> ()
  return
}

// -----
// HasParent: func.return only in func.func
func.func @return_in_if(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----
// HasParent: cir.yield only in cir's structured ops
func.func @cir_yield_in_func() {
  // expected-error @+1 {{expects parent op to be one of 'cir.if, cir.scope, cir.switch, cir.loop, cir.await, cir.ternary, cir.try'}}
  cir.yield
}

// -----
// Terminator: a block ends in a terminator
func.func @no_terminator(%a: i32) {
  // expected-error @+1 {{block with no terminator, has arith.addi}}
  %0 = arith.addi %a, %a : i32
}

// -----
// Terminator: only at the end of its block
func.func @terminator_in_middle(%a: i32) {
  // expected-error @+1 {{must be the last operation in the parent block}}
  cf.br ^bb1
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1
^bb1:
  return
}

// -----
// Successors only on terminators
func.func @successor_on_non_terminator(%a: i32) {
  // expected-error @+1 {{requires 0 successors, but found 1}}
  %0 = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----
// Unknown symbol: a symbol reference must resolve
func.func @call_nothing() {
  // expected-error @+1 {{'nothing' does not reference a valid symbol}}
  func.call @nothing() : () -> ()
  return
}

// -----
// Unknown symbol: cir.get_global too
!s32i = !cir.int<s, 32>
cir.func @get_nothing() {
  // expected-error @+1 {{'nothing' does not reference a valid symbol}}
  %0 = cir.get_global @nothing : !cir.ptr<!s32i>
  cir.return
}

// -----
// Unregistered op of a known dialect (generic form; the custom form does not parse at all)
func.func @unregistered() {
  // expected-error @+1 {{is not a registered operation}}
  "arith.frobnicate"() : () -> ()
  return
}

// -----
// Unregistered op of a known dialect, custom form: a parse error
func.func @unregistered_custom() {
  // expected-error @+1 {{unknown operation 'scf.frobnicate'}}
  scf.frobnicate
  return
}

// -----
// Operand count
func.func @operand_count(%a: i32) {
  // expected-error @+1 {{expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----
// Result count
func.func @result_count(%a: i32) {
  // expected-error @+1 {{requires 1 results, but found 0}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----
// Region count
func.func @region_count(%c: i1) {
  // expected-error @+1 {{requires 2 regions, but found 1}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----
// Required attribute
func.func @missing_attr(%a: i32) {
  // expected-error @+1 {{requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----
// SameOperandsAndResultType
func.func @same_types(%a: i32, %b: i64) {
  // expected-error @+1 {{requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----
// Operand type constraint (a cir op given a builtin integer)
func.func @constraint(%p: i32) {
  // expected-error @+1 {{operand 'addr' must be CIR pointer type, but got i32}}
  %0 = "cir.load"(%p) : (i32) -> i32
  return
}

// -----
// Blocks are per region: a branch cannot name a block of another region (a parse error)
func.func @cross_region(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{reference to an undefined block}}
    cf.br ^bb1
  }
  cf.br ^bb1
^bb1:
  return
}
