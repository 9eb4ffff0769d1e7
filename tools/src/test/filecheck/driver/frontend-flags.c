// The driver passes preprocessor flags to the frontend; bad input exits with 1 and
// clang-shaped diagnostics.
// RUN: jcirc -E -DVALUE=42 -I %S/Inputs %s | FileCheck %s --check-prefix=PP
// RUN: jcirc -E -DVALUE=42 -DVALUE2 -UVALUE2 -I%S/Inputs %s -o %t.i && FileCheck %s --check-prefix=PP < %t.i
// PP: int from_header = 7;
// PP: int value = 42{{ ?}};
// PP: int value2 = 0;
// RUN: jcirc -fsyntax-only -DVALUE=1 -I %S/Inputs %s
// RUN: not jcirc -fsyntax-only -DVALUE=1 -DBAD -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: frontend-flags.c:[[@LINE+5]]:22: error: use of undeclared identifier 'undeclared'
// ERR: 1 error generated.
// RUN: not jcirc -fsyntax-only -DVALUE=1 %s 2>&1 | FileCheck %s --check-prefix=NOHDR
// NOHDR: error: {{.*}}header.h{{.*}}
#ifdef BAD
int f(void) { return undeclared; }
#endif
#include "header.h"
int value = VALUE;
#ifdef VALUE2
int value2 = 1;
#else
int value2 = 0;
#endif
