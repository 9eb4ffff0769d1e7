// Elements of arrays and of std::initializer_list built by a converting constructor with default arguments after
// the first (basic_string(const char *, const allocator & = allocator())): the defaults are passed
#include <cstdio>
#include <string>
#include <vector>
struct S {
    S(const char *p, int n = 7) : p(p), n(n) { std::printf("S(%s, %d)\n", p, n); }
    const char *p;
    int n;
};
int main() {
    S a[] = {"x", "y"};
    std::vector<S> v{"u", "w"};
    std::vector<std::string> w{"pear", "apple", "fig"};
    std::string arr[] = {"q", "rs"};
    std::printf("%s %d %s %d\n", a[1].p, a[1].n, v[0].p, v[1].n);
    std::printf("%s %zu %s %zu\n", w[0].c_str(), w.size(), arr[1].c_str(), arr[1].size());
    return 0;
}
