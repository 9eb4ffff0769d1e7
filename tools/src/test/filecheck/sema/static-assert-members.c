// C11 6.7.2.1: a static_assert-declaration may appear among a structure's members (autoconf 2.71's C11 probe uses
// one; it was rejected as "field has incomplete type 'int (int *, int *)'"). It adds no member and is checked where
// it stands, with clang's wording.
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc -std=c23 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct fine {
    int x;
    _Static_assert(sizeof(int) <= sizeof(long int), "_Static_assert does not work in struct");
    long int y;
};
_Static_assert(sizeof(struct fine) == 2 * sizeof(long), "the assertion adds no member");
_Static_assert(__builtin_offsetof(struct fine, y) == sizeof(long), "y follows x");

union u { _Static_assert(1, "in a union too"); char c; };
_Static_assert(sizeof(union u) == 1, "no member from the assertion");

struct bad {
    int a;
    _Static_assert(sizeof(int) == 8, "boom");
// CHECK: static-assert-members.c:[[@LINE-1]]:20: error: static assertion failed due to requirement 'sizeof(int) == 8': boom
    int b;
};
