// One case per rule of the verifier of the cir dialect's member pointer types, constants and ops
// (CirMemberPointerOps, CirVerifiers, docs/cir-dialect.md); every chunk must produce the error its comment names.
// RUN: jcir-opt --split-input-file --verify-diagnostics %s

!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
!ty_B = !cir.struct<struct "B" {!s32i}>
cir.func @runtime_member_class(%p: !cir.ptr<!ty_B>, %m: !cir.data_member<!s32i in !ty_A>) {
  // expected-error @+1 {{is not a pointer to the member pointer's class}}
  %0 = cir.get_runtime_member %p[%m : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_B> -> !cir.ptr<!s32i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @runtime_member_result(%p: !cir.ptr<!ty_A>, %m: !cir.data_member<!s32i in !ty_A>) {
  // expected-error @+1 {{result type '!cir.ptr<!s64i>' is not a pointer to the member's type '!s32i'}}
  %0 = cir.get_runtime_member %p[%m : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s64i>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @method_callee(%p: !cir.ptr<!ty_A>, %m: !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) {
  // expected-error @+1 {{callee type '!cir.ptr<!cir.func<!s32i (!s32i)>>' must be a pointer to '!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>'}}
  %0:2 = cir.get_method %m, %p : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!s32i)>>, !cir.ptr<!cir.void>)
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @method_this(%p: !cir.ptr<!ty_A>, %m: !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) {
  // expected-error @+1 {{the adjusted this must be a !cir.ptr<!cir.void>}}
  %0:2 = cir.get_method %m, %p : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_A>, !s32i)>>, !cir.ptr<!ty_A>)
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
!ty_D = !cir.struct<struct "D" {!s64i, !ty_A}>
cir.func @conversion_member_type(%m: !cir.data_member<!s32i in !ty_A>) {
  // expected-error @+1 {{changes the member's type}}
  %0 = cir.derived_data_member(%m : !cir.data_member<!s32i in !ty_A>) [8] -> !cir.data_member<!s64i in !ty_D>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @method_vtable_offset() {
  // expected-error @+1 {{#cir.method vtable_offset must be a non-negative multiple of the pointer size}}
  %0 = cir.const(#cir.method<vtable_offset = 4> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @data_member_attr_type() {
  // expected-error @+1 {{#cir.data_member requires a !cir.data_member type, but got '!s32i'}}
  %0 = cir.const(#cir.data_member<4> : !s32i) : !s32i
  cir.return
}

// -----
!s32i = !cir.int<s, 32>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
cir.func @member_pointer_order(%a: !cir.data_member<!s32i in !ty_A>, %b: !cir.data_member<!s32i in !ty_A>) {
  // expected-error @+1 {{member pointers compare only for equality, not 'lt'}}
  %0 = cir.cmp(lt, %a, %b) : !cir.data_member<!s32i in !ty_A>, !cir.bool
  cir.return
}
