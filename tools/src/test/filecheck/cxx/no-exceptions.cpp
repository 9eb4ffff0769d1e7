// -fno-exceptions (g++'s and clang's flag): no EH cleanup regions and no terminate handlers, so a C++ function with
// destructors raises to scf as a C function does; throw and try are errors in clang's words; g++'s __EXCEPTIONS /
// __cpp_exceptions are defined only with exceptions on (docs/cxx.md "Exceptions").
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=EH
// RUN: jcirc++ -fno-exceptions -emit-cir %s | FileCheck %s --check-prefix=NOEH
// RUN: jcirc++ -fno-exceptions -emit-scf %s | FileCheck %s --check-prefix=SCF
// RUN: jcirc++ -fno-exceptions -fexceptions -emit-cir %s | FileCheck %s --check-prefix=EH
// RUN: not jcirc++ -fno-exceptions -fsyntax-only -DTHROWS %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// RUN: jcirc++ -E -dM %s | FileCheck %s --check-prefix=MACROS
// RUN: jcirc++ -fno-exceptions -fno-rtti -E -dM %s | FileCheck %s --check-prefix=NOMACROS

struct S { int v; S(int v) : v(v) {} ~S(); };
int f(int);
void noThrow() noexcept;

int loop(int n) {
  int t = 0;
  for (int i = 0; i < n; i++) { S s(i); t += f(s.v); }
  noThrow();
  return t;
}
// EH-LABEL: cir.func @_Z4loopi(
// EH:         %[[S:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["s"]
// EH:         "cir.try"() <{catch_types = ["cleanup"]}> ({
// EH:           cir.call @_Z1fi(
// EH:         }, {
// EH-NEXT:      cir.call @_ZN1SD1Ev(%[[S]])
// EH-NEXT:      cir.resume
// EH:         cir.call @_ZN1SD1Ev(%[[S]])
// NOEH-LABEL: cir.func @_Z4loopi(
// NOEH-NOT:     cir.try
// NOEH:         %[[S:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["s"]
// NOEH:         %[[V:.*]] = cir.call @_Z1fi(
// NOEH:         cir.call @_ZN1SD1Ev(%[[S]])
// NOEH-NOT:     cir.try
// NOEH:         cir.return
// SCF-LABEL: func.func @_Z4loopi(
// SCF-NOT:     cf.{{(cond_)?br}}
// SCF-NOT:     llvm.invoke
// SCF:         scf.for
// SCF:           func.call @_ZN1SD1Ev(
// SCF:         {{(func\.)?}}call @_Z7noThrowv() : () -> ()
// SCF-NOT:     cf.{{(cond_)?br}}
// SCF:         return

#ifdef THROWS
int g(int x) {
  try { if (x) throw 1; } catch (int) { return 2; }
  return 0;
}
// ERR-DAG: no-exceptions.cpp:[[@LINE-3]]:3: error: cannot use 'try' with exceptions disabled
// ERR-DAG: no-exceptions.cpp:[[@LINE-4]]:16: error: cannot use 'throw' with exceptions disabled
#endif

// MACROS-DAG: #define __EXCEPTIONS 1
// MACROS-DAG: #define __cpp_exceptions 199711L
// MACROS-DAG: #define __GXX_RTTI 1
// MACROS-DAG: #define __cpp_rtti 199711L
// NOMACROS-NOT: __EXCEPTIONS
// NOMACROS-NOT: __cpp_exceptions
// NOMACROS-NOT: __GXX_RTTI
// NOMACROS-NOT: __cpp_rtti
