// Class template argument deduction that fails: clang's error where the class template is named, and no other.
// RUN: not jcirc++ -std=c++17 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

template <class T> struct Box {
    T v;
    Box(T x) : v(x) {}
};

template <class A, class B> struct Two {
    Two(A, B) {}
};

int main() {
    Box b1(1, 2);
// CHECK: ctad-errors.cpp:[[@LINE-1]]:9: error: no viable constructor or deduction guide for deduction of template arguments of 'Box'
    Two t{1};
// CHECK: ctad-errors.cpp:[[@LINE-1]]:9: error: no viable constructor or deduction guide for deduction of template arguments of 'Two'
    auto p = new Box();
// CHECK: ctad-errors.cpp:[[@LINE-1]]:18: error: no viable constructor or deduction guide for deduction of template arguments of 'Box'
    Box ok{2};
    return ok.v;
}

// arguments of a template parameter's type: not deduced per instance yet (an error, never a missing constructor call)
template <class T> T dependent(T x) {
    Box b(x);
// CHECK: ctad-errors.cpp:[[@LINE-1]]:9: error: class template argument deduction from arguments that depend on a template parameter is not supported yet
    return x;
}
int use = dependent(1);
