// Range-based for in function template instances: the range's begin()/end() are the instance class's members (CDT's
// implicit names are the template's dependent ones), the const overloads for a const range, as overload resolution
// on the implicit object picks them.
#include <cstdio>
#include <vector>
#include <string>
template <typename T> struct Box {
    T items[3];
    T *begin() { std::printf("begin "); return items; }
    T *end() { return items + 3; }
    const T *begin() const { std::printf("cbegin "); return items; }
    const T *end() const { return items + 3; }
};
template <typename T> T maxOf(const std::vector<T> &v) {
    T m = v[0];
    for (const auto &x : v)
        if (x > m) m = x;
    return m;
}
template <typename T> T sum(std::vector<T> &v) {
    T m = 0;
    for (auto x : v) m += x;
    for (auto &x : v) x = 0;   // through non-const iterators
    return m;
}
template <typename C> int total(C &c) { int n = 0; for (auto x : c) n += x; return n; }
template <typename C> int ctotal(const C &c) { int n = 0; for (const auto &x : c) n += x; return n; }
template <typename T> std::size_t lengths(const std::vector<T> &v) { std::size_t n = 0; for (const T &s : v) n += s.size(); return n; }
int main() {
    std::vector<int> v{3, 9, 2};
    std::printf("%d %d\n", maxOf(v), maxOf(std::vector<int>{1, 5}));
    int s = sum(v);
    std::printf("%d %d\n", s, v[1]);
    Box<int> b{{1, 2, 3}};
    std::printf("%d\n", total(b));
    std::printf("%d\n", ctotal(b));
    std::vector<std::string> w{std::string("ab"), std::string("cde")};
    std::printf("%zu %s\n", lengths(w), maxOf(w).c_str());
    return 0;
}
