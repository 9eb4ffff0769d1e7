// A static function used but never defined (here: its weakref attribute misspelt): clang's
// warning and an external declaration (was: verification failed after CIRGen: a function
// declaration must have external or extern_weak linkage, but has internal).
// EXPECT: warning: function 'my_malloc' has internal linkage but is not defined
#include <stdlib.h>
static void *my_malloc(size_t) __attribute__((void("malloc")));
int main(void) {
    int *p = my_malloc(sizeof *p);
    return p == 0;
}
