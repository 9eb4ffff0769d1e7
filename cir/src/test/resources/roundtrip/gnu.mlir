// GNU extensions: labels as values (cir.blockaddress, cir.indirect_br, #cir.block_address), inline assembly (cir.asm)
!s32i = !cir.int<s, 32>
module {
  cir.func @g(%arg0: !cir.ptr<!cir.void>, %arg1: !s32i) -> !s32i {
    %0 = cir.blockaddress<@g, "a"> : !cir.ptr<!cir.void>
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
  cir.global internal @tbl : !cir.array<!cir.ptr<!cir.void> x 2> = #cir.const_array<[#cir.block_address<@g, "a"> : !cir.ptr<!cir.void>, #cir.block_address<@g, "b"> : !cir.ptr<!cir.void>]> : !cir.array<!cir.ptr<!cir.void> x 2>
}
