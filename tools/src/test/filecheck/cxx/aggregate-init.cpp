// C++14 aggregates (sema.SemaAggregates, docs/cxx.md "C++14 aggregates"): a member without an initializer clause gets
// its default member initializer (a constant global stays a constant), a member of a class with constructors is
// constructed in place from its clause (or by its default constructor), and the object's implicit destructor destroys
// the members in reverse order at the end of the block.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

struct Str { Str(); Str(const char *); ~Str(); char *p; };
struct B { int a; int b = 7; };
struct A { Str s; int n; Str t; };

B g = {1};
// CHECK: cir.global external @g : !ty_struct_B = #cir.const_struct<{#cir.int<1> : !s32i, #cir.int<7> : !s32i}>

int use(B);

// CHECK-LABEL: cir.func @_Z1fi(
void f(int v) {
// CHECK: %[[A:.*]] = cir.alloca !ty_struct_A, !cir.ptr<!ty_struct_A>, ["a", init]
// CHECK: %[[TMP:.*]] = cir.alloca !ty_struct_B, !cir.ptr<!ty_struct_B>, ["ref.tmp"]
// CHECK: %[[S:.*]] = cir.struct_element_addr %[[A]][0] "s"
// CHECK: cir.call @_ZN3StrC1EPKc(%[[S]], %{{.*}})
// CHECK: %[[N:.*]] = cir.struct_element_addr %[[A]][1] "n"
// CHECK: cir.store %{{.*}}, %[[N]]
// CHECK: %[[T:.*]] = cir.struct_element_addr %[[A]][2] "t"
// CHECK: cir.call @_ZN3StrC1Ev(%[[T]])
  A a = {"x", v};
// use({v}): B{v} with b = 7
// CHECK: %[[BA:.*]] = cir.struct_element_addr %[[TMP]][0] "a"
// CHECK: %[[BB:.*]] = cir.struct_element_addr %[[TMP]][1] "b"
// CHECK: %[[SEVEN:.*]] = cir.const(#cir.int<7> : !s32i)
// CHECK: cir.store %[[SEVEN]], %[[BB]]
// CHECK: cir.call @_Z3use1B(
  use({v});
// CHECK: cir.call @_ZN1AD1Ev(%[[A]])
// CHECK: cir.return
}

// the implicit destructor: t, then s
// CHECK-LABEL: cir.func linkonce_odr @_ZN1AD1Ev(
// CHECK: struct_element_addr %arg0[2] "t"
// CHECK: cir.call @_ZN3StrD1Ev(
// CHECK: struct_element_addr %arg0[0] "s"
// CHECK: cir.call @_ZN3StrD1Ev(
