// <exception> and <new>: a class derived from std::exception (what() overridden) thrown and caught through the base.
#include <exception>
#include <new>
#include <cstdio>
struct E : std::exception { const char *what() const noexcept override { return "mine"; } };
int main() {
    try { throw E(); } catch (const std::exception &e) { std::printf("%s\n", e.what()); }
    int *p = new int(5);
    std::printf("%d\n", *p);
    delete p;
    return 0;
}
