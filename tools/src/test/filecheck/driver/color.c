// Diagnostics in clang's colours with -fcolor-diagnostics (auto: only on a terminal);
// -fno-color-diagnostics and the default for a pipe are plain.
// RUN: jcirc -fsyntax-only -Wall -fcolor-diagnostics %s 2>&1 | FileCheck %s
// CHECK: [1m{{.*}}color.c:[[@LINE+13]]:9: {{.}}[0m{{.}}[0;1;35mwarning: {{.}}[0m{{.}}[1munused variable 'x' [-Wunused-variable]{{.}}[0m
// CHECK-NEXT: int x;
// CHECK-NEXT: [0;1;32m        ^{{.}}[0m
// RUN: not jcirc -fsyntax-only -Wall -Werror -fdiagnostics-color=always %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: [1m{{.*}}color.c:[[@LINE+9]]:9: {{.}}[0m{{.}}[0;1;31merror: {{.}}[0m{{.}}[1munused variable 'x' [-Werror,-Wunused-variable]{{.}}[0m
// RUN: jcirc -fsyntax-only -Wall -fcolor-diagnostics -fno-color-diagnostics %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: jcirc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: [0m
// PLAIN: color.c:[[@LINE+5]]:9: warning: unused variable 'x' [-Wunused-variable]
// PLAIN-NEXT: int x;
// PLAIN-NEXT: {{^        \^$}}
// PLAIN-NOT: [0m
int f(void) {
    int x;
    return 0;
}
// The driver's own messages too:
// RUN: not jcirc -fcolor-diagnostics --bogus %s 2>&1 | FileCheck %s --check-prefix=DRIVER
// DRIVER: [1mjcirc: {{.}}[0m{{.}}[0;1;31merror: {{.}}[0m{{.}}[1munknown argument: '--bogus'{{.}}[0m
