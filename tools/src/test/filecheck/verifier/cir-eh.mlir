// One case per rule of the verifier of the cir dialect's exception-handling ops (CirEhOps, docs/cir-dialect.md
// "Exceptions"); every chunk must produce the error its comment names.
// RUN: jcir-opt --split-input-file --verify-diagnostics %s

cir.func @handler_count() {
  // expected-error @+1 {{has 2 catch types for 1 handlers}}
  "cir.try"() <{catch_types = ["all", "all"]}> ({
    cir.yield
  }, {
    cir.yield
  }) : () -> ()
  cir.return
}

// -----
cir.func @catch_kind() {
  // expected-error @+1 {{catch type must be a type_info symbol, "all" or "cleanup"}}
  "cir.try"() <{catch_types = ["some"]}> ({
    cir.yield
  }, {
    cir.yield
  }) : () -> ()
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
cir.func @throw_without_typeinfo(%p: !cir.ptr<!s32i>) {
  // expected-error @+1 {{needs both an exception object and its type_info, or neither (rethrow)}}
  cir.throw %p : !cir.ptr<!s32i>
  cir.unreachable
}

// -----
cir.func @catch_param_outside() {
  // expected-error @+1 {{expects parent op 'cir.try'}}
  %0 = cir.catch_param : !cir.ptr<!cir.void>
  cir.return
}
