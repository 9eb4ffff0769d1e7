// Round-trip examples for the cir dialect (the modules of CirPrintTest, plus globals and a recursive struct): exactly what AsmPrinter prints.
!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
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
}

// -----

!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!s64i = !cir.int<s, 64>
module {
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
}

// -----

!s32i = !cir.int<s, 32>
module {
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
      %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
      cir.yield
    }
    %1 = cir.scope {
      %2 = cir.binop(sub, %arg1, %arg2) : !s32i
      cir.yield %2 : !s32i
    } : !s32i
    %3 = cir.ternary(%arg0, true {
      cir.yield %arg1 : !s32i
    }, false {
      cir.yield %1 : !s32i
    }) : !s32i
    cir.return %3 : !s32i
  }
}

// -----

!s32i = !cir.int<s, 32>
module {
  cir.func @loops(%arg0: !s32i) {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["i", init] {alignment = 4 : i64}
    %1 = cir.const(#cir.int<0> : !s32i) : !s32i
    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    cir.loop for(cond : {
      %2 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %3 = cir.cmp(lt, %2, %arg0) : !s32i, !cir.bool
      cir.brcond %3 ^bb1, ^bb2
    ^bb1:
      cir.yield continue
    ^bb2:
      cir.yield
    }, step : {
      %4 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %5 = cir.unary(inc, %4) : !s32i, !s32i
      cir.store %5, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield
    }) {
      %6 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %7 = cir.const(#cir.int<3> : !s32i) : !s32i
      %8 = cir.cmp(eq, %6, %7) : !s32i, !cir.bool
      cir.if %8 {
        cir.yield continue
      }
      %9 = cir.load %0 : !cir.ptr<!s32i>, !s32i
      %10 = cir.const(#cir.int<5> : !s32i) : !s32i
      %11 = cir.cmp(eq, %9, %10) : !s32i, !cir.bool
      cir.if %11 {
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
}

// -----

!s32i = !cir.int<s, 32>
module {
  cir.func @sw(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r"] {alignment = 4 : i64}
    cir.switch (%arg0 : !s32i) [
    case (equal, 1) {
      %1 = cir.const(#cir.int<1> : !s32i) : !s32i
      cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield break
    },
    case (anyof, [2, 3] : !s32i) {
      %2 = cir.const(#cir.int<2> : !s32i) : !s32i
      cir.store %2, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield fallthrough
    },
    case (range, [4, 9] : !s32i) {
      %3 = cir.const(#cir.int<4> : !s32i) : !s32i
      cir.return %3 : !s32i
    },
    case (default) {
      cir.yield break
    }
    ]
    %4 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %5 = cir.const(#cir.int<0> : !s32i) : !s32i
    %6 = cir.cmp(ne, %4, %5) : !s32i, !cir.bool
    cir.brcond %6 ^bb1(%4 : !s32i), ^bb2
  ^bb1(%7: !s32i):
    cir.br ^bb3(%7 : !s32i)
  ^bb2:
    %8 = cir.const(#cir.int<-1> : !s32i) : !s32i
    cir.br ^bb3(%8 : !s32i)
  ^bb3(%9: !s32i):
    cir.return %9 : !s32i
  }
}

// -----

!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!s64i = !cir.int<s, 64>
!ty_struct_S = !cir.struct<struct "struct.S" {!s32i, !s8i}>
module {
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
}

// -----

!s64i = !cir.int<s, 64>
!u16i = !cir.int<u, 16>
!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!ty_struct___va_list_tag = !cir.struct<struct "struct.__va_list_tag" {!u32i, !u32i, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>}>
module {
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
  ^bb1:
    cir.trap
  ^bb2:
    cir.label "out"
    cir.return %8 : !s32i
  ^bb3:
    cir.unreachable
  }
}

// -----

!u8i = !cir.int<u, 8>
!s32i = !cir.int<s, 32>
!ty_class_B = !cir.struct<struct "class.B" {!s32i}>
!ty_class_D = !cir.struct<struct "class.D" {!ty_class_B, !s32i}>
module {
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

// -----

!s32i = !cir.int<s, 32>
!s8i = !cir.int<s, 8>
!ty_struct_Node = !cir.struct<struct "struct.Node" {!s32i, !cir.ptr<!cir.struct<struct "struct.Node">>}>
module {
  cir.global external @arr : !cir.array<!s32i x 3> = #cir.const_array<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i]> : !cir.array<!s32i x 3>
  cir.global external @p : !cir.ptr<!s32i> = #cir.global_view<@arr, [2]> : !cir.ptr<!s32i>
  cir.global constant private @str : !cir.array<!s8i x 4> = #cir.const_array<"a\"\n\00"> : !cir.array<!s8i x 4>
  cir.global external @head : !ty_struct_Node = #cir.zero : !ty_struct_Node
  cir.func @next(%arg0: !cir.ptr<!ty_struct_Node>) -> !cir.ptr<!ty_struct_Node> {
    %0 = cir.struct_element_addr %arg0[1] "next" : !cir.ptr<!ty_struct_Node> -> !cir.ptr<!cir.ptr<!ty_struct_Node>>
    %1 = cir.load %0 : !cir.ptr<!cir.ptr<!ty_struct_Node>>, !cir.ptr<!ty_struct_Node>
    cir.return %1 : !cir.ptr<!ty_struct_Node>
  }
}
