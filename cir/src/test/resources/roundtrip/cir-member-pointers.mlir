!s32i = !cir.int<s, 32>
!s64i = !cir.int<s, 64>
!ty_A = !cir.struct<struct "A" {!s32i, !s32i}>
!ty_D = !cir.struct<struct "D" {!s64i, !ty_A}>
module {
  cir.global external @gm : !cir.data_member<!s32i in !ty_A> = #cir.data_member<4> : !cir.data_member<!s32i in !ty_A>
  cir.global external @gn : !cir.data_member<!s32i in !ty_A> = #cir.data_member<null> : !cir.data_member<!s32i in !ty_A>
  cir.global external @gf : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D> = #cir.method<@f, adj = 8> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
  cir.func @f(!cir.ptr<!ty_A>, !s32i) -> !s32i
  cir.func @use(%arg0: !cir.ptr<!ty_A>, %arg1: !cir.data_member<!s32i in !ty_A>, %arg2: !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) -> !s32i {
    %0 = cir.get_runtime_member %arg0[%arg1 : !cir.data_member<!s32i in !ty_A>] : !cir.ptr<!ty_A> -> !cir.ptr<!s32i>
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    %2:2 = cir.get_method %arg2, %arg0 : (!cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.ptr<!ty_A>) -> (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>)
    %3 = cir.call %2#0(%2#1, %1) : (!cir.ptr<!cir.func<!s32i (!cir.ptr<!cir.void>, !s32i)>>, !cir.ptr<!cir.void>, !s32i) -> !s32i
    %4 = cir.derived_data_member(%arg1 : !cir.data_member<!s32i in !ty_A>) [8] -> !cir.data_member<!s32i in !ty_D>
    %5 = cir.base_data_member(%4 : !cir.data_member<!s32i in !ty_D>) [8] -> !cir.data_member<!s32i in !ty_A>
    %6 = cir.derived_method(%arg2 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>
    %7 = cir.base_method(%6 : !cir.method<!cir.func<!s32i (!s32i)> in !ty_D>) [8] -> !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    %8 = cir.const(#cir.method<vtable_offset = 16> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    %9 = cir.const(#cir.method<null> : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>
    %10 = cir.cmp(eq, %8, %9) : !cir.method<!cir.func<!s32i (!s32i)> in !ty_A>, !cir.bool
    %11 = cir.const(#cir.data_member<null> : !cir.data_member<!s32i in !ty_A>) : !cir.data_member<!s32i in !ty_A>
    %12 = cir.cmp(ne, %arg1, %11) : !cir.data_member<!s32i in !ty_A>, !cir.bool
    cir.return %3 : !s32i
  }
}
