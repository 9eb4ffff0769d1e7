/* Bug (found compiling SQLite: sqlite3OsDlSym): a function whose declarator returns a
   pointer to a function (or to an array), declared and then defined:
       void (*getsym(void))(void);
       void (*getsym(void))(void) { ... }
   Expected: compiles, prints "ok 7 3".
   jcirc: error: conflicting types for 'getsym' (and for 'getrow').
   With the definition alone it compiles but warns "incompatible pointer types returning
   'int (*)(void)' to parameter of type 'int *'": the *definition*'s return type is taken
   as `int *` (the outer function/array declarator is dropped), while the prototype's is
   right. */
#include <stdio.h>

static int seven(void) { return 7; }
static int rows[2][3] = {{1, 2, 3}, {4, 5, 6}};

int (*getsym(void))(void);
int (*getsym(void))(void) { return seven; }

int (*getrow(int i))[3];
int (*getrow(int i))[3] { return &rows[i]; }

int main(void) {
    printf("ok %d %d\n", getsym()(), (*getrow(0))[2]);
    return 0;
}
