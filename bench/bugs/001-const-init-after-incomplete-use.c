/* Bug (found compiling SQLite: pthreadMutexAlloc's `static sqlite3_mutex staticMutexes[]`):
   a function *definition* that mentions `struct M *` while struct M is still incomplete,
   then a constant initializer for struct M after the struct is completed.
   Expected: compiles, prints "ok 1".
   jcirc: error: internal compiler error in code generation:
          java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
   (CIRGenModule.constInit sees the struct's cir type with no members: the type was
   created empty at the first use and the body is not there yet when the constant
   initializer is built). Without the early function definition it compiles. */
#include <stdio.h>

struct M;
int use(struct M *m) { return m != 0; }
struct M { int id; };
static struct M g = { 1 };

int main(void) {
    printf("ok %d\n", use(&g) * g.id);
    return 0;
}
