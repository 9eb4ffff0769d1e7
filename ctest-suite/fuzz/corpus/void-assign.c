// Assigning to an object of type void (was: NullPointerException in code generation; fuzz seed 7,
// mutant 1193: `unsigned void b;` ... `b = 0;`). clang's error.
// EXPECT: error: incomplete type 'void' is not assignable
extern void e;
unsigned void b;
void f(void) { e = 0; b = 1; }
