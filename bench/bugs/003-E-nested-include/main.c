/* Bug in -E output (found preprocessing SQLite; any file that includes <sys/types.h>
   shows it): with includes nested three deep (main.c -> inc/outer.h -> inc/types.h ->
   inc/sizes.h, the last holding only #defines), the text after the innermost #include
   is printed with the wrong line markers (`# 1 "main.c" 2` while still in types.h) and
   the tokens of macro expansions run together:
       typedef unsignedlongint dev_t; typedef unsignedlongint ino_t;
   so `jcirc -E main.c | jcirc -x c -c -` fails ("unknown type name 'unsignedlongint'").
   Expected (gcc -E -P): typedef unsigned long int dev_t; / typedef unsigned long int ino_t;
   Compiling main.c directly is fine; only the -E printer is wrong. Including
   inc/types.h directly (two levels) prints correctly.
   Reproduce:  jcirc -E bench/bugs/003-E-nested-include/main.c */
#include "inc/outer.h"
int main(void) { d2 x = 0; ino_t y = 0; return (int)(x + y); }
