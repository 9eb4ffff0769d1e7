!s32i = !cir.int<s, 32>
cir.func @max(%a: !s32i, %b: !s32i) -> !s32i {
  %0 = cir.cmp(gt, %a, %b) : !s32i, !cir.bool
  cir.brcond %0 ^bb1, ^bb2(%b : !s32i)
^bb1:
  cir.br ^bb2(%a : !s32i)
^bb2(%r: !s32i):
  cir.return %r : !s32i
}
func.func @sum(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %next = scf.if %c -> (i32) {
      %s = arith.addi %acc, %v : i32
      scf.yield %s : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %next : i32
  }
  return %r : i32
}
