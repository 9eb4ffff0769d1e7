// Conditional directives out of balance: clang-19's messages and places (the directive's name).
// RUN: not jcirc -fsyntax-only -I%S/Inputs %s 2>&1 | FileCheck %s --implicit-check-not=error:
#if 0
#if 1
#endif
#else
#ifdef X
#endif
#endif
  #  else
// CHECK: preprocessor-conditionals.c:[[@LINE-1]]:6: error: #else without #if
#endif
// CHECK: preprocessor-conditionals.c:[[@LINE-1]]:2: error: #endif without #if
#include "unterminated-if.h"
// CHECK: unterminated-if.h:3:2: error: unterminated conditional directive
// CHECK-NEXT: {{^}}#ifndef NEVER_CLOSED{{$}}
// CHECK-NEXT: {{^ \^$}}
