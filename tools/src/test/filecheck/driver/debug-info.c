// -g: DWARF line tables and variables (DICompileUnit, DISubprogram, DILocation on
// instructions, llvm.dbg.declare for each local and parameter). The text is read by LLVM 14
// and LLVM 19; gdb stops on the first statement, steps by source line and prints locals.
// RUN: jcirc -g -S -emit-llvm %s -o %t.ll
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// IR: define i32 @scale(i32 %arg0) nounwind uwtable {{.*}} !dbg ![[SCALE:[0-9]+]] {
// IR: call void @llvm.dbg.declare(metadata ptr %v0, metadata ![[N:[0-9]+]], metadata !DIExpression()), !dbg
// IR: call void @llvm.dbg.declare(metadata ptr %v1, metadata ![[TOTAL:[0-9]+]], metadata !DIExpression()), !dbg
// IR: ret i32 %{{.*}}, !dbg ![[RET:[0-9]+]]
// IR: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// IR: !llvm.module.flags = !{![[DW:[0-9]+]], ![[DIV:[0-9]+]]}
// IR-DAG: ![[FILE:[0-9]+]] = !DIFile(filename: "{{.*}}debug-info.c", directory: "{{.*}}")
// IR-DAG: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_C99, file: ![[FILE]], producer: "jcirc", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
// IR-DAG: ![[SCALE]] = distinct !DISubprogram(name: "scale", scope: ![[FILE]], file: ![[FILE]], line: 49, {{.*}}spFlags: DISPFlagDefinition, unit: ![[CU]])
// IR-DAG: ![[N]] = !DILocalVariable(name: "n", arg: 1, scope: ![[SCALE]], file: ![[FILE]], line: 49, type: ![[INT:[0-9]+]])
// IR-DAG: ![[TOTAL]] = !DILocalVariable(name: "total", scope: ![[SCALE]], file: ![[FILE]], line: 50, type: ![[INT]])
// IR-DAG: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// IR-DAG: ![[RET]] = !DILocation(line: 54, column: {{[0-9]+}}, scope: ![[SCALE]])
// IR-DAG: ![[DW]] = !{i32 7, !"Dwarf Version", i32 5}
// IR-DAG: ![[DIV]] = !{i32 2, !"Debug Info Version", i32 3}
// IR-DAG: !DILocalVariable(name: "p", scope: {{.*}}, type: ![[POINT:[0-9]+]])
// IR-DAG: ![[POINT]] = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", size: 64, elements:
// IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "y", scope: ![[POINT]], baseType: ![[INT]], size: 32, offset: 32)
//
// RUN: llc-14 -opaque-pointers -filetype=obj %t.ll -o %t.14.o
// RUN: llc-19 -filetype=obj %t.ll -o %t.19.o
//
// RUN: jcirc -g -O0 %s -o %t
// RUN: sh -c 'command -v gdb >/dev/null || { echo "gdb not found: install it with apt-get install gdb" >&2; exit 1; }'
// RUN: gdb -nx -batch -ex 'break scale' -ex run -ex 'info args' -ex 'info locals' -ex next -ex next -ex next -ex 'print total' -ex bt %t 2>&1 | FileCheck %s --check-prefix=GDB
// GDB: Breakpoint 1, scale (n=4) at {{.*}}debug-info.c:50
// GDB-NEXT: 50 int total = 0;
// GDB-NEXT: n = 4
// GDB: total =
// GDB: 51 for (int i = 0; i < n; i++)
// GDB-NEXT: 52 total += i * 10;
// GDB-NEXT: 51 for (int i = 0; i < n; i++)
// GDB-NEXT: $1 = 0
// GDB: #1 {{.*}} in main () at {{.*}}debug-info.c:59
// A struct parameter (passed in a register, stored through a temporary) is still a parameter:
// RUN: gdb -nx -batch -ex 'break diff' -ex run -ex 'info args' -ex next -ex 'info locals' %t 2>&1 | FileCheck %s --check-prefix=STRUCT
// STRUCT: Breakpoint 1, diff (q=...) at {{.*}}debug-info.c:65
// STRUCT-NEXT: 65 int d = q.x - q.y;
// STRUCT-NEXT: q = {x = 7, y = 3}
// STRUCT-NEXT: 66 return d;
// STRUCT-NEXT: d = 4
#include <stdio.h>
struct point { int x, y; }; int diff(struct point q);
int scale(int n) {
    int total = 0;
    for (int i = 0; i < n; i++)
        total += i * 10;
    struct point p = { total, n };
    return p.x + p.y;
}

int main(void) {
    int k = 4;
    int r = scale(k);
    printf("%d %d\n", r, diff((struct point){ 7, 3 }));
    return r == 64 ? 0 : 1;
}

int diff(struct point q) {
    int d = q.x - q.y;
    return d;
}
