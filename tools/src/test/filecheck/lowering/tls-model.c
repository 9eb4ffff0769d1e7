// TLS models as gcc and clang have them: -ftls-model= sets the default of every thread-local object,
// __attribute__((tls_model("..."))) one object's; cir.global {tls_model = "initial_exec"} ->
// llvm.mlir.global thread_local {jcirc.tls_model = "initialexec"} -> LLVM `thread_local(initialexec)`.
// RUN: jcirc %s -emit-cir -o - | FileCheck %s --check-prefix=CIR
// RUN: jcirc %s -emit-scf -o - | FileCheck %s --check-prefix=SCF
// RUN: jcirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -fcir-direct -S -emit-llvm -o - | FileCheck %s --check-prefix=LL
// RUN: jcirc %s -ftls-model=initial-exec -S -emit-llvm -o - | FileCheck %s --check-prefix=IE
// RUN: not jcirc %s -ftls-model=fast -c -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFLAG
// RUN: not jcirc -DBAD %s -fsyntax-only 2>&1 | FileCheck %s --check-prefix=BADATTR
__thread int dflt = 1;
__thread int ie __attribute__((tls_model("initial-exec"))) = 2;
static _Thread_local int le __attribute__((tls_model("local-exec")));
extern __thread int ld __attribute__((tls_model("local-dynamic")));
__thread int gd __attribute__((tls_model("global-dynamic")));
int use(void) { return dflt + ie + ++le + ld + gd; }
#ifdef BAD
__thread int bad __attribute__((tls_model("fast")));
#endif
// CIR-DAG: cir.global external @dflt : !s32i = #cir.int<1> : !s32i {{{.*}}tls_model = "general_dynamic"
// CIR-DAG: cir.global external @ie : !s32i = #cir.int<2> : !s32i {{{.*}}tls_model = "initial_exec"
// CIR-DAG: cir.global internal @le : !s32i {{.*}}tls_model = "local_exec"
// CIR-DAG: cir.global external @ld : !s32i {{.*}}tls_model = "local_dynamic"
// SCF-DAG: llvm.mlir.global external thread_local @dflt(1 : i32) {{{.*}}addr_space = 0 : i32
// SCF-DAG: llvm.mlir.global external thread_local @ie(2 : i32) {{{.*}}jcirc.tls_model = "initialexec"
// SCF-DAG: llvm.mlir.global internal thread_local @le(0 : i32) {{{.*}}jcirc.tls_model = "localexec"
// LL-DAG: @dflt = thread_local global i32 1
// LL-DAG: @ie = thread_local(initialexec) global i32 2
// LL-DAG: @le = internal thread_local(localexec) global i32 0
// LL-DAG: @ld = external thread_local(localdynamic) global i32
// LL-DAG: @gd = thread_local global i32 0
// IE-DAG: @dflt = thread_local(initialexec) global i32 1
// IE-DAG: @gd = thread_local global i32 0
// IE-DAG: @le = internal thread_local(localexec) global i32 0
// BADFLAG: error: invalid value 'fast' in '-ftls-model=fast'
// BADATTR: error: tls_model must be "global-dynamic", "local-dynamic", "initial-exec" or "local-exec"
