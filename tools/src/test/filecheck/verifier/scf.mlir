// One case per rule of the scf dialect's verifier (ScfDialect) and the structural rules its
// declarations give the generic verifier (single-block regions, HasParent, operand types).
// Messages follow mlir-opt-19's where it has the same rule.
// RUN: jcir-opt --split-input-file --verify-diagnostics %s

// scf.for: bounds and step share one type
func.func @for_bound_types(%lb: index, %ub: i32, %s: index) {
  // expected-error @+1 {{failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%iv: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----
// scf.for: induction variable of the bounds' type
func.func @for_iv_type(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%iv: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----
// scf.for: as many results as iter_args
func.func @for_results(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  %r:2 = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%iv: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}

// -----
// scf.for: the body takes the induction variable and one argument per iter_arg
func.func @for_region_args(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{expected 2 region arguments, but found 1}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%iv: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----
// scf.for: iter_arg types match the init values
func.func @for_iter_arg_type(%lb: index, %ub: index, %s: index, %x: f32) {
  // expected-error @+1 {{types mismatch between 0th iter operand and defined value}}
  %r = "scf.for"(%lb, %ub, %s, %x) ({
  ^bb0(%iv: index, %a: f64):
    scf.yield %a : f64
  }) : (index, index, index, f32) -> f32
  return
}

// -----
// scf.for: yield as many values as iter_args
func.func @for_yield_count(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  // expected-error @+1 {{mismatch in number of basic block args and defined values}}
  %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield
  }
  return %r : f32
}

// -----
// scf.for: yield values of the iter_args' types
func.func @for_yield_type(%lb: index, %ub: index, %s: index, %x: f32, %y: f64) -> f32 {
  // expected-error @+1 {{0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'f64'}}
  %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %y : f64
  }
  return %r : f32
}

// -----
// scf.for: single-block body (SingleBlock)
func.func @for_two_blocks(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%iv: index):
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----
// scf.for: the body ends in scf.yield
func.func @for_terminator(%lb: index, %ub: index, %s: index) {
  // expected-error @+1 {{expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  "scf.for"(%lb, %ub, %s) ({
  ^bb0(%iv: index):
    llvm.unreachable
  }) : (index, index, index) -> ()
  return
}

// -----
// scf.if: a condition of type i1
func.func @if_condition(%c: i32) {
  // expected-error @+1 {{operand 'condition' must be}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}

// -----
// scf.if: results need an else region
func.func @if_no_else(%c: i1, %x: f32) -> f32 {
  // expected-error @+1 {{must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    scf.yield %x : f32
  }, {
  }) : (i1) -> f32
  return %r : f32
}

// -----
// scf.if: yielded values have the result types
func.func @if_yield_type(%c: i1, %x: f32, %y: f64) -> f32 {
  // expected-error @+1 {{along control flow edge from Region #1 to parent results: source type #0 'f64' should match input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %y : f64
  }
  return %r : f32
}

// -----
// scf.if: as many yielded values as results
func.func @if_yield_count(%c: i1, %x: f32) -> f32 {
  // expected-error @+1 {{region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (f32) {
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

// -----
// scf.if: single-block regions
func.func @if_two_blocks(%c: i1) {
  // expected-error @+1 {{expects region #0 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    cf.br ^bb1
  ^bb1:
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----
// scf.if: regions take no arguments
func.func @if_region_args(%c: i1) {
  // expected-error @+1 {{region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----
// scf.yield: only in scf ops with yielding regions (HasParent)
func.func @yield_in_func() {
  // expected-error @+1 {{expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----
// scf.while: the before region ends in scf.condition
func.func @while_condition(%x: i32) {
  // expected-error @+1 {{expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.yield %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (i32) -> i32
  return
}

// -----
// scf.condition: an i1 condition
func.func @condition_type(%x: i32) {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    // expected-error @+1 {{operand 'condition' must be}}
    "scf.condition"(%a, %a) : (i32, i32) -> ()
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----
// scf.while: values forwarded by scf.condition have the result types
func.func @while_forwarded(%x: i32, %c: i1, %y: f32) {
  // expected-error @+1 {{along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %y : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----
// scf.while: the after region yields the before region's argument types
func.func @while_yield(%x: i32, %c: i1, %y: f32) {
  // expected-error @+1 {{along control flow edge from Region #1 to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %y : f32
  }
  return
}

// -----
// scf.index_switch: one case value per case region
func.func @switch_cases(%i: index) {
  // expected-error @+1 {{has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----
// scf.index_switch: case values are distinct
func.func @switch_duplicate(%i: index) {
  // expected-error @+1 {{has duplicate case value}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----
// scf.index_switch: every region yields the results
func.func @switch_yield(%i: index, %x: i32) -> i32 {
  // expected-error @+1 {{expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----
// scf.index_switch: of the result types
func.func @switch_yield_type(%i: index, %x: i32, %y: i64) -> i32 {
  // expected-error @+1 {{expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %y : i64
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----
// scf.parallel: as many lower bounds, upper bounds and steps
func.func @parallel_bounds(%a: index, %b: index, %s: index) {
  // expected-error @+1 {{expects the same number of lower bounds, upper bounds and steps}}
  "scf.parallel"(%a, %b, %b, %s) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}

// -----
// scf.parallel: the body ends in scf.reduce, one operand per result
func.func @parallel_reductions(%a: index, %b: index, %s: index, %x: f32) -> f32 {
  // expected-error @+1 {{expects number of results: 1 to be the same as number of reductions: 0}}
  %r = "scf.parallel"(%a, %b, %s, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, f32) -> f32
  return %r : f32
}

// -----
// scf.reduce: the reduction region takes two operands of the reduced type
func.func @reduce_args(%a: index, %b: index, %s: index, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%a) to (%b) step (%s) init (%x) -> f32 {
    // expected-error @+1 {{expected two block arguments with type f32 in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return %r : f32
}

// -----
// scf.reduce.return: returns the reduced type
func.func @reduce_return(%a: index, %b: index, %s: index, %x: f32, %y: f64) -> f32 {
  %r = scf.parallel (%i) = (%a) to (%b) step (%s) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      // expected-error @+1 {{must have type f32 (the type of the reduction operand)}}
      scf.reduce.return %y : f64
    }
  }
  return %r : f32
}

// -----
// scf.execute_region: not empty
func.func @execute_empty() {
  // expected-error @+1 {{region cannot be empty}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----
// scf.execute_region: yields its results
func.func @execute_yield(%x: i64) -> i32 {
  // expected-error @+1 {{along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    scf.yield %x : i64
  }
  return %r : i32
}
