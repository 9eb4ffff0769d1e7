// Make-style dependency rules (-M -MM -MD -MMD -MF -MT -MQ -MP), in gcc's shape.
// RUN: jcirc -M -I%S/Inputs %s | FileCheck %s --check-prefix=M
// M: deps.o: {{.*}}deps.c
// M: stdc-predef.h
// M: stdio.h
// M: Inputs/dep-a.h
// M: Inputs/dep-b.h
//
// RUN: jcirc -MM -I%S/Inputs %s | FileCheck %s --check-prefix=MM
// MM: deps.o: {{.*}}deps.c
// MM: Inputs/dep-a.h
// MM: Inputs/dep-b.h{{$}}
// MM-NOT: stdio.h
//
// RUN: jcirc -MM -MP -MT 'obj/x.o' -MQ '$(D) x.o' -I%S/Inputs %s -MF %t.mf
// RUN: FileCheck %s --check-prefix=MP < %t.mf
// MP: obj/x.o $$(D)\ x.o:
// MP: {{^.*}}Inputs/dep-a.h:{{$}}
// MP-NEXT: {{^.*}}Inputs/dep-b.h:{{$}}
//
// -MMD beside -c: the .d file is named after -o, and -o is the target.
// RUN: rm -f %t.d
// RUN: jcirc -MMD -MP -c -I%S/Inputs %s -o %t.o
// RUN: FileCheck %s --check-prefix=MMD < %t.d
// MMD: deps.c.tmp.o:
// MMD: deps.c
// MMD-NOT: stdio.h
// MMD: Inputs/dep-b.h:
//
// RUN: jcirc -### -MD -c %s 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: "jcirc" "-cc1" "-emit-llvm" "-MD" "-MF" "deps.d" "-MT" "deps.o"
//
// RUN: not jcirc -MG -M %s 2>&1 | FileCheck %s --check-prefix=MG
// MG: jcirc: error: unsupported option '-MG'
#include <stdio.h>
#include "dep-a.h"
int main(void) { return DEP_A - 1; }
