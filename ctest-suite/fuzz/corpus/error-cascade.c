// After Sema rejects an expression, CIRGen must not go on with its ill-typed parts (was:
// ClassCastException CType$Record to CType$Int in code generation).
// Only the undeclared name is reported, as clang (the invalid operands error was a cascade).
// EXPECT: error-cascade.c:7:19: error: use of undeclared identifier 'b'
struct { char a; } three_char;
int main(void) {
    three_char != b = 1;
    return 0;
}
