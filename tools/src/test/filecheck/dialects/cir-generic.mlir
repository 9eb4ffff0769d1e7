// Every cir op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!s8i = !cir.int<s, 8>
!u16i = !cir.int<u, 16>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!ty_struct_S = !cir.struct<struct "struct.S" {!s32i, !s8i}>
!ty_struct___va_list_tag = !cir.struct<struct "struct.__va_list_tag" {!u32i, !u32i, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>}>
!ty_class_B = !cir.struct<struct "class.B" {!s32i}>
!ty_class_D = !cir.struct<struct "class.D" {!ty_class_B, !s32i}>
module {
  cir.func @add(%arg0: !s32i, %arg1: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["a", init] {alignment = 4 : i64}
    cir.store %arg0, %0 : !s32i, !cir.ptr<!s32i>
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %2 = cir.binop(add, %1, %arg1) : !s32i
    %3 = cir.const(#cir.int<42> : !s32i) : !s32i
    %4 = cir.cmp(gt, %2, %3) : !s32i, !cir.bool
    %5 = cir.cast(integral, %2 : !s32i), !s64i
    %6 = cir.cast(bool_to_int, %4 : !cir.bool), !s32i
    %7 = cir.unary(minus, %2) : !s32i, !s32i
    %8 = cir.select if %4 then %1 else %2 : (!cir.bool, !s32i, !s32i) -> !s32i
    cir.return %2 : !s32i
  }
  cir.global external @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
  cir.global constant internal @k : !s32i = #cir.int<7> : !s32i
  cir.global external @e : !s32i
  cir.global constant private @s : !cir.array<!s8i x 3> = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>
  cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
  cir.func internal @sq(%arg0: !s32i) -> !s32i {
    %0 = cir.binop(mul, %arg0, %arg0) : !s32i
    cir.return %0 : !s32i
  }
  cir.func @main() -> !s32i {
    %0 = cir.get_global @g : !cir.ptr<!s32i>
    %1 = cir.get_global @s : !cir.ptr<!cir.array<!s8i x 3>>
    %2 = cir.cast(array_to_ptrdecay, %1 : !cir.ptr<!cir.array<!s8i x 3>>), !cir.ptr<!s8i>
    %3 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %4 = cir.call @sq(%3) : (!s32i) -> !s32i
    %5 = cir.cast(integral, %4 : !s32i), !s64i
    %6 = cir.call @printf(%2, %4, %5) : (!cir.ptr<!s8i>, !s32i, !s64i) -> !s32i
    %7 = cir.get_global @sq : !cir.ptr<!cir.func<!s32i (!s32i)>>
    %8 = cir.const(#cir.int<2> : !s32i) : !s32i
    %9 = cir.call %7(%8) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
    cir.return %4 : !s32i
  }
  cir.func @use(!s32i)
  cir.func @structured(%arg0: !cir.bool, %arg1: !s32i, %arg2: !s32i) -> !s32i {
    cir.if %arg0 {
      cir.call @use(%arg1) : (!s32i) -> ()
      cir.yield
    } else {
      cir.call @use(%arg2) : (!s32i) -> ()
      cir.yield
    }
    cir.if %arg0 {
      cir.yield
    }
    cir.scope {
      %2 = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
      cir.yield
    }
    %0 = cir.scope {
      %2 = cir.binop(sub, %arg1, %arg2) : !s32i
      cir.yield %2 : !s32i
    } : !s32i
    %1 = cir.ternary(%arg0, true {
      cir.yield %arg1 : !s32i
    }, false {
      cir.yield %0 : !s32i
    }) : !s32i
    cir.return %1 : !s32i
  }
  cir.func @loops(%arg0: !s32i) {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
    %1 = cir.const(#cir.int<0> : !s32i) : !s32i
    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    cir.loop for(cond : {
      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %3 = cir.cmp(lt, %2, %arg0) : !s32i, !cir.bool
      cir.brcond %3 ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      cir.yield continue
    ^bb2:  // pred: ^bb0
      cir.yield
    }, step : {
      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %3 = cir.unary(inc, %2) : !s32i, !s32i
      cir.store %3, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield
    }) {
      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %3 = cir.const(#cir.int<3> : !s32i) : !s32i
      %4 = cir.cmp(eq, %2, %3) : !s32i, !cir.bool
      cir.if %4 {
        cir.yield continue
      }
      %5 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %6 = cir.const(#cir.int<5> : !s32i) : !s32i
      %7 = cir.cmp(eq, %5, %6) : !s32i, !cir.bool
      cir.if %7 {
        cir.yield break
      }
      cir.yield
    }
    cir.loop while(cond : {
      cir.yield continue
    }, step : {
      cir.yield
    }) {
      cir.yield break
    }
    cir.loop dowhile(cond : {
      cir.yield
    }, step : {
      cir.yield
    }) {
      cir.yield
    }
    cir.return
  }
  cir.func @sw(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
    cir.switch (%arg0 : !s32i) [
    case (equal, 1) {
      %7 = cir.const(#cir.int<1> : !s32i) : !s32i
      cir.store %7, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield break
    },
    case (anyof, [2, 3] : !s32i) {
      %7 = cir.const(#cir.int<2> : !s32i) : !s32i
      cir.store %7, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield fallthrough
    },
    case (range, [4, 9] : !s32i) {
      %7 = cir.const(#cir.int<4> : !s32i) : !s32i
      cir.return %7 : !s32i
    },
    case (default) {
      cir.yield break
    }
    ]
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %2 = cir.const(#cir.int<0> : !s32i) : !s32i
    %3 = cir.cmp(ne, %1, %2) : !s32i, !cir.bool
    cir.brcond %3 ^bb1(%1 : !s32i), ^bb2
  ^bb1(%4: !s32i):  // pred: ^bb0
    cir.br ^bb3(%4 : !s32i)
  ^bb2:  // pred: ^bb0
    %5 = cir.const(#cir.int<-1> : !s32i) : !s32i
    cir.br ^bb3(%5 : !s32i)
  ^bb3(%6: !s32i):  // 2 preds: ^bb1, ^bb2
    cir.return %6 : !s32i
  }
  cir.func @mem(%arg0: !cir.ptr<!ty_struct_S>, %arg1: !cir.ptr<!ty_struct_S>, %arg2: !cir.ptr<!s32i>, %arg3: !cir.ptr<!s32i>) -> !s64i {
    %0 = cir.struct_element_addr %arg0[1] "b" : !cir.ptr<!ty_struct_S> -> !cir.ptr<!s8i>
    %1 = cir.const(#cir.int<1> : !s8i) : !s8i
    cir.store %1, %0 : !s8i, !cir.ptr<!s8i>
    cir.copy %arg1 to %arg0 : !cir.ptr<!ty_struct_S>
    %2 = cir.const(#cir.int<2> : !s64i) : !s64i
    %3 = cir.ptr_stride(%arg2 : !cir.ptr<!s32i>, %2 : !s64i), !cir.ptr<!s32i>
    %4 = cir.ptr_diff(%arg2, %arg3) : !cir.ptr<!s32i> -> !s64i
    %5 = cir.load volatile %3 : !cir.ptr<!s32i>, !s32i
    cir.store volatile %5, %arg3 : !s32i, !cir.ptr<!s32i>
    %6 = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["z", init] {alignment = 4 : i64}
    %7 = cir.const(#cir.zero : !ty_struct_S) : !ty_struct_S
    cir.store %7, %6 : !ty_struct_S, !cir.ptr<!ty_struct_S>
    %8 = cir.const(#cir.const_struct<{#cir.int<1> : !s32i, #cir.int<2> : !s8i}> : !ty_struct_S) : !ty_struct_S
    cir.store %8, %6 : !ty_struct_S, !cir.ptr<!ty_struct_S>
    %9 = cir.const(#cir.ptr<null> : !cir.ptr<!s32i>) : !cir.ptr<!s32i>
    %10 = cir.const(#cir.fp<1.5> : !cir.double) : !cir.double
    %11 = cir.const(#cir.bool<true> : !cir.bool) : !cir.bool
    cir.return %4 : !s64i
  }
  cir.func @ext(%arg0: !s64i, %arg1: !cir.ptr<!u16i>, ...) -> !s32i {
    %0 = cir.stack_save : !cir.ptr<!u8i>
    %1 = cir.alloca !s32i, !cir.ptr<!s32i>, %arg0 : !s64i, ["a"] {alignment = 16 : i64}
    cir.stack_restore %0 : !cir.ptr<!u8i>
    %2 = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["ap"] {alignment = 16 : i64}
    %3 = cir.cast(array_to_ptrdecay, %2 : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
    %4 = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["aq"] {alignment = 16 : i64}
    %5 = cir.cast(array_to_ptrdecay, %4 : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
    cir.va_start %3 : !cir.ptr<!ty_struct___va_list_tag>
    cir.va_copy %3 to %5 : !cir.ptr<!ty_struct___va_list_tag>
    %6 = cir.va_arg %3 : (!cir.ptr<!ty_struct___va_list_tag>) -> !s32i
    cir.va_end %3 : !cir.ptr<!ty_struct___va_list_tag>
    %7 = cir.set_bitfield(%arg1 : !cir.ptr<!u16i>, %6 : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    %8 = cir.get_bitfield(%arg1 : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
    %9 = cir.cast(int_to_bool, %8 : !s32i), !cir.bool
    cir.if %9 {
      cir.goto "out"
    }
    cir.br ^bb1
  ^bb1:  // pred: ^bb0
    cir.trap
  ^bb2:  // no predecessors
    cir.label "out"
    cir.return %8 : !s32i
  ^bb3:  // no predecessors
    cir.unreachable
  }
  cir.global linkonce_odr @_ZTV1B : !cir.array<!cir.ptr<!u8i> x 3> = #cir.zero : !cir.array<!cir.ptr<!u8i> x 3>
  cir.func @ready() -> !cir.bool
  cir.func @coro(%arg0: !cir.ptr<!ty_class_D>) {
    %0 = cir.base_class_addr(%arg0 : !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B> {offset = 0 : i64}
    %1 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
    cir.await(user, ready : {
      %2 = cir.call @ready() : () -> !cir.bool
      cir.if %2 {
        cir.yield nosuspend
      }
      cir.yield
    }, suspend : {
      cir.yield
    }, resume : {
      cir.yield
    })
    cir.return
  }
}

// CHECK: !s32i = !cir.int<s, 32>
// CHECK-NEXT: !s64i = !cir.int<s, 64>
// CHECK-NEXT: !s8i = !cir.int<s, 8>
// CHECK-NEXT: !u16i = !cir.int<u, 16>
// CHECK-NEXT: !u8i = !cir.int<u, 8>
// CHECK-NEXT: !u32i = !cir.int<u, 32>
// CHECK-NEXT: !ty_struct_S = !cir.struct<struct "struct.S" {!s32i, !s8i}>
// CHECK-NEXT: !ty_struct___va_list_tag = !cir.struct<struct "struct.__va_list_tag" {!u32i, !u32i, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>}>
// CHECK-NEXT: !ty_class_B = !cir.struct<struct "class.B" {!s32i}>
// CHECK-NEXT: !ty_class_D = !cir.struct<struct "class.D" {!ty_class_B, !s32i}>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!s32i, !s32i)>, linkage = #cir<linkage external>, sym_name = "add"}> ({
// CHECK-NEXT: ^bb0(%arg0: !s32i, %arg1: !s32i):
// CHECK-NEXT: %0 = "cir.alloca"() <{alignment = 4 : i64, allocaType = !s32i, init, name = "a"}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: "cir.store"(%arg0, %0) : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: %1 = "cir.load"(%0) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %2 = "cir.binop"(%1, %arg1) <{kind = #cir<binop_kind add>}> : (!s32i, !s32i) -> !s32i
// CHECK-NEXT: %3 = "cir.const"() <{value = #cir.int<42> : !s32i}> : () -> !s32i
// CHECK-NEXT: %4 = "cir.cmp"(%2, %3) <{kind = #cir<cmp_kind gt>}> : (!s32i, !s32i) -> !cir.bool
// CHECK-NEXT: %5 = "cir.cast"(%2) <{kind = #cir<cast_kind integral>}> : (!s32i) -> !s64i
// CHECK-NEXT: %6 = "cir.cast"(%4) <{kind = #cir<cast_kind bool_to_int>}> : (!cir.bool) -> !s32i
// CHECK-NEXT: %7 = "cir.unary"(%2) <{kind = #cir<unary_kind minus>}> : (!s32i) -> !s32i
// CHECK-NEXT: %8 = "cir.select"(%4, %1, %2) : (!cir.bool, !s32i, !s32i) -> !s32i
// CHECK-NEXT: "cir.return"(%2) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.global"() <{alignment = 4 : i64, initial_value = #cir.int<1> : !s32i, linkage = #cir<linkage external>, sym_name = "g", sym_type = !s32i}> : () -> ()
// CHECK-NEXT: "cir.global"() <{constant, initial_value = #cir.int<7> : !s32i, linkage = #cir<linkage internal>, sym_name = "k", sym_type = !s32i}> : () -> ()
// CHECK-NEXT: "cir.global"() <{linkage = #cir<linkage external>, sym_name = "e", sym_type = !s32i}> : () -> ()
// CHECK-NEXT: "cir.global"() <{constant, initial_value = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>, linkage = #cir<linkage private>, sym_name = "s", sym_type = !cir.array<!s8i x 3>}> : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!cir.ptr<!s8i>, ...)>, linkage = #cir<linkage external>, sym_name = "printf"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!s32i)>, linkage = #cir<linkage internal>, sym_name = "sq"}> ({
// CHECK-NEXT: ^bb0(%arg2: !s32i):
// CHECK-NEXT: %9 = "cir.binop"(%arg2, %arg2) <{kind = #cir<binop_kind mul>}> : (!s32i, !s32i) -> !s32i
// CHECK-NEXT: "cir.return"(%9) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i ()>, linkage = #cir<linkage external>, sym_name = "main"}> ({
// CHECK-NEXT: %10 = "cir.get_global"() <{name = @g}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: %11 = "cir.get_global"() <{name = @s}> : () -> !cir.ptr<!cir.array<!s8i x 3>>
// CHECK-NEXT: %12 = "cir.cast"(%11) <{kind = #cir<cast_kind array_to_ptrdecay>}> : (!cir.ptr<!cir.array<!s8i x 3>>) -> !cir.ptr<!s8i>
// CHECK-NEXT: %13 = "cir.load"(%10) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %14 = "cir.call"(%13) <{callee = @sq}> : (!s32i) -> !s32i
// CHECK-NEXT: %15 = "cir.cast"(%14) <{kind = #cir<cast_kind integral>}> : (!s32i) -> !s64i
// CHECK-NEXT: %16 = "cir.call"(%12, %14, %15) <{callee = @printf}> : (!cir.ptr<!s8i>, !s32i, !s64i) -> !s32i
// CHECK-NEXT: %17 = "cir.get_global"() <{name = @sq}> : () -> !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK-NEXT: %18 = "cir.const"() <{value = #cir.int<2> : !s32i}> : () -> !s32i
// CHECK-NEXT: %19 = "cir.call"(%17, %18) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK-NEXT: "cir.return"(%14) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!cir.void (!s32i)>, linkage = #cir<linkage external>, sym_name = "use"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!cir.bool, !s32i, !s32i)>, linkage = #cir<linkage external>, sym_name = "structured"}> ({
// CHECK-NEXT: ^bb0(%arg3: !cir.bool, %arg4: !s32i, %arg5: !s32i):
// CHECK-NEXT: "cir.if"(%arg3) ({
// CHECK-NEXT: "cir.call"(%arg4) <{callee = @use}> : (!s32i) -> ()
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.call"(%arg5) <{callee = @use}> : (!s32i) -> ()
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: "cir.if"(%arg3) ({
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: "cir.scope"() ({
// CHECK-NEXT: %22 = "cir.alloca"() <{alignment = 4 : i64, allocaType = !s32i, name = "t"}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %20 = "cir.scope"() ({
// CHECK-NEXT: %23 = "cir.binop"(%arg4, %arg5) <{kind = #cir<binop_kind sub>}> : (!s32i, !s32i) -> !s32i
// CHECK-NEXT: "cir.yield"(%23) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> !s32i
// CHECK-NEXT: %21 = "cir.ternary"(%arg3) ({
// CHECK-NEXT: "cir.yield"(%arg4) : (!s32i) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"(%20) : (!s32i) -> ()
// CHECK-NEXT: }) : (!cir.bool) -> !s32i
// CHECK-NEXT: "cir.return"(%21) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!cir.void (!s32i)>, linkage = #cir<linkage external>, sym_name = "loops"}> ({
// CHECK-NEXT: ^bb0(%arg6: !s32i):
// CHECK-NEXT: %24 = "cir.alloca"() <{alignment = 4 : i64, allocaType = !s32i, init, name = "i"}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: %25 = "cir.const"() <{value = #cir.int<0> : !s32i}> : () -> !s32i
// CHECK-NEXT: "cir.store"(%25, %24) : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: "cir.loop"() <{kind = #cir<loop_kind for>}> ({
// CHECK-NEXT: %26 = "cir.load"(%24) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %27 = "cir.cmp"(%26, %arg6) <{kind = #cir<cmp_kind lt>}> : (!s32i, !s32i) -> !cir.bool
// CHECK-NEXT: "cir.brcond"(%27)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!cir.bool) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind continue>}> : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %28 = "cir.load"(%24) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %29 = "cir.unary"(%28) <{kind = #cir<unary_kind inc>}> : (!s32i) -> !s32i
// CHECK-NEXT: "cir.store"(%29, %24) : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %30 = "cir.load"(%24) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %31 = "cir.const"() <{value = #cir.int<3> : !s32i}> : () -> !s32i
// CHECK-NEXT: %32 = "cir.cmp"(%30, %31) <{kind = #cir<cmp_kind eq>}> : (!s32i, !s32i) -> !cir.bool
// CHECK-NEXT: "cir.if"(%32) ({
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind continue>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: %33 = "cir.load"(%24) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %34 = "cir.const"() <{value = #cir.int<5> : !s32i}> : () -> !s32i
// CHECK-NEXT: %35 = "cir.cmp"(%33, %34) <{kind = #cir<cmp_kind eq>}> : (!s32i, !s32i) -> !cir.bool
// CHECK-NEXT: "cir.if"(%35) ({
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind break>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.loop"() <{kind = #cir<loop_kind while>}> ({
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind continue>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind break>}> : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.loop"() <{kind = #cir<loop_kind dowhile>}> ({
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!s32i)>, linkage = #cir<linkage external>, sym_name = "sw"}> ({
// CHECK-NEXT: ^bb0(%arg7: !s32i):
// CHECK-NEXT: %36 = "cir.alloca"() <{alignment = 4 : i64, allocaType = !s32i, name = "r"}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: "cir.switch"(%arg7) <{cases = {{\[\[}}#cir<case_kind equal>, [#cir.int<1> : !s32i{{\]\]}}, [#cir<case_kind anyof>, [#cir.int<2> : !s32i, #cir.int<3> : !s32i{{\]\]}}, [#cir<case_kind range>, [#cir.int<4> : !s32i, #cir.int<9> : !s32i{{\]\]}}, [#cir<case_kind default>, [{{\]\]}}]}> ({
// CHECK-NEXT: %43 = "cir.const"() <{value = #cir.int<1> : !s32i}> : () -> !s32i
// CHECK-NEXT: "cir.store"(%43, %36) : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind break>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %44 = "cir.const"() <{value = #cir.int<2> : !s32i}> : () -> !s32i
// CHECK-NEXT: "cir.store"(%44, %36) : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind fallthrough>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %45 = "cir.const"() <{value = #cir.int<4> : !s32i}> : () -> !s32i
// CHECK-NEXT: "cir.return"(%45) : (!s32i) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind break>}> : () -> ()
// CHECK-NEXT: }) : (!s32i) -> ()
// CHECK-NEXT: %37 = "cir.load"(%36) : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: %38 = "cir.const"() <{value = #cir.int<0> : !s32i}> : () -> !s32i
// CHECK-NEXT: %39 = "cir.cmp"(%37, %38) <{kind = #cir<cmp_kind ne>}> : (!s32i, !s32i) -> !cir.bool
// CHECK-NEXT: "cir.brcond"(%39, %37)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cir.bool, !s32i) -> ()
// CHECK-NEXT: ^bb1(%40: !s32i):  // pred: ^bb0
// CHECK-NEXT: "cir.br"(%40)[^bb3] : (!s32i) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %41 = "cir.const"() <{value = #cir.int<-1> : !s32i}> : () -> !s32i
// CHECK-NEXT: "cir.br"(%41)[^bb3] : (!s32i) -> ()
// CHECK-NEXT: ^bb3(%42: !s32i):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "cir.return"(%42) : (!s32i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s64i (!cir.ptr<!ty_struct_S>, !cir.ptr<!ty_struct_S>, !cir.ptr<!s32i>, !cir.ptr<!s32i>)>, linkage = #cir<linkage external>, sym_name = "mem"}> ({
// CHECK-NEXT: ^bb0(%arg8: !cir.ptr<!ty_struct_S>, %arg9: !cir.ptr<!ty_struct_S>, %arg10: !cir.ptr<!s32i>, %arg11: !cir.ptr<!s32i>):
// CHECK-NEXT: %46 = "cir.struct_element_addr"(%arg8) <{member_index = 1 : i64, member_name = "b"}> : (!cir.ptr<!ty_struct_S>) -> !cir.ptr<!s8i>
// CHECK-NEXT: %47 = "cir.const"() <{value = #cir.int<1> : !s8i}> : () -> !s8i
// CHECK-NEXT: "cir.store"(%47, %46) : (!s8i, !cir.ptr<!s8i>) -> ()
// CHECK-NEXT: "cir.copy"(%arg9, %arg8) : (!cir.ptr<!ty_struct_S>, !cir.ptr<!ty_struct_S>) -> ()
// CHECK-NEXT: %48 = "cir.const"() <{value = #cir.int<2> : !s64i}> : () -> !s64i
// CHECK-NEXT: %49 = "cir.ptr_stride"(%arg10, %48) : (!cir.ptr<!s32i>, !s64i) -> !cir.ptr<!s32i>
// CHECK-NEXT: %50 = "cir.ptr_diff"(%arg10, %arg11) : (!cir.ptr<!s32i>, !cir.ptr<!s32i>) -> !s64i
// CHECK-NEXT: %51 = "cir.load"(%49) <{is_volatile}> : (!cir.ptr<!s32i>) -> !s32i
// CHECK-NEXT: "cir.store"(%51, %arg11) <{is_volatile}> : (!s32i, !cir.ptr<!s32i>) -> ()
// CHECK-NEXT: %52 = "cir.alloca"() <{alignment = 4 : i64, allocaType = !ty_struct_S, init, name = "z"}> : () -> !cir.ptr<!ty_struct_S>
// CHECK-NEXT: %53 = "cir.const"() <{value = #cir.zero : !ty_struct_S}> : () -> !ty_struct_S
// CHECK-NEXT: "cir.store"(%53, %52) : (!ty_struct_S, !cir.ptr<!ty_struct_S>) -> ()
// CHECK-NEXT: %54 = "cir.const"() <{value = #cir.const_struct<{#cir.int<1> : !s32i, #cir.int<2> : !s8i}> : !ty_struct_S}> : () -> !ty_struct_S
// CHECK-NEXT: "cir.store"(%54, %52) : (!ty_struct_S, !cir.ptr<!ty_struct_S>) -> ()
// CHECK-NEXT: %55 = "cir.const"() <{value = #cir.ptr<null> : !cir.ptr<!s32i>}> : () -> !cir.ptr<!s32i>
// CHECK-NEXT: %56 = "cir.const"() <{value = #cir.fp<1.5> : !cir.double}> : () -> !cir.double
// CHECK-NEXT: %57 = "cir.const"() <{value = #cir.bool<true> : !cir.bool}> : () -> !cir.bool
// CHECK-NEXT: "cir.return"(%50) : (!s64i) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!s32i (!s64i, !cir.ptr<!u16i>, ...)>, linkage = #cir<linkage external>, sym_name = "ext"}> ({
// CHECK-NEXT: ^bb0(%arg12: !s64i, %arg13: !cir.ptr<!u16i>):
// CHECK-NEXT: %58 = "cir.stack_save"() : () -> !cir.ptr<!u8i>
// CHECK-NEXT: %59 = "cir.alloca"(%arg12) <{alignment = 16 : i64, allocaType = !s32i, name = "a"}> : (!s64i) -> !cir.ptr<!s32i>
// CHECK-NEXT: "cir.stack_restore"(%58) : (!cir.ptr<!u8i>) -> ()
// CHECK-NEXT: %60 = "cir.alloca"() <{alignment = 16 : i64, allocaType = !cir.array<!ty_struct___va_list_tag x 1>, name = "ap"}> : () -> !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>
// CHECK-NEXT: %61 = "cir.cast"(%60) <{kind = #cir<cast_kind array_to_ptrdecay>}> : (!cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>) -> !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: %62 = "cir.alloca"() <{alignment = 16 : i64, allocaType = !cir.array<!ty_struct___va_list_tag x 1>, name = "aq"}> : () -> !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>
// CHECK-NEXT: %63 = "cir.cast"(%62) <{kind = #cir<cast_kind array_to_ptrdecay>}> : (!cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>) -> !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: "cir.va_start"(%61) : (!cir.ptr<!ty_struct___va_list_tag>) -> ()
// CHECK-NEXT: "cir.va_copy"(%61, %63) : (!cir.ptr<!ty_struct___va_list_tag>, !cir.ptr<!ty_struct___va_list_tag>) -> ()
// CHECK-NEXT: %64 = "cir.va_arg"(%61) : (!cir.ptr<!ty_struct___va_list_tag>) -> !s32i
// CHECK-NEXT: "cir.va_end"(%61) : (!cir.ptr<!ty_struct___va_list_tag>) -> ()
// CHECK-NEXT: %65 = "cir.set_bitfield"(%arg13, %64) <{bitfield_info = #cir.bitfield_info<name = "b", storage_type = !u16i, size = 4, offset = 3, is_signed = true>}> : (!cir.ptr<!u16i>, !s32i) -> !s32i
// CHECK-NEXT: %66 = "cir.get_bitfield"(%arg13) <{bitfield_info = #cir.bitfield_info<name = "b", storage_type = !u16i, size = 4, offset = 3, is_signed = true>}> : (!cir.ptr<!u16i>) -> !s32i
// CHECK-NEXT: %67 = "cir.cast"(%66) <{kind = #cir<cast_kind int_to_bool>}> : (!s32i) -> !cir.bool
// CHECK-NEXT: "cir.if"(%67) ({
// CHECK-NEXT: "cir.goto"() <{label = "out"}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: "cir.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "cir.trap"() : () -> ()
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: "cir.label"() <{label = "out"}> : () -> ()
// CHECK-NEXT: "cir.return"(%66) : (!s32i) -> ()
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: "cir.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.global"() <{initial_value = #cir.zero : !cir.array<!cir.ptr<!u8i> x 3>, linkage = #cir<linkage linkonce_odr>, sym_name = "_ZTV1B", sym_type = !cir.array<!cir.ptr<!u8i> x 3>}> : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!cir.bool ()>, linkage = #cir<linkage external>, sym_name = "ready"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "cir.func"() <{function_type = !cir.func<!cir.void (!cir.ptr<!ty_class_D>)>, linkage = #cir<linkage external>, sym_name = "coro"}> ({
// CHECK-NEXT: ^bb0(%arg14: !cir.ptr<!ty_class_D>):
// CHECK-NEXT: %68 = "cir.base_class_addr"(%arg14) <{offset = 0 : i64}> : (!cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B>
// CHECK-NEXT: %69 = "cir.vtable.address_point"() <{address_point_index = 2 : i32, name = @_ZTV1B, vtable_index = 0 : i32}> : () -> !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
// CHECK-NEXT: "cir.await"() <{kind = #cir<await_kind user>}> ({
// CHECK-NEXT: %70 = "cir.call"() <{callee = @ready}> : () -> !cir.bool
// CHECK-NEXT: "cir.if"(%70) ({
// CHECK-NEXT: "cir.yield"() <{kind = #cir<yield_kind nosuspend>}> : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (!cir.bool) -> ()
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "cir.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "cir.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
