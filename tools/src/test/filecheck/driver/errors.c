// Command-line errors are clang-shaped and exit with status 1 (never a crash).
// RUN: not jcirc 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: jcirc: error: no input files
// RUN: not jcirc %S/does-not-exist.c 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: jcirc: error: no such file or directory: '{{.*}}does-not-exist.c'
// RUN: not jcirc -m32 %s 2>&1 | FileCheck %s --check-prefix=M32
// M32: jcirc: error: unsupported option '-m32'
// RUN: not jcirc -std=c++17 %s 2>&1 | FileCheck %s --check-prefix=CXX
// CXX: jcirc: error: invalid argument '-std=c++17' not allowed with 'C'
// RUN: not jcirc -fsanitize=address %s 2>&1 | FileCheck %s --check-prefix=SAN
// SAN: jcirc: error: unsupported option '-fsanitize=address'
// RUN: not jcirc --bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: jcirc: error: unknown argument: '--bogus'
// RUN: not jcirc -c %s %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MULTI
// MULTI: jcirc: error: cannot specify -o when generating multiple output files
// RUN: not jcirc -fcir-direct -emit-scf %s 2>&1 | FileCheck %s --check-prefix=DIRECT
// DIRECT: jcirc: error: '-emit-scf' cannot be used with '-fcir-direct'
// RUN: jcirc -### -fno-such-thing -Wno-such-warning -Wall -w -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: warning
// RUN: jcirc -### -fno-such-thing -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: jcirc: warning: unknown flag '-fno-such-thing' ignored
int main(void) { return 0; }
