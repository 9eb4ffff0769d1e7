// Every cir op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2

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
  cir.global external @z : !cir.complex<!cir.double> = #cir.const_complex<#cir.fp<1.0> : !cir.double, #cir.fp<2.0> : !cir.double> : !cir.complex<!cir.double>
  cir.global external @tenth : !cir.long_double = #cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double
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
// CHECK-NEXT: module {
// CHECK-LABEL: cir.func @add(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !s32i, [[V_arg1:%[^ ,:)#]+]]: !s32i) -> !s32i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["a", init] {alignment = 4 : i64}
// CHECK-NEXT: cir.store [[V_arg0]], [[V_0]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.binop(add, [[V_1]], [[V_arg1]]) : !s32i
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.const(#cir.int<42> : !s32i) : !s32i
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = cir.cmp(gt, [[V_2]], [[V_3]]) : !s32i, !cir.bool
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.cast(integral, [[V_2]] : !s32i), !s64i
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = cir.cast(bool_to_int, [[V_4]] : !cir.bool), !s32i
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.unary(minus, [[V_2]]) : !s32i, !s32i
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = cir.select if [[V_4]] then [[V_1]] else [[V_2]] : (!cir.bool, !s32i, !s32i) -> !s32i
// CHECK-NEXT: cir.return [[V_2]] : !s32i
// CHECK-NEXT: }
// CHECK-NEXT: cir.global external @g : !s32i = #cir.int<1> : !s32i {alignment = 4 : i64}
// CHECK-NEXT: cir.global constant internal @k : !s32i = #cir.int<7> : !s32i
// CHECK-NEXT: cir.global external @e : !s32i
// CHECK-NEXT: cir.global constant private @s : !cir.array<!s8i x 3> = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>
// CHECK-NEXT: cir.global external @z : !cir.complex<!cir.double> = #cir.const_complex<#cir.fp<1.0> : !cir.double, #cir.fp<2.0> : !cir.double> : !cir.complex<!cir.double>
// CHECK-NEXT: cir.global external @tenth : !cir.long_double = #cir.fp<0x3FFBCCCCCCCCCCCCCCCD> : !cir.long_double
// CHECK-LABEL: cir.func @printf(
// CHECK-SAME: !cir.ptr<!s8i>, ...) -> !s32i
// CHECK-LABEL: cir.func internal @sq(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !s32i) -> !s32i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.binop(mul, [[V_arg0]], [[V_arg0]]) : !s32i
// CHECK-NEXT: cir.return [[V_0]] : !s32i
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @main(
// CHECK-SAME: ) -> !s32i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.get_global @g : !cir.ptr<!s32i>
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.get_global @s : !cir.ptr<!cir.array<!s8i x 3>>
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.cast(array_to_ptrdecay, [[V_1]] : !cir.ptr<!cir.array<!s8i x 3>>), !cir.ptr<!s8i>
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = cir.call @sq([[V_3]]) : (!s32i) -> !s32i
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.cast(integral, [[V_4]] : !s32i), !s64i
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = cir.call @printf([[V_2]], [[V_4]], [[V_5]]) : (!cir.ptr<!s8i>, !s32i, !s64i) -> !s32i
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.get_global @sq : !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = cir.const(#cir.int<2> : !s32i) : !s32i
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = cir.call [[V_7]]([[V_8]]) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK-NEXT: cir.return [[V_4]] : !s32i
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @use(
// CHECK-SAME: !s32i)
// CHECK-LABEL: cir.func @structured(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !cir.bool, [[V_arg1:%[^ ,:)#]+]]: !s32i, [[V_arg2:%[^ ,:)#]+]]: !s32i) -> !s32i {
// CHECK-NEXT: cir.if [[V_arg0]] {
// CHECK-NEXT: cir.call @use([[V_arg1]]) : (!s32i) -> ()
// CHECK-NEXT: cir.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: cir.call @use([[V_arg2]]) : (!s32i) -> ()
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }
// CHECK-NEXT: cir.if [[V_arg0]] {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }
// CHECK-NEXT: cir.scope {
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.scope {
// CHECK-NEXT: [[V_2]] = cir.binop(sub, [[V_arg1]], [[V_arg2]]) : !s32i
// CHECK-NEXT: cir.yield [[V_2]] : !s32i
// CHECK-NEXT: } : !s32i
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.ternary([[V_arg0]], true {
// CHECK-NEXT: cir.yield [[V_arg1]] : !s32i
// CHECK-NEXT: }, false {
// CHECK-NEXT: cir.yield [[V_0]] : !s32i
// CHECK-NEXT: }) : !s32i
// CHECK-NEXT: cir.return [[V_1]] : !s32i
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @loops(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !s32i) {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.const(#cir.int<0> : !s32i) : !s32i
// CHECK-NEXT: cir.store [[V_1]], [[V_0]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: cir.loop for(cond : {
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.cmp(lt, [[V_2]], [[V_arg0]]) : !s32i, !cir.bool
// CHECK-NEXT: cir.brcond [[V_3]] ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cir.yield continue
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }, step : {
// CHECK-NEXT: [[V_2]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_3]] = cir.unary(inc, [[V_2]]) : !s32i, !s32i
// CHECK-NEXT: cir.store [[V_3]], [[V_0]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }) {
// CHECK-NEXT: [[V_2]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_3]] = cir.const(#cir.int<3> : !s32i) : !s32i
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = cir.cmp(eq, [[V_2]], [[V_3]]) : !s32i, !cir.bool
// CHECK-NEXT: cir.if [[V_4]] {
// CHECK-NEXT: cir.yield continue
// CHECK-NEXT: }
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = cir.const(#cir.int<5> : !s32i) : !s32i
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.cmp(eq, [[V_5]], [[V_6]]) : !s32i, !cir.bool
// CHECK-NEXT: cir.if [[V_7]] {
// CHECK-NEXT: cir.yield break
// CHECK-NEXT: }
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }
// CHECK-NEXT: cir.loop while(cond : {
// CHECK-NEXT: cir.yield continue
// CHECK-NEXT: }, step : {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }) {
// CHECK-NEXT: cir.yield break
// CHECK-NEXT: }
// CHECK-NEXT: cir.loop dowhile(cond : {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }, step : {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }) {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }
// CHECK-NEXT: cir.return
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @sw(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !s32i) -> !s32i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
// CHECK-NEXT: cir.switch ([[V_arg0]] : !s32i) [
// CHECK-NEXT: case (equal, 1) {
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.const(#cir.int<1> : !s32i) : !s32i
// CHECK-NEXT: cir.store [[V_7]], [[V_0]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: cir.yield break
// CHECK-NEXT: },
// CHECK-NEXT: case (anyof, [2, 3] : !s32i) {
// CHECK-NEXT: [[V_7]] = cir.const(#cir.int<2> : !s32i) : !s32i
// CHECK-NEXT: cir.store [[V_7]], [[V_0]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: cir.yield fallthrough
// CHECK-NEXT: },
// CHECK-NEXT: case (range, [4, 9] : !s32i) {
// CHECK-NEXT: [[V_7]] = cir.const(#cir.int<4> : !s32i) : !s32i
// CHECK-NEXT: cir.return [[V_7]] : !s32i
// CHECK-NEXT: },
// CHECK-NEXT: case (default) {
// CHECK-NEXT: cir.yield break
// CHECK-NEXT: }
// CHECK-NEXT: ]
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.load [[V_0]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.const(#cir.int<0> : !s32i) : !s32i
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.cmp(ne, [[V_1]], [[V_2]]) : !s32i, !cir.bool
// CHECK-NEXT: cir.brcond [[V_3]] ^bb1([[V_1]] : !s32i), ^bb2
// CHECK-NEXT: ^bb1([[V_4:%[^ ,:)#]+]]: !s32i):  // pred: ^bb0
// CHECK-NEXT: cir.br ^bb3([[V_4]] : !s32i)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.const(#cir.int<-1> : !s32i) : !s32i
// CHECK-NEXT: cir.br ^bb3([[V_5]] : !s32i)
// CHECK-NEXT: ^bb3([[V_6:%[^ ,:)#]+]]: !s32i):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cir.return [[V_6]] : !s32i
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @mem(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !cir.ptr<!ty_struct_S>, [[V_arg1:%[^ ,:)#]+]]: !cir.ptr<!ty_struct_S>, [[V_arg2:%[^ ,:)#]+]]: !cir.ptr<!s32i>, [[V_arg3:%[^ ,:)#]+]]: !cir.ptr<!s32i>) -> !s64i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.struct_element_addr [[V_arg0]][1] "b" : !cir.ptr<!ty_struct_S> -> !cir.ptr<!s8i>
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.const(#cir.int<1> : !s8i) : !s8i
// CHECK-NEXT: cir.store [[V_1]], [[V_0]] : !s8i, !cir.ptr<!s8i>
// CHECK-NEXT: cir.copy [[V_arg1]] to [[V_arg0]] : !cir.ptr<!ty_struct_S>
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.const(#cir.int<2> : !s64i) : !s64i
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.ptr_stride([[V_arg2]] : !cir.ptr<!s32i>, [[V_2]] : !s64i), !cir.ptr<!s32i>
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = cir.ptr_diff([[V_arg2]], [[V_arg3]]) : !cir.ptr<!s32i> -> !s64i
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.load volatile [[V_3]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT: cir.store volatile [[V_5]], [[V_arg3]] : !s32i, !cir.ptr<!s32i>
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["z", init] {alignment = 4 : i64}
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.const(#cir.zero : !ty_struct_S) : !ty_struct_S
// CHECK-NEXT: cir.store [[V_7]], [[V_6]] : !ty_struct_S, !cir.ptr<!ty_struct_S>
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = cir.const(#cir.const_struct<{#cir.int<1> : !s32i, #cir.int<2> : !s8i}> : !ty_struct_S) : !ty_struct_S
// CHECK-NEXT: cir.store [[V_8]], [[V_6]] : !ty_struct_S, !cir.ptr<!ty_struct_S>
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = cir.const(#cir.ptr<null> : !cir.ptr<!s32i>) : !cir.ptr<!s32i>
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = cir.const(#cir.fp<1.5> : !cir.double) : !cir.double
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = cir.const(#cir.bool<true> : !cir.bool) : !cir.bool
// CHECK-NEXT: cir.return [[V_4]] : !s64i
// CHECK-NEXT: }
// CHECK-LABEL: cir.func @ext(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !s64i, [[V_arg1:%[^ ,:)#]+]]: !cir.ptr<!u16i>, ...) -> !s32i {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.stack_save : !cir.ptr<!u8i>
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.alloca !s32i, !cir.ptr<!s32i>, [[V_arg0]] : !s64i, ["a"] {alignment = 16 : i64}
// CHECK-NEXT: cir.stack_restore [[V_0]] : !cir.ptr<!u8i>
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["ap"] {alignment = 16 : i64}
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = cir.cast(array_to_ptrdecay, [[V_2]] : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = cir.alloca !cir.array<!ty_struct___va_list_tag x 1>, !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>, ["aq"] {alignment = 16 : i64}
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = cir.cast(array_to_ptrdecay, [[V_4]] : !cir.ptr<!cir.array<!ty_struct___va_list_tag x 1>>), !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: cir.va_start [[V_3]] : !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: cir.va_copy [[V_3]] to [[V_5]] : !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = cir.va_arg [[V_3]] : (!cir.ptr<!ty_struct___va_list_tag>) -> !s32i
// CHECK-NEXT: cir.va_end [[V_3]] : !cir.ptr<!ty_struct___va_list_tag>
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = cir.set_bitfield([[V_arg1]] : !cir.ptr<!u16i>, [[V_6]] : !s32i) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = cir.get_bitfield([[V_arg1]] : !cir.ptr<!u16i>) bitfield("b", storage !u16i, offset 3, size 4, signed) -> !s32i
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = cir.cast(int_to_bool, [[V_8]] : !s32i), !cir.bool
// CHECK-NEXT: cir.if [[V_9]] {
// CHECK-NEXT: cir.goto "out"
// CHECK-NEXT: }
// CHECK-NEXT: cir.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cir.trap
// CHECK-NEXT: ^bb2:  // no predecessors
// CHECK-NEXT: cir.label "out"
// CHECK-NEXT: cir.return [[V_8]] : !s32i
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: cir.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: cir.global linkonce_odr @_ZTV1B : !cir.array<!cir.ptr<!u8i> x 3> = #cir.zero : !cir.array<!cir.ptr<!u8i> x 3>
// CHECK-LABEL: cir.func @ready(
// CHECK-SAME: ) -> !cir.bool
// CHECK-LABEL: cir.func @coro(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: !cir.ptr<!ty_class_D>) {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = cir.base_class_addr([[V_arg0]] : !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B> {offset = 0 : i64}
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
// CHECK-NEXT: cir.await(user, ready : {
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = cir.call @ready() : () -> !cir.bool
// CHECK-NEXT: cir.if [[V_2]] {
// CHECK-NEXT: cir.yield nosuspend
// CHECK-NEXT: }
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }, suspend : {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: }, resume : {
// CHECK-NEXT: cir.yield
// CHECK-NEXT: })
// CHECK-NEXT: cir.return
// CHECK-NEXT: }
// CHECK-NEXT: }
