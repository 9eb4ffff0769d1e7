// A matching ("0") input constraint without that output operand (was: LLVM IR llc rejects, "failed to
// parse constraints"; fuzz seed 12, mutant 6811 of 20061220-1.c). clang's error.
// EXPECT: error: invalid input constraint '0' in asm
// EXPECT: error: invalid input constraint '1' in asm
int f(int x) {
    asm volatile("" : : "0"(x));
    asm("" : "=r"(x) : "1"(x));
    return x;
}
