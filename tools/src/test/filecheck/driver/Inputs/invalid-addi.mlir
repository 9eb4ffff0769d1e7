// arith.addi with an i32 and an i64 operand: parses (generic form) but does not verify;
// convert-scf-to-cf leaves it alone, so the verifier must catch it (tests/driver/verify-each.c).
module {
  func.func @main(%a: i32, %b: i64) -> i32 {
    %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
    return %0 : i32
  }
}
