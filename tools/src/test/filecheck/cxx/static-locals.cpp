// RUN: jcirc++ -emit-cir %s | FileCheck %s
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=GLOBAL
// Static locals as g++ names and links them (CxxStaticLocals): _ZZ<function>E<name>; in an inline function the
// object and its guard are linkonce_odr (one object in the program however many units inline the function);
// in a function template's instance the instance's encoding is used. __PRETTY_FUNCTION__ is g++'s spelling.
struct T { T(); ~T(); };
inline int next() { static int n = 5; return ++n; }
inline T &single() { static T t; return t; }
template <class U> int per_type() { static int calls; return ++calls; }
int plain() { static int k; return k; }
const char *pretty(int, const char *) { return __PRETTY_FUNCTION__; }

int use() { single(); return next() + per_type<int>() + per_type<char>() + plain(); }

// CHECK: cir.func linkonce_odr @_Z6singlev()
// CHECK:   %[[G:.*]] = cir.get_global @_ZGVZ6singlevE1t : !cir.ptr<!s64i>
// CHECK:   cir.call @__cxa_guard_acquire(%[[G]])
// CHECK:   %[[T:.*]] = cir.get_global @_ZZ6singlevE1t : !cir.ptr<!ty_struct_T>
// CHECK:   cir.call @_ZN1TC1Ev(%[[T]])
// CHECK:   cir.call @__cxa_guard_release(%[[G]])
// GLOBAL-DAG: cir.global linkonce_odr @_ZZ4nextvE1n : !s32i = #cir.int<5> : !s32i
// GLOBAL-DAG: cir.global linkonce_odr @_ZZ6singlevE1t : !ty_struct_T
// GLOBAL-DAG: cir.global linkonce_odr @_ZGVZ6singlevE1t : !s64i
// GLOBAL-DAG: cir.global linkonce_odr @_ZZ8per_typeIiEivE5calls : !s32i
// GLOBAL-DAG: cir.global linkonce_odr @_ZZ8per_typeIcEivE5calls : !s32i
// GLOBAL-DAG: cir.global internal @_ZZ5plainvE1k : !s32i
// GLOBAL-DAG: cir.global constant internal @__PRETTY_FUNCTION__.{{.*}} = #cir.const_array<"const char* pretty(int, const char*)\00"> : !cir.array<!s8i x 37>
