// -Wall checks (jcirc.frontend.warnings): each diagnostic is checked next to the code that
// triggers it; code marked "no warning" must stay silent (--implicit-check-not).
// (-Wsign-compare is in -Wextra for C, as in clang and gcc)
// RUN: jcirc -fsyntax-only -Wall -Wsign-compare %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: jcirc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefix=WALL
// WALL-NOT: -Wsign-compare
// Without -Wall only the default-on checks (return-type, format) run.
// RUN: jcirc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: -Wunused-variable
// DEFAULT-NOT: -Wsign-compare
// DEFAULT: warning: non-void function does not return a value in all control paths [-Wreturn-type]
// DEFAULT-NOT: -Wunused-variable
// RUN: not jcirc -c -Wall -Wsign-compare -Werror=unused-variable %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: unused variable 'unused_local' [-Werror,-Wunused-variable]
// WERROR: warning: comparison of integers of different signs
// RUN: jcirc -fsyntax-only -Wall -Wno-format -Wno-sign-compare -Wno-unused-variable -Wno-uninitialized -Wno-return-type -Wno-incompatible-pointer-types %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: jcirc -fsyntax-only -Wall -w %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// NONE-NOT: {{.}}
#include <stdio.h>
#include <stdlib.h>

int missing(int x) {
    if (x > 0)
        return 1;
}
// CHECK: warnings.c:[[@LINE-1]]:1: warning: non-void function does not return a value in all control paths [-Wreturn-type]
// CHECK-NEXT: {{^}$}}
// CHECK-NEXT: {{^\^$}}

int none(void) {
    puts("hi");
}
// CHECK: warnings.c:[[@LINE-1]]:1: warning: non-void function does not return a value [-Wreturn-type]

int returns_everywhere(int x) {   // no warning
    switch (x) {
    case 1: return 1;
    default: return 2;
    }
}

int noreturn_call(void) { abort(); }               // no warning
int infinite(void) { for (;;) { } }                // no warning
int infinite_while(void) { while (1) { } }         // no warning
int if_else(int c) { if (c) return 1; else return 2; }   // no warning
int after_label(int c) {                           // no warning
again:
    if (c--) goto again;
    return 0;
}

int uninit(void) {
    int y;
    int z = y + 1;
    return z;
}
// CHECK: warnings.c:[[@LINE-3]]:13: warning: variable 'y' is uninitialized when used here [-Wuninitialized]
// CHECK: warnings.c:[[@LINE-5]]:9: note: initialize the variable 'y' to silence this warning

int uninit_cond(void) {
    int i, n;
    for (n = 0; i < 10; n++)
        i = n;
    return n;
}
// CHECK: warnings.c:[[@LINE-4]]:17: warning: variable 'i' is uninitialized when used here [-Wuninitialized]
// CHECK: note: initialize the variable 'i' to silence this warning

int uninit_ok(int c) {            // no warning: assigned first, on every path, or by address
    int a, b, d, arr[2];
    a = 1;
    if (c) b = 1; else b = 2;
    scanf("%d", &d);
    arr[0] = 1;
    int e, g;
    for (e = 0; e < c; e++) { }
    if (c > 1) g = 2; else g = 3;
    return a + b + d + e + g + arr[0] + (int)sizeof c;
}

// libuv's POST macro: every path of a do { ... } while (0) body returns (clang: no warning)
int do_while_returns(int c) {                      // no warning
    do {
        if (c) return 1;
        else return 2;
    } while (0);
}
int do_while_continue(int c) {
    do {
        if (c--) continue;
        return 1;
    } while (c > 5);
}
// CHECK: warnings.c:[[@LINE-1]]:1: warning: non-void function does not return a value in all control paths [-Wreturn-type]

// libuv's cmpxchgi: an asm output operand initializes the variable (clang: no warning)
int asm_output(int *p, int old, int new_value) {   // no warning
    int out;
    __asm__ __volatile__("lock; cmpxchg %2, %1;" : "=a"(out), "+m"(*(volatile int *)p) : "r"(new_value), "0"(old) : "memory");
    return out;
}

// glibc's getsockname under _GNU_SOURCE: a transparent-union parameter matches a parameter of a member's type (gcc, clang)
struct addr { int family; };
typedef union { struct addr *a; long *l; } addr_arg __attribute__((__transparent_union__));
int takes_addr(int fd, addr_arg a);
static int via_pointer(int (*fn)(int, struct addr *)) { struct addr x = {0}; return fn(0, &x); }
int transparent_fn(void) { return via_pointer(takes_addr); }   // no warning

// unnamed structs are spelled as clang spells them: by their typedef, else by where they are defined
typedef struct { int a; } named_by_typedef;
struct { int b; } unnamed_var;
void takes_named(named_by_typedef *p);
void unnamed_spelling(void) { takes_named(&unnamed_var); }
// CHECK: warnings.c:[[@LINE-1]]:43: warning: incompatible pointer types passing 'struct (unnamed struct at {{.*}}warnings.c:[[@LINE-3]]:1) *' to parameter of type 'named_by_typedef *' [-Wincompatible-pointer-types]

int signs(unsigned u, int s, unsigned short us, long l) {
    int unused_local = 3;
    int used_in_sizeof;
    int marked __attribute__((unused));
    static int counter;
    counter++;
    if (u < s) return 1;
    if (u > 0) return 2;                      // no warning: non-negative constant
    if (us < s) return 3;                     // no warning: both promote to int
    if (l < u) return 4;                      // no warning: u converts to long
    return (int)sizeof used_in_sizeof;
}
// CHECK: warnings.c:[[@LINE-11]]:9: warning: unused variable 'unused_local' [-Wunused-variable]
// CHECK-NEXT: int unused_local = 3;
// CHECK-NEXT: {{^        \^~~~~~~~~~~~$}}
// CHECK: warnings.c:[[@LINE-9]]:11: warning: comparison of integers of different signs: 'unsigned int' and 'int' [-Wsign-compare]
// CHECK-NEXT: if (u < s) return 1;
// CHECK-NEXT: {{^        ~ \^ ~$}}

int main(void) {
    long l = 5;
    char c = 'c', name[8] = "jcirc";
    float f = 1.5f;
    long double ld = 2.5L;
    size_t n = sizeof name;
    printf("%d %s\n", l, 42);
// CHECK: warnings.c:[[@LINE-1]]:23: warning: format specifies type 'int' but the argument has type 'long' [-Wformat]
// CHECK: warnings.c:[[@LINE-2]]:26: warning: format specifies type 'char *' but the argument has type 'int' [-Wformat]
    printf("%d %d\n", 1);
// CHECK: warnings.c:[[@LINE-1]]:17: warning: more '%' conversions than data arguments [-Wformat-insufficient-args]
    fprintf(stderr, "done\n", n);
// CHECK: warnings.c:[[@LINE-1]]:31: warning: data argument not used by format string [-Wformat-extra-args]
    printf("%c %hhd %f %Lf %zu %lu %s %p %*d %.*s %5.2f %% %m\n", c, c, f, ld, n, sizeof l, name, (void *)name, 3, 4, 2, name, 1.0);   // no warning
    return 0;
}
