// std::nullptr_t from <cstddef> (typedef decltype(nullptr) nullptr_t): conversions to pointers, overloads, mangling Dn, a specialization.
#include <cstddef>
#include <cstdio>

static void f(std::nullptr_t) { std::printf("f(nullptr_t)\n"); }
static void f(int *p) { std::printf("f(int *) %d\n", *p); }
template<class T> struct Kind { static const int v = 1; };
template<> struct Kind<std::nullptr_t> { static const int v = 2; };
typedef decltype(nullptr) np;

int main() {
    std::nullptr_t n = nullptr;
    int k = 7;
    f(n);
    f(&k);
    int *q = n;
    np m = n;
    char *c = m;
    std::printf("%d %d %d %d\n", q == nullptr, c == nullptr, (int)sizeof(n), Kind<std::nullptr_t>::v + Kind<int>::v * 10);
    return 0;
}
