// After Sema rejects an expression, CIRGen must not go on with its ill-typed parts (was:
// ClassCastException CType$Record to CType$Int in code generation).
// EXPECT: error: invalid operands to binary expression
struct { char a; } three_char;
int main(void) {
    three_char != b = 1;
    return 0;
}
