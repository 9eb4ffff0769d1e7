// An asm constraint holding a newline (fuzz seed 10, mutant 1033: a printf format became the constraint):
// the error names it with C escapes, so the diagnostic stays one line followed by the source and caret
// (clang prints the newline raw).
// EXPECT: error: unsupported inline assembly constraint '%08x %08x\n'
int kept;
void f(void) {
    asm("" : "%08x %08x\n"(kept));
}
