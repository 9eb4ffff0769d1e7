// #embed replaces its line with the file's bytes (a longer line): diagnostics after it, and on the same
// line after a digit separator, keep their original lines and columns (clang-19's places).
// RUN: not jcirc -std=c23 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
static const unsigned char self[] = {
#embed "embed-diagnostics.c"
};
int after_embed = missing_one;
// CHECK: embed-diagnostics.c:[[@LINE-1]]:19: error: use of undeclared identifier 'missing_one'
// CHECK-NEXT: {{^}}int after_embed = missing_one;{{$}}
// CHECK-NEXT: {{^                  \^$}}
static const unsigned char part[] = {
#embed "embed-diagnostics.c" limit(4) suffix(,)
}; int same_line = 1'000 + missing_two;
// CHECK: embed-diagnostics.c:[[@LINE-1]]:28: error: use of undeclared identifier 'missing_two'
