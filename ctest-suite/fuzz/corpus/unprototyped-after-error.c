// A call to a function declared later, in a module already rejected: no post-processing of the
// half-built module (was: NullPointerException after the error).
// EXPECT: error: initializing 'int' with an expression of incompatible type 'void'
void g(void);
int after(void) { int w = g(); return w + later(); }
int later(void) { return 1; }
