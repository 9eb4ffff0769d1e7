// The driver's plan (-###) for each stage, without running anything.
// RUN: jcirc -### -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OBJ
// OBJ: "jcirc" "-cc1" "-emit-llvm" {{.*}}plan.c" "-o" "{{.*}}.ll"
// OBJ-NOT: opt"
// OBJ: llc{{(-[0-9]+)?}}" {{.*}}"-O0" "-relocation-model=pic" "-filetype=obj" {{.*}}.ll" "-o" "{{.*}}plan.c.tmp.o"
//
// RUN: jcirc -### -O2 %s -L/some/dir -lm -o %t 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: "jcirc" "-cc1" "-emit-llvm"
// LINK: opt{{(-[0-9]+)?}}" {{.*}}"-O2"
// LINK: llc{{(-[0-9]+)?}}" {{.*}}"-O2" "-relocation-model=pic" "-filetype=obj"
// LINK: cc" "{{.*}}.o" "-L/some/dir" "-lm" {{.*}}"-o" "{{.*}}plan.c.tmp"
//
// RUN: jcirc -### -S -Os -fcir-direct -DX=2 -UY -Iinc -std=c99 %s -o %t.s 2>&1 | FileCheck %s --check-prefix=ASM
// ASM: "jcirc" "-cc1" "-emit-llvm" "-fcir-direct" "-std=c99" "-I" "inc" "-DX=2" "-UY"
// ASM: opt{{(-[0-9]+)?}}" {{.*}}"-Os"
// ASM: llc{{(-[0-9]+)?}}" {{.*}}"-O2" "-relocation-model=pic" "-filetype=asm"
//
// RUN: jcirc -### -emit-scf %s 2>&1 | FileCheck %s --check-prefix=SCF
// SCF: "jcirc" "-cc1" "-emit-scf" {{.*}}plan.c" "-o" "-"
// SCF-NOT: llc
//
// RUN: jcirc -### -pthread -shared %s -o %t.so 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED: "-D_REENTRANT=1"
// SHARED: cc" "-pthread" "-shared" "{{.*}}.o"
int main(void) { return 0; }
