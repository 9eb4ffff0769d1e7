// Subscripting a function (was: verification failed after CIRGen: cannot stride a pointer to
// '!cir.func<...>').
// EXPECT: error: subscript of pointer to function type 'void ()'
int i;
void f(int one) { }
void g() { f(g[i & 0x3f]); }
