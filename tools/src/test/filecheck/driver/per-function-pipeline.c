// The per-function pipeline (docs/compile-time.md, "The per-function pipeline") gives the LLVM IR of the
// module schedule: what passes gather module-wide (returns_twice functions, libm declarations appended at the
// end of the module, constructors, labels as values in a static table, a variadic definition split in two
// functions, a function called before its definition) comes out the same. The test JVM verifies after each pass
// (which runs the module schedule), so both are asked for with -fno-verify-each.
// RUN: jcirc -fno-verify-each -S -emit-llvm %s -o %t.pf.ll && jcirc -fno-verify-each -fno-per-function-pipeline -S -emit-llvm %s -o %t.mod.ll && diff %t.pf.ll %t.mod.ll
// RUN: jcirc -fno-verify-each -fcir-direct -S -emit-llvm %s -o %t.pfd.ll && jcirc -fno-verify-each -fno-per-function-pipeline -fcir-direct -S -emit-llvm %s -o %t.modd.ll && diff %t.pfd.ll %t.modd.ll
// RUN: jcirc -fno-verify-each %s -lm -o %t.exe && %t.exe | FileCheck %s
// RUN: jcirc -fno-verify-each -ftime-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: jcirc -fno-verify-each -fno-per-function-pipeline -ftime-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MODULE
// TIME: lower (cir -> scf -> cf -> llvm, per function)
// TIME: cir-raise-to-scf
// TIME: returns-twice-volatile
// MODULE: raise (cir -> scf)
// MODULE: lower (scf -> cf -> llvm)
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>

static int later(int x);

static jmp_buf env;
static int started;

__attribute__((constructor)) static void init(void) { started = 1; }

static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static int dispatch(int k) {
    static void *table[] = {&&one, &&two};
    goto *table[k & 1];
one:
    return 10;
two:
    return 20;
}

int main(void) {
    volatile int counter = 0;
    if (setjmp(env) == 0) {
        counter = 1;
        longjmp(env, 1);
    }
    volatile float x = 0.5f;
    // CHECK: started=1 sum=6 dispatch=30 later=8 counter=1 tan=0.546
    printf("started=%d sum=%d dispatch=%d later=%d counter=%d tan=%.3f\n", started, sum(3, 1, 2, 3),
           dispatch(0) + dispatch(1), later(4), counter, __builtin_tanf(x));
    return 0;
}

static int later(int x) { return 2 * x; }
