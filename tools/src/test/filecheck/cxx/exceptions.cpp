// throw, try/catch and EH cleanups in cir (CIRGenExceptions, CIRGenCleanups, docs/cxx.md "Exceptions"): the exception
// object is allocated by the runtime and initialized from the operand, cir.throw names its typeinfo and destructor; a
// handler reads the exception object through cir.catch_param and ends with __cxa_end_catch, also when it throws (an EH
// cleanup); a local with a destructor makes the rest of its block the body of an EH cleanup region.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct S {
    int v;
    S(int x);
    S(const S &o);
    ~S();
};
int g(int);

void throwS(int x) { throw S(x); }
// CHECK-LABEL: cir.func @_Z6throwSi(
// CHECK:         %[[X:.*]] = cir.alloca !s32i, {{.*}} ["x", init]
// CHECK:         %[[SIZE:.*]] = cir.const(#cir.int<4> : !u64i)
// CHECK-NEXT:    %[[MEM:.*]] = cir.call @__cxa_allocate_exception(%[[SIZE]])
// CHECK-NEXT:    %[[OBJ:.*]] = cir.cast(bitcast, %[[MEM]] : !cir.ptr<!cir.void>), !cir.ptr<!ty_struct_S>
// the constructor throws: the exception object is freed
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:      %[[XV:.*]] = cir.load %[[X]]
// CHECK-NEXT:      cir.call @_ZN1SC1Ei(%[[OBJ]], %[[XV]])
// CHECK-NEXT:      cir.yield
// CHECK-NEXT:    }, {
// CHECK-NEXT:      cir.call @__cxa_free_exception(%[[MEM]])
// CHECK-NEXT:      cir.resume
// CHECK-NEXT:    })
// CHECK-NEXT:    cir.throw %[[OBJ]] : !cir.ptr<!ty_struct_S> {dtor = @_ZN1SD1Ev, type_info = @_ZTI1S}
// CHECK-NEXT:    cir.unreachable

int catchInt(int x) {
    try {
        return g(x);
    } catch (int e) {
        return e + 1;
    } catch (...) {
        throw;
    }
}
// CHECK-LABEL: cir.func @_Z8catchInti(
// CHECK:         %[[E:.*]] = cir.alloca !s32i, {{.*}} ["e", init]
// CHECK:         "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
// CHECK:           %[[R:.*]] = cir.call @_Z1gi(
// CHECK:           cir.return %[[R]]
// CHECK:         }, {
// CHECK-NEXT:      %[[P:.*]] = cir.catch_param : !cir.ptr<!s32i>
// CHECK-NEXT:      "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:        %[[PV:.*]] = cir.load %[[P]]
// CHECK-NEXT:        cir.store %[[PV]], %[[E]]
// CHECK:             %[[EV:.*]] = cir.load %[[E]]
// CHECK:             %[[SUM:.*]] = cir.binop(add, %[[EV]],
// CHECK-NEXT:        cir.call @__cxa_end_catch()
// CHECK-NEXT:        cir.return %[[SUM]]
// CHECK:           }, {
// CHECK-NEXT:        cir.call @__cxa_end_catch()
// CHECK-NEXT:        cir.resume
// CHECK:         }, {
// CHECK-NEXT:      %{{.*}} = cir.catch_param : !cir.ptr<!cir.void>
// CHECK-NEXT:      "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK-NEXT:        cir.throw
// CHECK-NEXT:        cir.unreachable

int local(int x) {
    S s(x);
    return g(s.v);
}
// CHECK-LABEL: cir.func @_Z5locali(
// CHECK:         %[[S:.*]] = cir.alloca !ty_struct_S, {{.*}} ["s"]
// CHECK:         cir.call @_ZN1SC1Ei(%[[S]],
// CHECK-NEXT:    "cir.try"() <{catch_types = ["cleanup"]}> ({
// CHECK:           %[[R:.*]] = cir.call @_Z1gi(
// CHECK-NEXT:      cir.call @_ZN1SD1Ev(%[[S]])
// CHECK-NEXT:      cir.return %[[R]]
// CHECK:         }, {
// CHECK-NEXT:      cir.call @_ZN1SD1Ev(%[[S]])
// CHECK-NEXT:      cir.resume
