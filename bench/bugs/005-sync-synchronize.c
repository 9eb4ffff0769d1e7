/* Missing GNU builtin (found compiling SQLite: the pthread mutex code calls
   __sync_synchronize()): jcirc treats it as an implicitly declared external function
   ("call to undeclared function '__sync_synchronize'"), so linking fails with
   "undefined reference to `__sync_synchronize'". Expected: a full memory fence
   (LLVM `fence seq_cst`), prints "ok". The other __sync_* / __atomic_* builtins are
   probably worth checking at the same time. */
#include <stdio.h>

int main(void) {
    __sync_synchronize();
    printf("ok\n");
    return 0;
}
