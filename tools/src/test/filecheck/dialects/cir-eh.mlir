// The exception-handling ops of the cir dialect (CirEhOps, docs/cir-dialect.md "Exceptions"): jcir-opt prints what it
// reads and reads what it prints; cir-flatten-cfg turns a cir.try into try-calls, a landing pad and a dispatch chain,
// convert-cir-to-llvm into llvm.invoke / llvm.landingpad / llvm.resume with the personality.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: jcir-opt --pass-pipeline=cir-flatten-cfg %s | FileCheck %s --check-prefix=FLAT
// RUN: jcir-opt --pass-pipeline=cir-flatten-cfg,convert-cir-to-llvm %s | FileCheck %s --check-prefix=LOWER

!s32i = !cir.int<s, 32>
!u8i = !cir.int<u, 8>
!u64i = !cir.int<u, 64>
module {
  cir.global external @_ZTIi : !cir.array<!cir.ptr<!u8i> x 2> {alignment = 8 : i64}
  cir.func @__gxx_personality_v0(...) -> !s32i
  cir.func @__cxa_begin_catch(!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
  cir.func @__cxa_end_catch()
  cir.func @__cxa_throw(!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>)
  cir.func @__cxa_rethrow()
  cir.func @__cxa_allocate_exception(!u64i) -> !cir.ptr<!cir.void>
  cir.func @g(!s32i) -> !s32i
  cir.func @done()

  cir.func @thrower(%x: !s32i) {
    %0 = cir.const(#cir.int<4> : !u64i) : !u64i
    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>
    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    cir.store %x, %2 : !s32i, !cir.ptr<!s32i>
    cir.throw %2 : !cir.ptr<!s32i> {type_info = @_ZTIi}
    cir.unreachable
  }
  // CHECK-LABEL: cir.func @thrower(
  // CHECK:         %[[P:.*]] = cir.cast(bitcast, %{{.*}} : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
  // CHECK:         cir.throw %[[P]] : !cir.ptr<!s32i> {type_info = @_ZTIi}
  // CHECK-NEXT:    cir.unreachable
  // FLAT-LABEL:  cir.func @thrower(
  // FLAT:          %[[P:.*]] = cir.cast(bitcast, %{{.*}} : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
  // FLAT:          %[[E:.*]] = cir.cast(bitcast, %[[P]] : !cir.ptr<!s32i>), !cir.ptr<!cir.void>
  // FLAT:          %[[T:.*]] = cir.get_global @_ZTIi
  // FLAT:          %[[TV:.*]] = cir.cast(bitcast, %[[T]]
  // FLAT:          %[[NULL:.*]] = cir.const(#cir.ptr<null>
  // FLAT:          cir.call @__cxa_throw(%[[E]], %[[TV]], %[[NULL]])
  // FLAT-NEXT:     cir.unreachable

  cir.func @catcher(%x: !s32i) -> !s32i {
    %r = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
    "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
      %v = cir.call @g(%x) : (!s32i) -> !s32i
      cir.store %v, %r : !s32i, !cir.ptr<!s32i>
      cir.yield
    }, {
      %p = cir.catch_param : !cir.ptr<!s32i>
      %e = cir.load %p : !cir.ptr<!s32i>, !s32i
      cir.store %e, %r : !s32i, !cir.ptr<!s32i>
      cir.call @__cxa_end_catch() : () -> ()
      cir.yield
    }, {
      %q = cir.catch_param : !cir.ptr<!cir.void>
      "cir.try"() <{catch_types = ["cleanup"]}> ({
        cir.throw
        cir.unreachable
      }, {
        cir.call @__cxa_end_catch() : () -> ()
        cir.resume
      }) : () -> ()
      cir.yield
    }) : () -> ()
    %res = cir.load %r : !cir.ptr<!s32i>, !s32i
    cir.return %res : !s32i
  }
  // CHECK-LABEL: cir.func @catcher(
  // CHECK:         "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
  // CHECK:           %[[V:.*]] = cir.call @g(%arg0)
  // CHECK:         }, {
  // CHECK-NEXT:      %[[P:.*]] = cir.catch_param : !cir.ptr<!s32i>
  // CHECK-NEXT:      %{{.*}} = cir.load %[[P]]
  // CHECK:         }, {
  // CHECK-NEXT:      %{{.*}} = cir.catch_param : !cir.ptr<!cir.void>
  // CHECK-NEXT:      "cir.try"() <{catch_types = ["cleanup"]}> ({
  // CHECK-NEXT:        cir.throw
  // CHECK-NEXT:        cir.unreachable
  // CHECK:             cir.resume
  //
  // FLAT-LABEL:  cir.func @catcher(
  // FLAT:          %[[V:.*]] = "cir.try_call"(%arg0)[^[[NEXT:.*]], ^[[LPAD:.*]]] <{callee = @g}> : (!s32i) -> !s32i
  // FLAT:        ^[[NEXT]]:
  // FLAT-NEXT:     cir.store %[[V]], %[[R:.*]] :
  // FLAT:        ^[[LPAD]]:
  // FLAT-NEXT:     %[[EXN:.*]]:2 = "cir.eh.landingpad"() <{clauses = [@_ZTIi, "all"]}>
  // FLAT-NEXT:     cir.br ^[[DISPATCH:.*]](%[[EXN]]#0, %[[EXN]]#1 : !cir.ptr<!cir.void>, !u32i)
  // FLAT:        ^[[DISPATCH]](%[[E:.*]]: !cir.ptr<!cir.void>, %[[S:.*]]: !u32i):
  // FLAT-NEXT:     %[[ID:.*]] = cir.eh.typeid @_ZTIi : !u32i
  // FLAT-NEXT:     %[[EQ:.*]] = cir.cmp(eq, %[[S]], %[[ID]])
  // FLAT-NEXT:     cir.brcond %[[EQ]] ^[[INT:.*]], ^[[ALL:.*]]
  // FLAT:        ^[[INT]]:
  // FLAT-NEXT:     %[[OBJ:.*]] = cir.call @__cxa_begin_catch(%[[E]])
  // FLAT-NEXT:     %[[IP:.*]] = cir.cast(bitcast, %[[OBJ]] : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
  // FLAT-NEXT:     %{{.*}} = cir.load %[[IP]]
  // FLAT:        ^[[ALL]]:
  // FLAT-NEXT:     cir.call @__cxa_begin_catch(%[[E]])
  // FLAT:          "cir.try_call"()[^{{.*}}, ^[[LPAD2:.*]]] <{callee = @__cxa_rethrow}>
  // FLAT:        ^[[LPAD2]]:
  // FLAT-NEXT:     %[[EXN2:.*]]:2 = "cir.eh.landingpad"() <{clauses = [], cleanup}>
  // FLAT:          cir.call @__cxa_end_catch()
  // FLAT-NEXT:     cir.resume %{{.*}}, %{{.*}} : !cir.ptr<!cir.void>, !u32i
  //
  // LOWER:       func.func @catcher(%arg0: i32) -> i32 attributes {llvm.personality = @__gxx_personality_v0}
  // LOWER:         %[[TI:.*]] = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  // LOWER:         %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
  // LOWER:         %[[V:.*]] = "llvm.invoke"(%arg0)[^{{.*}}, ^[[LPAD:.*]]] <{callee = @g, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
  // LOWER:       ^[[LPAD]]:
  // LOWER-NEXT:    %[[LP:.*]] = "llvm.landingpad"(%[[TI]], %[[NULL]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
  // LOWER-NEXT:    %[[EXN:.*]] = llvm.extractvalue %[[LP]][0]
  // LOWER-NEXT:    %[[SEL:.*]] = llvm.extractvalue %[[LP]][1]
  // LOWER:         %[[T2:.*]] = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  // LOWER-NEXT:    %{{.*}} = "llvm.intr.eh.typeid.for"(%[[T2]]) : (!llvm.ptr) -> i32
  // LOWER:         "llvm.resume"(%{{.*}}) : (!llvm.struct<(ptr, i32)>) -> ()
}
