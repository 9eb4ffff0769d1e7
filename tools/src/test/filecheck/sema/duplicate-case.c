// Switch label constraints (C11 6.8.4.2p3) are Sema errors with clang's wording, a note at the
// earlier label, exit status 1 (was: internal error, verification failed after CIRGen).
// RUN: not jcirc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal
// RUN: not jcirc -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

int dup(int x) {
    switch (x) {
    case 1: return 2;
    case 1: return 3;
    }
// CHECK: duplicate-case.c:[[@LINE-2]]:10: error: duplicate case value '1'
// CHECK-NEXT: {{^}}    case 1: return 3;{{$}}
// CHECK-NEXT: {{^}}         ^{{$}}
// CHECK-NEXT: duplicate-case.c:[[@LINE-6]]:10: note: previous case defined here
    return 0;
}

enum { A = 4, B = 2 * 2 };
int converted(unsigned char c) {
    switch (c) {
    case A: return 1;
    case 'x': return 2;
    case B: return 3;
    case 4 + 256 - 256: return 4;
    default: return 5;
    }
// CHECK: duplicate-case.c:[[@LINE-4]]:10: error: duplicate case value '4'
// CHECK: duplicate-case.c:[[@LINE-7]]:10: note: previous case defined here
// CHECK: duplicate-case.c:[[@LINE-5]]:10: error: duplicate case value '4'
// CHECK: duplicate-case.c:[[@LINE-9]]:10: note: previous case defined here
}

int ranges(int x) {
    switch (x) {
    case 10 ... 20: return 1;
    case 15: return 2;
    case 0 ... 9: return 3;        // adjacent, no error
    case 21: return 4;             // no error
    }
// CHECK: duplicate-case.c:[[@LINE-4]]:10: error: duplicate case value '15'
// CHECK: duplicate-case.c:[[@LINE-6]]:10: note: previous case defined here
    return 0;
}

int defaults(int x) {
    switch (x) {
    default: return 1;
    case 0: { switch (x) { case 0: default: return 7; } }   // a nested switch has its own labels
    default: return 2;
    }
// clang-19's places: the error at the first 'default', the note at the second
// CHECK: duplicate-case.c:[[@LINE-5]]:5: error: multiple default labels in one switch
// CHECK: duplicate-case.c:[[@LINE-4]]:5: note: previous case defined here
}
// CHECK: 5 errors generated.
