// Exceptions on the scf path (docs/cxx.md "The scf path and EH"): calls of noexcept callees are plain calls (a
// destructor is implicitly noexcept; an EH cleanup region around noexcept calls only is dissolved), and each cir.try
// left is an island: cir-flatten-cfg's blocks (invoke, landing pad, dispatch, handlers) inside an scf.execute_region,
// while the loop around it stays scf.while.
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=CIR
// RUN: jcirc++ -emit-scf %s | FileCheck %s --check-prefix=SCF
// RUN: jcirc++ -emit-scf %s | mlir-opt --verify-each > /dev/null
// RUN: jcirc++ --scf-stats %s | FileCheck %s --check-prefix=STATS

struct S { int v; S(int v) : v(v) {} ~S(); };
int f(int);
int g(int) noexcept;

int loop(int n) {
  int t = 0;
  for (int i = 0; i < n; i++) { S s(i); t += f(s.v); }
  return t;
}
// CIR-LABEL: cir.func @_Z4loopi(
// CIR:         %[[S:.*]] = cir.alloca !ty_struct_S, !cir.ptr<!ty_struct_S>, ["s"]
// CIR:         "cir.try"() <{catch_types = ["cleanup"]}> ({
// CIR:           cir.call @_Z1fi(
// CIR-NOT:       nothrow
// CIR:         }, {
// CIR-NEXT:      cir.call @_ZN1SD1Ev(%[[S]]) {nothrow}
// CIR-NEXT:      cir.resume
// CIR:         cir.call @_ZN1SD1Ev(%[[S]]) {nothrow}

// SCF-LABEL: func.func @_Z4loopi(
// SCF-SAME:      llvm.personality = @__gxx_personality_v0
// SCF:         %[[S:.*]] = llvm.alloca {{.*}} x !llvm.struct<(i32)>
// SCF:         %[[Z:.*]] = arith.constant 0 : i32
// SCF-NEXT:    llvm.store %[[Z]], %[[T:[0-9]+]]
// SCF:         scf.while : () -> () {
// SCF:           scf.condition(
// SCF:         } do {
// SCF:           func.call @_ZN1SC1Ei(%[[S]],
// SCF-NEXT:      scf.execute_region {
// SCF-NEXT:        %[[A:.*]] = llvm.getelementptr inbounds %[[S]][0, 0]
// SCF-NEXT:        %[[V:.*]] = llvm.load %[[A]]
// SCF-NEXT:        %[[R:.*]] = "llvm.invoke"(%[[V]])[^[[OK:bb[0-9]+]], ^[[LP:bb[0-9]+]]] <{callee = @_Z1fi
// SCF-NEXT:      ^[[OK]]:
// SCF-NEXT:        %[[OLD:.*]] = llvm.load %[[T]]
// SCF-NEXT:        %[[NEW:.*]] = arith.addi %[[OLD]], %[[R]]
// SCF-NEXT:        llvm.store %[[NEW]], %[[T]]
// SCF-NEXT:        scf.yield
// SCF-NEXT:      ^[[LP]]:
// SCF-NEXT:        "llvm.landingpad"() <{cleanup}>
// SCF:             func.call @_ZN1SD1Ev(%[[S]])
// SCF:             "llvm.resume"
// SCF-NEXT:      }
// SCF-NEXT:      func.call @_ZN1SD1Ev(%[[S]])
// SCF:           scf.yield
// SCF-NEXT:    }
// SCF-NOT:     cf.
// SCF:         return

// a noexcept callee: plain calls, no landing pad, no personality
int plain(int n) {
  S s(n);
  return g(s.v) + g(1);
}
// CIR-LABEL: cir.func @_Z5plaini(
// CIR:         %[[X:.*]] = cir.call @_Z1gi(%{{.*}}) {nothrow}
// CIR:         %[[Y:.*]] = cir.call @_Z1gi(%{{.*}}) {nothrow}
// CIR:         cir.binop(add, %[[X]], %[[Y]])
// SCF-LABEL: func.func @_Z5plaini(
// SCF-NOT:     llvm.personality
// SCF-NOT:     llvm.invoke
// SCF:         %[[X:.*]] = func.call @_Z1gi(
// SCF-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// SCF-NEXT:    %[[Y:.*]] = func.call @_Z1gi(%[[ONE]])
// SCF-NEXT:    arith.addi %[[X]], %[[Y]]
// SCF-NOT:     llvm.invoke
// SCF:         return

// break out of a handler: the handler's break sets the loop's flag and leaves the island
int caught(int n) {
  int t = 0;
  while (n > 0) {
    try { t += f(n); } catch (int e) { if (e < 0) break; t -= e; }
    n--;
  }
  return t;
}
// SCF-LABEL: func.func @_Z6caughti(
// SCF:         %[[BRK:.*]] = llvm.alloca %{{.*}} x i1
// SCF:         scf.while : () -> () {
// SCF:           llvm.load %[[BRK]]
// SCF:         } do {
// SCF-NEXT:      scf.execute_region {
// SCF:             "llvm.invoke"(%{{.*}})[^{{.*}}, ^[[LP:bb[0-9]+]]] <{callee = @_Z1fi
// SCF:           ^[[LP]]:
// SCF-NEXT:        "llvm.landingpad"(%{{.*}}) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// SCF:             "llvm.intr.eh.typeid.for"
// SCF:             func.call @__cxa_begin_catch(
// SCF:             %[[TRUE:.*]] = arith.constant true
// SCF-NEXT:        llvm.store %[[TRUE]], %[[BRK]]
// SCF-NEXT:        scf.yield
// SCF:           {{^ +}$}}
// SCF-NEXT:      %[[B:.*]] = llvm.load %[[BRK]]
// SCF:           %[[GO:.*]] = arith.xori %[[B]]
// SCF-NEXT:      scf.if %[[GO]] {
// SCF:         return

// STATS:      _Z4loopi: loops 1 (scf.for 0, scf.while 1), cf ops 1 (1 in EH islands)
// STATS:      _Z5plaini: loops 0 (scf.for 0, scf.while 0), cf ops 0
// STATS-NEXT: _Z6caughti: loops 1 (scf.for 0, scf.while 1), cf ops 6 (6 in EH islands)
// STATS-NEXT: total: functions 4, loops 2 (scf.for 0, scf.while 2), functions with cf 2 (structured except EH 2)
