// std::string_view comparisons: libstdc++ declares each operator three times (both operands deduced, or one through
// __type_identity_t, a non-deduced context); CDT's partial ordering could not tell the first from the others, so
// `sv == sv` was "invalid operands to binary expression" (DependentPartialOrdering). Plain, mixed with std::string and
// literals, in templates, as map keys and in sort.
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

template<class C, class T> struct Box { int n; };
template<class T> struct same { using type = T; };
template<class C, class T> bool operator==(Box<C, T> a, Box<C, T> b) { return a.n == b.n; }
template<class C, class T> bool operator==(Box<C, T> a, typename same<Box<C, T>>::type b) { return a.n == b.n + 100; }
template<class C, class T> bool operator==(typename same<Box<C, T>>::type a, Box<C, T> b) { return a.n == b.n + 200; }

template<class S> int count_equal(const std::vector<S> &v, S x) {
    int n = 0;
    for (const S &s : v) n += s == x;
    return n;
}

int main() {
    std::string_view a = "apple", b = "apricot", c = "apple";
    std::string s = "apple";
    std::printf("%d %d %d %d\n", a == b, a == c, a != b, a < b);
    std::printf("%d %d %d %d\n", a == s, s == a, a == "apple", "apricot" == b);
    std::printf("%d %d %d\n", a.substr(0, 2) == b.substr(0, 2), a >= c, b > a);
    std::vector<std::string_view> words{"pear", "apple", "fig", "apple"};
    std::sort(words.begin(), words.end());
    for (auto w : words) std::printf("%.*s ", (int)w.size(), w.data());
    std::printf("\n%d\n", count_equal(words, std::string_view("apple")));
    std::map<std::string_view, int> m{{"one", 1}, {"two", 2}};
    std::printf("%d %d\n", m["two"], (int)m.count("three"));
    Box<char, int> x{1}, y{1};
    std::printf("%d\n", x == y);
}
