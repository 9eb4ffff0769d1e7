// alias() with no target, or naming nothing defined here (was: verification failed after CIRGen:
// '' does not reference a valid symbol ('aliasee')).
// EXPECT: error: 'alias' attribute takes one argument
// EXPECT: error: alias must point to a defined variable or function
int a[10] = { };
extern int b[0] __attribute__((alias()));
extern int c __attribute__((alias("nowhere")));
int my_abs() __attribute__((alias("abs")));
int main(void) { return a[0] + c + my_abs(); }
