// Lambdas inside templates: a lambda in a function template's body (one closure and call operator per
// instance), capturing by copy and by reference values of the parameter type, a lambda capturing 'this' in a
// class template's member function, a lambda returning the parameter type; g++'s names for the call operators.
#include <stdio.h>

template <class T> T twice(T x) {
    auto add = [x](int n) { return x * n; };
    return add(2);
}

template <class T> T sum3(T a, T b, T c) {
    T total = 0;
    auto acc = [&total](int k) { total += k; };
    acc((int)a);
    acc((int)b);
    acc((int)c);
    return total;
}

template <class T> struct Counter {
    T value;
    int steps;
    void bump(int times) {
        auto step = [this]() { value += 1; steps++; };
        for (int i = 0; i < times; i++) step();
    }
    T get() const {
        auto g = [this] { return value; };
        return g() + 0;
    }
    T scaled(T k) const {
        auto f = [=]() { return value * k; };
        return f();
    }
};

int main() {
    printf("%d %g %ld\n", twice(21), twice(1.25), twice(7L));
    printf("%d %g\n", sum3(1, 2, 3), sum3(1.5, 2.5, 3.0));
    Counter<int> ci = {10, 0};
    ci.bump(3);
    Counter<double> cd = {0.5, 0};
    cd.bump(2);
    printf("%d %d %g %d\n", ci.value, ci.steps, cd.value, cd.steps);
    printf("%d %g\n", ci.get(), cd.get());
    printf("%d %g\n", ci.scaled(3), cd.scaled(4.0));
    return 0;
}
