// RUN: jcirc --version | FileCheck %s
// RUN: jcirc -dumpmachine | FileCheck %s --check-prefix=MACHINE
// RUN: jcirc --help | FileCheck %s --check-prefix=HELP
// CHECK: jcirc version {{[0-9]+\.[0-9]+}}
// CHECK: Target: x86_64-pc-linux-gnu
// MACHINE: x86_64-pc-linux-gnu
// HELP: USAGE: jcirc [options] file...
