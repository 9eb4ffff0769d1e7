!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!s8i = !cir.int<s, 8>
!u16i = !cir.int<u, 16>
!u8i = !cir.int<u, 8>
!u32i = !cir.int<u, 32>
!u64i = !cir.int<u, 64>
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
  cir.func @switch_flat(%arg0: !s32i) -> !s32i {
    cir.switch.flat %arg0 : !s32i, ^bb1 [
      1: ^bb2,
      -3: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %0 = cir.const(#cir.int<0> : !s32i) : !s32i
    cir.return %0 : !s32i
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %1 = cir.const(#cir.int<1> : !s32i) : !s32i
    cir.return %1 : !s32i
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
  cir.func @classes(%arg0: !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_D> {
    %0 = cir.base_class_addr(%arg0 : !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B> {offset = 4 : i64}
    %1 = cir.base_class_addr(%arg0 : !cir.ptr<!ty_class_D>) -> !cir.ptr<!ty_class_B> {assume_not_null, offset = 0 : i64}
    %2 = cir.derived_class_addr(%0 : !cir.ptr<!ty_class_B>) -> !cir.ptr<!ty_class_D> {offset = 4 : i64}
    cir.return %2 : !cir.ptr<!ty_class_D>
  }
  cir.func @vcall(%arg0: !cir.ptr<!ty_class_D>) -> !s32i {
    %0 = cir.vtable.address_point(@_ZTV1B, vtable_index = 0, address_point_index = 2) : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
    %1 = cir.vtable.get_vptr %arg0 : !cir.ptr<!ty_class_D> -> !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
    cir.store %0, %1 : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>, !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>
    %2 = cir.load %1 : !cir.ptr<!cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>>, !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>>
    %3 = cir.vtable.get_virtual_fn_addr %2[1] : !cir.ptr<!cir.ptr<!cir.func<!s32i ()>>> -> !cir.ptr<!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_class_D>)>>>
    %4 = cir.load %3 : !cir.ptr<!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_class_D>)>>>, !cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_class_D>)>>
    %5 = cir.call %4(%arg0) : (!cir.ptr<!cir.func<!s32i (!cir.ptr<!ty_class_D>)>>, !cir.ptr<!ty_class_D>) -> !s32i
    cir.return %5 : !s32i
  }
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
  cir.func @builtins(%arg0: !cir.double, %arg1: !u32i) -> !s32i {
    %0 = cir.fabs %arg0 : !cir.double
    %1 = cir.bswap(%arg1 : !u32i) : !u32i
    %2 = cir.bit.clz(%1 : !u32i) : !s32i
    %3 = cir.bit.ctz(%arg1 : !u32i) : !s32i
    %4 = cir.bit.popcount(%arg1 : !u32i) : !s32i
    %5 = cir.binop(add, %2, %3) : !s32i
    %6 = cir.binop(add, %5, %4) : !s32i
    cir.return %6 : !s32i
  }
  cir.func @atomics(%arg0: !cir.ptr<!s32i>, %arg1: !s32i, %arg2: !cir.ptr<!cir.double>, %arg3: !cir.ptr<!cir.bool>) -> !s32i {
    %0 = cir.load atomic(seq_cst) %arg0 : !cir.ptr<!s32i>, !s32i
    cir.store atomic(release) %0, %arg0 : !s32i, !cir.ptr<!s32i>
    %1 = cir.atomic.fetch(add, %arg0 : !cir.ptr<!s32i>, %arg1 : !s32i, seq_cst) fetch_first : !s32i
    %2 = cir.atomic.fetch(nand, %arg0 : !cir.ptr<!s32i>, %1 : !s32i, relaxed) : !s32i
    %3 = cir.atomic.xchg(%arg0 : !cir.ptr<!s32i>, %2 : !s32i, acq_rel) : !s32i
    %4:2 = cir.atomic.cmp_xchg(%arg0 : !cir.ptr<!s32i>, %3 : !s32i, %arg1 : !s32i, success = seq_cst, failure = acquire) weak : (!s32i, !cir.bool)
    %5 = cir.load atomic(acquire) %arg2 : !cir.ptr<!cir.double>, !cir.double
    %6 = cir.atomic.fetch(sub, %arg2 : !cir.ptr<!cir.double>, %5 : !cir.double, seq_cst) volatile : !cir.double
    %7 = cir.atomic.xchg(%arg3 : !cir.ptr<!cir.bool>, %4#1 : !cir.bool, seq_cst) : !cir.bool
    cir.atomic.fence seq_cst
    cir.atomic.fence syncscope(single_thread) acquire
    cir.return %4#0 : !s32i
  }
  cir.func @complex(%arg0: !cir.double, %arg1: !cir.ptr<!cir.complex<!cir.double>>) -> !cir.double {
    %0 = cir.complex.create %arg0, %arg0 : !cir.double -> !cir.complex<!cir.double>
    cir.store %0, %arg1 : !cir.complex<!cir.double>, !cir.ptr<!cir.complex<!cir.double>>
    %1 = cir.complex.real_ptr %arg1 : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    %2 = cir.complex.imag_ptr %arg1 : !cir.ptr<!cir.complex<!cir.double>> -> !cir.ptr<!cir.double>
    %3 = cir.load %2 : !cir.ptr<!cir.double>, !cir.double
    cir.store %3, %1 : !cir.double, !cir.ptr<!cir.double>
    %4 = cir.load %arg1 : !cir.ptr<!cir.complex<!cir.double>>, !cir.complex<!cir.double>
    %5 = cir.complex.real %4 : !cir.complex<!cir.double> -> !cir.double
    %6 = cir.complex.imag %4 : !cir.complex<!cir.double> -> !cir.double
    %7 = cir.binop(add, %5, %6) : !cir.double
    cir.return %7 : !cir.double
  }
  cir.func @labels_asm(%arg0: !cir.ptr<!cir.void>, %arg1: !s32i) -> !s32i {
    %0 = cir.blockaddress<@labels_asm, "a"> : !cir.ptr<!cir.void>
    %1 = cir.asm(x86_att, "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}") side_effects (%arg1, %arg1 : !s32i, !s32i) -> !s32i
    cir.asm(x86_att, "nop", "~{memory},~{dirflag},~{fpsr},~{flags}") side_effects
    %2 = cir.asm(x86_att, "movl $1, $0", "=*m,r,=r") operand_attrs = [{elementtype = !s32i}, {}] (%arg0, %arg1 : !cir.ptr<!cir.void>, !s32i) -> !s32i
    %3:2 = cir.asm(x86_att, "", "=r,=r") -> (!s32i, !s32i)
    cir.indirect_br %0 : !cir.ptr<!cir.void>, []
  ^bb1:  // pred: ^bb1
    cir.label "a"
    cir.indirect_br %arg0 : !cir.ptr<!cir.void>, [^bb1, ^bb2]
  ^bb2:  // pred: ^bb1
    cir.label "b"
    cir.return %1 : !s32i
  }
  cir.global internal @labels_tbl : !cir.array<!cir.ptr<!cir.void> x 2> = #cir.const_array<[#cir.block_address<@labels_asm, "a"> : !cir.ptr<!cir.void>, #cir.block_address<@labels_asm, "b"> : !cir.ptr<!cir.void>]> : !cir.array<!cir.ptr<!cir.void> x 2>
  cir.global external @vec_g : !cir.vector<!s32i x 4> = #cir.const_vector<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<4> : !s32i]> : !cir.vector<!s32i x 4> {alignment = 16 : i64}
  cir.global external @vec_z : !cir.vector<!cir.float x 2> = #cir.zero : !cir.vector<!cir.float x 2> {alignment = 8 : i64}
  cir.func @vectors(%arg0: !s32i, %arg1: !cir.vector<!s32i x 4>, %arg2: !cir.vector<!cir.float x 4>) -> !cir.vector<!s32i x 4> {
    %0 = cir.vec.create(%arg0, %arg0, %arg0, %arg0 : !s32i, !s32i, !s32i, !s32i) : !cir.vector<!s32i x 4>
    %1 = cir.vec.splat %arg0 : !s32i, !cir.vector<!s32i x 4>
    %2 = cir.binop(add, %0, %1) : !cir.vector<!s32i x 4>
    %3 = cir.unary(not, %2) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    %4 = cir.vec.extract %3[%arg0 : !s32i] : !cir.vector<!s32i x 4>
    %5 = cir.vec.insert %4, %arg1[%arg0 : !s32i] : !cir.vector<!s32i x 4>
    %6 = cir.vec.cmp(lt, %5, %arg1) : !cir.vector<!s32i x 4>, !cir.vector<!s32i x 4>
    %7 = cir.vec.cmp(eq, %arg2, %arg2) : !cir.vector<!cir.float x 4>, !cir.vector<!s32i x 4>
    %8 = cir.vec.shuffle(%6, %7 : !cir.vector<!s32i x 4>) [#cir.int<0> : !s64i, #cir.int<5> : !s64i] : !cir.vector<!s32i x 2>
    %9 = cir.vec.shuffle.dynamic %6 : !cir.vector<!s32i x 4>, %1 : !cir.vector<!s32i x 4>
    %10 = cir.cast(bitcast, %9 : !cir.vector<!s32i x 4>), !cir.vector<!s8i x 16>
    %11 = cir.cast(int_to_float, %9 : !cir.vector<!s32i x 4>), !cir.vector<!cir.float x 4>
    %12 = cir.cast(bitcast, %8 : !cir.vector<!s32i x 2>), !s64i
    %13 = cir.const(#cir.const_vector<[#cir.int<7> : !s32i, #cir.int<8> : !s32i]> : !cir.vector<!s32i x 2>) : !cir.vector<!s32i x 2>
    cir.return %9 : !cir.vector<!s32i x 4>
  }
  cir.func @memptrs(%arg0: !cir.ptr<!ty_class_B>, %arg1: !cir.data_member<!s32i in !ty_class_B>, %arg2: !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>) -> !s32i {
    %0 = cir.get_runtime_member %arg0[%arg1 : !cir.data_member<!s32i in !ty_class_B>] : !cir.ptr<!ty_class_B> -> !cir.ptr<!s32i>
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %2:2 = cir.get_method %arg2, %arg0 : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>, !cir.ptr<!ty_class_B>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    %3 = cir.call %2#0(%2#1, %1) : (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>, !s32i) -> !s32i
    %4 = cir.derived_data_member(%arg1 : !cir.data_member<!s32i in !ty_class_B>) [0] -> !cir.data_member<!s32i in !ty_class_D>
    %5 = cir.base_data_member(%4 : !cir.data_member<!s32i in !ty_class_D>) [0] -> !cir.data_member<!s32i in !ty_class_B>
    %6 = cir.derived_method(%arg2 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>) [0] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_D>
    %7 = cir.base_method(%6 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_D>) [0] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>
    %8 = cir.const(#cir.method<vtable_offset = 16> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>
    %9 = cir.cmp(eq, %8, %7) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_class_B>, !cir.bool
    %10 = cir.const(#cir.data_member<null> : !cir.data_member<!s32i in !ty_class_B>) : !cir.data_member<!s32i in !ty_class_B>
    %11 = cir.cmp(ne, %5, %10) : !cir.data_member<!s32i in !ty_class_B>, !cir.bool
    cir.return %3 : !s32i
  }
  cir.global external @_ZTIi : !cir.array<!cir.ptr<!u8i> x 2> {alignment = 8 : i64}
  cir.func @__gxx_personality_v0(...) -> !s32i
  cir.func @__cxa_begin_catch(!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
  cir.func @__cxa_end_catch()
  cir.func @__cxa_throw(!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>)
  cir.func @__cxa_rethrow()
  cir.func @__cxa_allocate_exception(!u64i) -> !cir.ptr<!cir.void>
  cir.func @may_throw(!s32i) -> !s32i
  cir.func @done()
  cir.func @thrower(%arg0: !s32i) {
    %0 = cir.const(#cir.int<4> : !u64i) : !u64i
    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>
    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    cir.store %arg0, %2 : !s32i, !cir.ptr<!s32i>
    cir.throw %2 : !cir.ptr<!s32i> {type_info = @_ZTIi}
    cir.unreachable
  }
  cir.func @catcher(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
    "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
      %2 = cir.call @may_throw(%arg0) : (!s32i) -> !s32i
      cir.store %2, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield
    }, {
      %2 = cir.catch_param : !cir.ptr<!s32i>
      %3 = cir.load %2 : !cir.ptr<!s32i>, !s32i
      cir.store %3, %0 : !s32i, !cir.ptr<!s32i>
      cir.call @__cxa_end_catch() : () -> ()
      cir.yield
    }, {
      %2 = cir.catch_param : !cir.ptr<!cir.void>
      "cir.try"() <{catch_types = ["cleanup"]}> ({
        cir.throw
        cir.unreachable
      }, {
        cir.call @__cxa_end_catch() : () -> ()
        cir.resume
      }) : () -> ()
      cir.yield
    }) : () -> ()
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    cir.return %1 : !s32i
  }
  cir.func @thrower_flat(%arg0: !s32i) {
    %0 = cir.const(#cir.int<4> : !u64i) : !u64i
    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>
    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    cir.store %arg0, %2 : !s32i, !cir.ptr<!s32i>
    %3 = cir.cast(bitcast, %2 : !cir.ptr<!s32i>), !cir.ptr<!cir.void>
    %4 = cir.get_global @_ZTIi : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>
    %5 = cir.cast(bitcast, %4 : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>), !cir.ptr<!cir.void>
    %6 = cir.const(#cir.ptr<null> : !cir.ptr<!cir.void>) : !cir.ptr<!cir.void>
    cir.call @__cxa_throw(%3, %5, %6) : (!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>) -> ()
    cir.unreachable
  }
  cir.func @catcher_flat(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
    %1 = "cir.try_call"(%arg0)[^bb1, ^bb2] <{callee = @may_throw}> : (!s32i) -> !s32i
  ^bb1:  // pred: ^bb0
    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    cir.br ^bb9
  ^bb2:  // pred: ^bb0
    %2:2 = "cir.eh.landingpad"() <{clauses = [@_ZTIi, "all"]}> : () -> (!cir.ptr<!cir.void>, !u32i)
    cir.br ^bb3(%2#0, %2#1 : !cir.ptr<!cir.void>, !u32i)
  ^bb3(%3: !cir.ptr<!cir.void>, %4: !u32i):  // pred: ^bb2
    %5 = cir.eh.typeid @_ZTIi : !u32i
    %6 = cir.cmp(eq, %4, %5) : !u32i, !cir.bool
    cir.brcond %6 ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %7 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    %9 = cir.load %8 : !cir.ptr<!s32i>, !s32i
    cir.store %9, %0 : !s32i, !cir.ptr<!s32i>
    cir.call @__cxa_end_catch() : () -> ()
    cir.br ^bb9
  ^bb5:  // pred: ^bb3
    %10 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
    "cir.try_call"()[^bb6, ^bb7] <{callee = @__cxa_rethrow}> : () -> ()
  ^bb6:  // pred: ^bb5
    cir.unreachable
  ^bb7:  // pred: ^bb5
    %11:2 = "cir.eh.landingpad"() <{clauses = [], cleanup}> : () -> (!cir.ptr<!cir.void>, !u32i)
    cir.br ^bb8(%11#0, %11#1 : !cir.ptr<!cir.void>, !u32i)
  ^bb8(%12: !cir.ptr<!cir.void>, %13: !u32i):  // pred: ^bb7
    cir.call @__cxa_end_catch() : () -> ()
    cir.resume %12, %13 : !cir.ptr<!cir.void>, !u32i
  ^bb9:  // 2 preds: ^bb1, ^bb4
    %14 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    cir.return %14 : !s32i
  }
}
