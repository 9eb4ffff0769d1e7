// Ill-formed throw-expressions and handlers are rejected clang-shaped (SemaExceptions, docs/cxx.md "Exceptions").
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct Incomplete;
struct Abstract { virtual void f() = 0; };

void throwIncomplete(Incomplete *p) { throw *p; }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:39: error: cannot throw object of incomplete type 'Incomplete'
void throwPointerToIncomplete(Incomplete *p) { throw p; }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:48: error: cannot throw pointer to object of incomplete type 'Incomplete'
void throwAbstract(Abstract &a) { throw a; }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:35: error: cannot throw an object of abstract type 'Abstract'
void throwVoid() { throw (void)0; }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:20: error: cannot throw object of incomplete type 'void'

void catches() {
    try { } catch (Incomplete) { }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:30: error: cannot catch incomplete type 'Incomplete'
    try { } catch (Incomplete *) { }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:31: error: cannot catch pointer to incomplete type 'Incomplete'
    try { } catch (Incomplete &r) { }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:32: error: cannot catch reference to incomplete type 'Incomplete'
    try { } catch (Abstract a) { }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:29: error: variable type 'Abstract' is an abstract class
    try { } catch (int &&r) { }
// CHECK: exceptions-errors.cpp:[[@LINE-1]]:26: error: cannot catch exceptions by rvalue reference
}
