// Old C and GNU attribute diagnostics: implicit int / implicit function declarations are errors from
// C99 on (as clang 16+ and gcc 14), warnings with -fpermissive or -Wno-error=NAME, and silent in
// gnu89 unless -Wall asks; format(printf, m, n) on user functions; explicit register variables.
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: jcirc -fsyntax-only -fpermissive %s 2>&1 | FileCheck %s --check-prefix=C99 --implicit-check-not=error:
// RUN: not jcirc -fsyntax-only -Wno-error=implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=DOWN
// RUN: jcirc -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --check-prefix=GNU89 --implicit-check-not=implicit
// RUN: jcirc -fsyntax-only -std=gnu89 -Wall %s 2>&1 | FileCheck %s --check-prefix=GNU89WALL
// RUN: jcirc -fsyntax-only -Wno-implicit-int -Wno-implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=OFF
// OFF-NOT: implicit
// OFF-NOT: defaults to 'int'
#include <stdio.h>
#include <stdarg.h>

static count;
// C99: old-c.c:[[@LINE-1]]:8: warning: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// ERR: old-c.c:[[@LINE-2]]:8: error: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// DOWN: old-c.c:[[@LINE-3]]:8: error: type specifier missing
// GNU89WALL: old-c.c:[[@LINE-4]]:8: warning: type specifier missing, defaults to 'int' [-Wimplicit-int]{{$}}

twice(v) { return 2 * v; }
// C99: old-c.c:[[@LINE-1]]:1: warning: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int
// C99: old-c.c:[[@LINE-2]]:7: warning: parameter 'v' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int

__attribute__((format(printf, 2, 3))) int logf_(int level, const char *fmt, ...);

int main(void) {
    int n = later(3);
    // C99: old-c.c:[[@LINE-1]]:13: warning: call to undeclared function 'later'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
    // ERR: old-c.c:[[@LINE-2]]:13: error: call to undeclared function 'later'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
    // DOWN: old-c.c:[[@LINE-3]]:13: warning: call to undeclared function 'later'
    // GNU89WALL: old-c.c:[[@LINE-4]]:13: warning: implicit declaration of function 'later' [-Wimplicit-function-declaration]
    // (printed in source order, as clang: sema's warnings and the -Wformat ones, which run after code generation, interleave)
    logf_(1, "%d %s\n", n);
    // C99: old-c.c:[[@LINE-1]]:19: warning: more '%' conversions than data arguments [-Wformat-insufficient-args]
    logf_(1, "%s\n", 42);
    // C99: old-c.c:[[@LINE-1]]:22: warning: format specifies type 'char *' but the argument has type 'int' [-Wformat]
    register long sp asm("rsp");
    // C99: old-c.c:[[@LINE-1]]:19: warning: variable 'sp' bound to register 'rsp' with asm is treated as an ordinary variable (explicit register variables are not supported)
    return count + twice(n) + (int)sp;
}
// GNU89: warning: variable 'sp' bound to register 'rsp'
int later(int x) { return x; }
