// One case per rule of the cir dialect's verifier (CirVerifiers, docs/cir-dialect.md); every
// chunk must produce exactly the error its expected-error comment names, on that line.
// RUN: jcir-opt --split-input-file --verify-diagnostics %s
// Without --verify-diagnostics the same input fails, and reports every chunk's error.
// RUN: not jcir-opt --split-input-file %s 2> %t.err
// RUN: FileCheck %s --check-prefix=ERRS < %t.err
// ERRS: cir.mlir:[[@LINE+8]]:3: error: 'cir.alloca' op allocaType must be a value type, but got '!cir.void'
// ERRS-NEXT: %0 = cir.alloca !cir.void, !cir.ptr<!cir.void>, ["v"]
// ERRS-NEXT: {{^  \^$}}

// -----
// memory
cir.func @alloca_void() {
  // expected-error @+1 {{allocaType must be a value type, but got '!cir.void'}}
  %0 = cir.alloca !cir.void, !cir.ptr<!cir.void>, ["v"]
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @alloca_result() {
  // expected-error @+1 {{result type '!cir.ptr<!s64i>' must be a pointer to the allocaType, i.e. '!cir.ptr<!s32i>'}}
  %0 = cir.alloca !s32i, !cir.ptr<!s64i>, ["x"]
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @load_type(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{result type '!s64i' does not match the pointee type '!s32i' of the address}}
  %0 = cir.load %p : !cir.ptr<!s32i>, !s64i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @store_type(%p: !cir.ptr<!s32i>, %v: !s64i) {
  // expected-error @+1 {{value type '!s64i' does not match the pointee type '!s32i' of the address}}
  cir.store %v, %p : !s64i, !cir.ptr<!s32i>
  cir.return
}

// -----
!s64i = !cir.int<s, 64>
cir.func @stride_void(%p: !cir.ptr<!cir.void>, %i: !s64i) {
  // expected-error @+1 {{cannot stride a pointer to '!cir.void'}}
  %0 = cir.ptr_stride(%p : !cir.ptr<!cir.void>, %i : !s64i), !cir.ptr<!cir.void>
  cir.return
}

// -----
!s64i = !cir.int<s, 64>
cir.func @diff_void(%p: !cir.ptr<!cir.void>, %q: !cir.ptr<!cir.void>) {
  // expected-error @+1 {{cannot subtract pointers to '!cir.void'}}
  %0 = cir.ptr_diff(%p, %q) : !cir.ptr<!cir.void> -> !s64i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @member_of_int(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{operand must be a pointer to a struct, but got '!cir.ptr<!s32i>'}}
  %0 = cir.struct_element_addr %p[0] "a" : !cir.ptr<!s32i> -> !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!ty_S = !cir.struct<struct "S" {!s32i, !s8i}>
cir.func @member_index(%p: !cir.ptr<!ty_S>) {
  // expected-error @+1 {{member_index 2 is out of range for}}
  %0 = cir.struct_element_addr %p[2] "c" : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!ty_S = !cir.struct<struct "S" {!s32i, !s8i}>
cir.func @member_type(%p: !cir.ptr<!ty_S>) {
  // expected-error @+1 {{result type '!cir.ptr<!s32i>' must be '!cir.ptr<!s8i>', a pointer to member 1}}
  %0 = cir.struct_element_addr %p[1] "b" : !cir.ptr<!ty_S> -> !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!u32i = !cir.int<u, 32>
cir.func @base_of_int(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{operand and result must be pointers to structs}}
  %0 = cir.base_class_addr(%p : !cir.ptr<!s32i>) -> !cir.ptr<!u32i> {offset = 0 : i64}
  cir.return
}

// -----
cir.func @copy_void(%a: !cir.ptr<!cir.void>, %b: !cir.ptr<!cir.void>) {
  // expected-error @+1 {{copied type must be a value type, but got '!cir.void'}}
  cir.copy %a to %b : !cir.ptr<!cir.void>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!u16i = !cir.int<u, 16>
!u32i = !cir.int<u, 32>
cir.func @bitfield_storage(%p: !cir.ptr<!u32i>) {
  // expected-error @+1 {{address must point to the storage type '!u16i', but got '!cir.ptr<!u32i>'}}
  %0 = cir.get_bitfield(%p : !cir.ptr<!u32i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!u16i = !cir.int<u, 16>
cir.func @bitfield_fit(%p: !cir.ptr<!u16i>) {
  // expected-error @+1 {{bitfield of size 8 at offset 12 does not fit in '!u16i'}}
  %0 = cir.get_bitfield(%p : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 12, size 8, signed) -> !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!u16i = !cir.int<u, 16>
cir.func @set_bitfield_result(%p: !cir.ptr<!u16i>, %v: !s32i) {
  // expected-error @+1 {{result type '!s64i' must equal the stored value's type '!s32i'}}
  %0 = cir.set_bitfield(%p : !cir.ptr<!u16i>, %v : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s64i
  cir.return
}

// -----
// values
cir.func @rem_float(%a: !cir.double, %b: !cir.double) {
  // expected-error @+1 {{'rem' requires integer operands, but got '!cir.double'}}
  %0 = cir.binop(rem, %a, %b) : !cir.double
  cir.return
}

// -----
cir.func @and_float(%a: !cir.double, %b: !cir.double) {
  // expected-error @+1 {{'and' requires integer or bool operands, but got '!cir.double'}}
  %0 = cir.binop(and, %a, %b) : !cir.double
  cir.return
}

// -----
cir.func @add_bool(%a: !cir.bool, %b: !cir.bool) {
  // expected-error @+1 {{'add' requires integer or floating point operands, but got '!cir.bool'}}
  %0 = cir.binop(add, %a, %b) : !cir.bool
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_S = !cir.struct<struct "S" {!s32i}>
cir.func @cmp_struct(%a: !ty_S, %b: !ty_S) {
  // expected-error @+1 {{operands must be integer, floating point, pointer or bool, but got '!cir.struct<struct "S" {!s32i}>'}}
  %0 = cir.cmp(eq, %a, %b) : !ty_S, !cir.bool
  cir.return
}

// -----
cir.func @not_float(%a: !cir.double) {
  // expected-error @+1 {{'not' requires an integer or bool operand, but got '!cir.double'}}
  %0 = cir.unary(not, %a) : !cir.double, !cir.double
  cir.return
}

// -----
cir.func @minus_bool(%a: !cir.bool) {
  // expected-error @+1 {{'minus' requires an integer or floating point operand, but got '!cir.bool'}}
  %0 = cir.unary(minus, %a) : !cir.bool, !cir.bool
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @cast_source(%a: !cir.double) {
  // expected-error @+1 {{'integral' requires a !cir.int source, but got '!cir.double'}}
  %0 = cir.cast(integral, %a : !cir.double), !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @cast_result(%a: !s32i) {
  // expected-error @+1 {{'int_to_bool' requires a !cir.bool result, but got '!s32i'}}
  %0 = cir.cast(int_to_bool, %a : !s32i), !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @decay_source(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{'array_to_ptrdecay' requires a pointer-to-array source, but got '!cir.ptr<!s32i>'}}
  %0 = cir.cast(array_to_ptrdecay, %p : !cir.ptr<!s32i>), !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
cir.func @decay_result(%p: !cir.ptr<!cir.array<!s32i x 4>>) {
  // expected-error @+1 {{'array_to_ptrdecay' result must be '!cir.ptr<!s32i>', but got '!cir.ptr<!s8i>'}}
  %0 = cir.cast(array_to_ptrdecay, %p : !cir.ptr<!cir.array<!s32i x 4>>), !cir.ptr<!s8i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @const_type() {
  // expected-error @+1 {{'value' type '!s32i' does not match result type '!s64i'}}
  %0 = cir.const(#cir.int<1> : !s32i) : !s64i
  cir.return
}

// -----
!s8i = !cir.int<s, 8>
cir.func @const_range() {
  // expected-error @+1 {{integer value 200 does not fit in '!s8i'}}
  %0 = cir.const(#cir.int<200> : !s8i) : !s8i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @const_zero_int() {
  // expected-error @+1 {{#cir.zero requires an array, struct, complex or vector type, but got '!s32i'}}
  %0 = cir.const(#cir.zero : !s32i) : !s32i
  cir.return
}

// -----
!s8i = !cir.int<s, 8>
cir.func @const_string_too_long() {
  // expected-error @+1 {{string of length 4 does not fit in '!cir.array<!s8i x 2>'}}
  %0 = cir.const(#cir.const_array<"abc\00"> : !cir.array<!s8i x 2>) : !cir.array<!s8i x 2>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!ty_S = !cir.struct<struct "S" {!s32i, !s8i}>
cir.func @const_struct_members() {
  // expected-error @+1 {{#cir.const_struct has 1 members, but '!cir.struct<struct "S" {!s32i, !s8i}>' has 2}}
  %0 = cir.const(#cir.const_struct<{#cir.int<1> : !s32i}> : !ty_S) : !ty_S
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @select_types(%c: !cir.bool, %a: !s32i, %b: !s64i) {
  // expected-error @+1 {{true_value '!s32i' and false_value '!s64i' must both have the result type '!s32i'}}
  %0 = cir.select if %c then %a else %b : (!cir.bool, !s32i, !s64i) -> !s32i
  cir.return
}

// -----
// symbols
!s32i = !cir.int<s, 32>
// expected-error @+1 {{a function declaration must have external or extern_weak linkage, but has internal}}
cir.func internal @decl(!s32i) -> !s32i

// -----
!s32i = !cir.int<s, 32>
// expected-error @+1 {{a global without initial_value is a declaration and must have external or extern_weak linkage, but has internal}}
cir.global internal @g : !s32i

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
// expected-error @+1 {{'initial_value' type '!s64i' does not match symbol type '!s32i'}}
cir.global external @g : !s32i = #cir.int<1> : !s64i

// -----
!s32i = !cir.int<s, 32>
cir.func @get_missing() {
  // expected-error @+1 {{'nowhere' does not reference a valid symbol}}
  %0 = cir.get_global @nowhere : !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.global external @g : !s32i = #cir.int<1> : !s32i
cir.func @get_type() {
  // expected-error @+1 {{result type '!cir.ptr<!s64i>' does not match the address type '!cir.ptr<!s32i>' of @g}}
  %0 = cir.get_global @g : !cir.ptr<!s64i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.global external @g : !s32i = #cir.int<1> : !s32i
cir.func @call_global() {
  // expected-error @+1 {{'g' does not reference a cir.func}}
  cir.call @g() : () -> ()
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @f(!s32i) -> !s32i
cir.func @call_arity() {
  // expected-error @+1 {{incorrect number of operands for callee: expected 1, but got 0}}
  %0 = cir.call @f() : () -> !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @f(!s32i) -> !s32i
cir.func @call_arg_type(%a: !s64i) {
  // expected-error @+1 {{operand type mismatch: expected operand type '!s32i', but provided '!s64i' for operand number 0}}
  %0 = cir.call @f(%a) : (!s64i) -> !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @f(!s32i) -> !s32i
cir.func @call_result(%a: !s32i) {
  // expected-error @+1 {{result type mismatch: expected '!s32i', but got '!s64i'}}
  %0 = cir.call @f(%a) : (!s32i) -> !s64i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @call_indirect(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{indirect callee must be a pointer to !cir.func, but got '!cir.ptr<!s32i>'}}
  cir.call %p() : (!cir.ptr<!s32i>) -> ()
  cir.return
}

// -----
// structured control flow
cir.func @ternary_kind(%c: !cir.bool) {
  cir.await(user, ready : {
    // expected-error @+1 {{true region must end in a plain cir.yield}}
    cir.ternary(%c, true {
      cir.yield nosuspend
    }, false {
      cir.yield
    })
    cir.yield
  }, suspend : {
    cir.yield
  }, resume : {
    cir.yield
  })
  cir.return
}

// -----
cir.func @cond_break() {
  // expected-error @+1 {{cond region may only be terminated by cir.yield, cir.yield continue, cir.br or cir.brcond, but found cir.return}}
  cir.loop while(cond : {
    cir.return
  }, step : {
    cir.yield
  }) {
    cir.yield
  }
  cir.return
}

// -----
cir.func @step_continue() {
  // expected-error @+1 {{step region may only be terminated by a plain cir.yield, cir.br or cir.brcond}}
  cir.loop for(cond : {
    cir.yield continue
  }, step : {
    cir.return
  }) {
    cir.yield
  }
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @while_step(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{a 'while' loop must have an empty step region (only cir.yield)}}
  cir.loop while(cond : {
    cir.yield continue
  }, step : {
    %0 = cir.load %p : !cir.ptr<!s32i>, !s32i
    cir.yield
  }) {
    cir.yield
  }
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @switch_duplicate(%x: !s32i) {
  // expected-error @+1 {{duplicate case value 1}}
  cir.switch (%x : !s32i) [
  case (equal, 1) {
    cir.yield break
  },
  case (anyof, [1, 2] : !s32i) {
    cir.yield break
  }
  ]
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @switch_two_defaults(%x: !s32i) {
  // expected-error @+1 {{has more than one default case}}
  cir.switch (%x : !s32i) [
  case (default) {
    cir.yield break
  },
  case (default) {
    cir.yield break
  }
  ]
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @switch_empty_range(%x: !s32i) {
  // expected-error @+1 {{case #0 range [9, 4] is empty}}
  cir.switch (%x : !s32i) [
  case (range, [9, 4] : !s32i) {
    cir.yield break
  }
  ]
  cir.return
}

// -----
// terminators
!s32i = !cir.int<s, 32>
cir.func @return_count(%a: !s32i) {
  // expected-error @+1 {{has 1 operands, but enclosing function (@return_count) returns 0}}
  cir.return %a : !s32i
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @return_type(%a: !s64i) -> !s32i {
  // expected-error @+1 {{type of return operand 0 ('!s64i') doesn't match function result type ('!s32i') in function @return_type}}
  cir.return %a : !s64i
}

// -----
!s32i = !cir.int<s, 32>
cir.func @yield_value_from_if(%c: !cir.bool, %a: !s32i) {
  cir.if %c {
    // expected-error @+1 {{must yield no values to its parent 'cir.if', but yields (!s32i)}}
    cir.yield %a : !s32i
  }
  cir.return
}

// -----
cir.func @break_outside(%c: !cir.bool) {
  cir.if %c {
    // expected-error @+1 {{'break' must be nested in a cir.loop or cir.switch}}
    cir.yield break
  }
  cir.return
}

// -----
cir.func @break_in_step() {
  cir.loop for(cond : {
    cir.yield continue
  }, step : {
    cir.scope {
      // expected-error @+1 {{'break' may only appear in the body region of a cir.loop}}
      cir.yield break
    }
    cir.yield
  }) {
    cir.yield
  }
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @continue_in_switch(%x: !s32i) {
  cir.switch (%x : !s32i) [
  case (default) {
    // expected-error @+1 {{'continue' must be nested in a cir.loop}}
    cir.yield continue
  }
  ]
  cir.return
}

// -----
cir.func @fallthrough_in_if(%c: !cir.bool) {
  cir.if %c {
    // expected-error @+1 {{'fallthrough' may only terminate a cir.switch case region}}
    cir.yield fallthrough
  }
  cir.return
}

// -----
cir.func @nosuspend_outside(%c: !cir.bool) {
  cir.if %c {
    // expected-error @+1 {{'nosuspend' may only appear in the ready region of a cir.await}}
    cir.yield nosuspend
  }
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @break_with_value(%a: !s32i) {
  cir.loop while(cond : {
    cir.yield continue
  }, step : {
    cir.yield
  }) {
    // expected-error @+1 {{'break' cannot yield values}}
    cir.yield break %a : !s32i
  }
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @br_count(%a: !s32i) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cir.br ^bb1
^bb1(%x: !s32i):
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
cir.func @brcond_type(%c: !cir.bool, %a: !s64i) {
  // expected-error @+1 {{true type mismatch for bb argument #0 of successor: '!s64i' vs '!s32i'}}
  cir.brcond %c ^bb1(%a : !s64i), ^bb2
^bb1(%x: !s32i):
  cir.return
^bb2:
  cir.return
}

// -----
cir.func @goto_nowhere() {
  // expected-error @+1 {{references undefined label 'out'}}
  cir.goto "out"
}

// -----
cir.func @label_twice() {
  cir.br ^bb1
^bb1:
  // expected-error @+1 {{redefinition of label 'l'}}
  cir.label "l"
  cir.br ^bb2
^bb2:
  cir.label "l"
  cir.return
}

// -----
cir.func @label_not_first() {
  cir.br ^bb1
^bb1:
  cir.trap
^bb2:
  cir.br ^bb3
^bb3:
  cir.br ^bb4
^bb4:
  %0 = cir.const(#cir.bool<true> : !cir.bool) : !cir.bool
  // expected-error @+1 {{must be the first operation of its block}}
  cir.label "l"
  cir.return
}

// -----
// Rules the custom syntax cannot break, written in the generic form.
!s32i = !cir.int<s, 32>
"cir.func"() <{function_type = !cir.func<!s32i (!s32i)>, linkage = #cir<linkage external>, sym_name = "bad_kind"}> ({
^bb0(%a: !s32i):
  // expected-error @+1 {{attribute 'kind' must be a cir binop_kind (one of mul, div, rem, add, sub, shl, shr, and, xor, or), but got #cir<cmp_kind eq>}}
  %0 = "cir.binop"(%a, %a) <{kind = #cir<cmp_kind eq>}> : (!s32i, !s32i) -> !s32i
  "cir.return"(%0) : (!s32i) -> ()
}) : () -> ()

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
// expected-error @+1 {{type of entry block argument #0('!s64i') must match the type of the corresponding argument in function signature('!s32i')}}
"cir.func"() <{function_type = !cir.func<!cir.void (!s32i)>, linkage = #cir<linkage external>, sym_name = "entry_args"}> ({
^bb0(%a: !s64i):
  "cir.return"() : () -> ()
}) : () -> ()

// -----
cir.func @empty_then(%c: !cir.bool) {
  // expected-error @+1 {{requires a non-empty then region}}
  "cir.if"(%c) ({
  }, {
  }) : (!cir.bool) -> ()
  cir.return
}

// -----
cir.func @empty_scope() {
  // expected-error @+1 {{requires a non-empty scope region}}
  "cir.scope"() ({
  }) : () -> ()
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @switch_regions(%x: !s32i) {
  // expected-error @+1 {{has 1 cases but 2 regions}}
  "cir.switch"(%x) <{cases = [[#cir<case_kind default>, []]]}> ({
    cir.yield break
  }, {
    cir.yield break
  }) : (!s32i) -> ()
  cir.return
}
