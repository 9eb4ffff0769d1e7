// RUN: jcirc++ -emit-cir %s | FileCheck %s
// S<T> s(a); and S<T> t = a; of a dependent class type in a function template instance call the instance's copy
// constructor (s, returned, is built in the sret result); a const reference parameter of a class template instance
// bound to a temporary made by a converting constructor passes that constructor's default argument (std::stoi("123")
// with basic_string(const char *, const allocator & = allocator())).
template<class T> struct Al { int tag; Al() : tag(7) {} };
template<class C, class A = Al<C>> struct Str {
    const C *p;
    Str(const C *s, const A &a = A()) : p(s) {}
    Str(const Str &o) : p(o.p) {}
};
int len(const Str<char> &s, int base = 10) { return base; }
int call() { return len("abc"); }
template<class T> Str<T> copy(const Str<T> &a) {
    Str<T> s(a);
    Str<T> t = a;
    return s;
}
Str<char> use(const Str<char> &a) { return copy(a); }

// CHECK-LABEL: cir.func @_Z4callv()
// CHECK: %[[TMP:.*]] = cir.alloca !ty_struct_Str, {{.*}}["conv.tmp", init]
// CHECK: %[[AL:.*]] = cir.alloca !ty_struct_Al, {{.*}}["ref.tmp"]
// CHECK: %[[S:.*]] = cir.cast(array_to_ptrdecay
// CHECK: cir.call @_ZN2AlIcEC1Ev(%[[AL]])
// CHECK: cir.call @_ZN3StrIc2AlIcEEC1EPKcRKS1_(%[[TMP]], %[[S]], %[[AL]])
// CHECK: cir.call @_Z3lenRK3StrIc2AlIcEEi(%[[TMP]],

// CHECK-LABEL: cir.func linkonce_odr @_Z4copyIcE3StrIT_2AlIS1_EERKS4_(%arg0: !cir.ptr<!ty_struct_Str>, %arg1: !cir.ptr<!ty_struct_Str>)
// CHECK: %[[A:.*]] = cir.alloca !cir.ptr<!ty_struct_Str>, {{.*}}["a", init]
// CHECK: %[[T:.*]] = cir.alloca !ty_struct_Str, {{.*}}["t"]
// CHECK: %[[A1:.*]] = cir.load %[[A]]
// CHECK: cir.call @_ZN3StrIc2AlIcEEC1ERKS2_(%arg0, %[[A1]])
// CHECK: %[[A2:.*]] = cir.load %[[A]]
// CHECK: cir.call @_ZN3StrIc2AlIcEEC1ERKS2_(%[[T]], %[[A2]])
