// A reference to an array binds to an array whose elements are less qualified ([dcl.init.ref]: char[N] is
// reference-compatible with const char[N]): string literals passed to const T&, T&& and forwarding packs, and
// const arrays of arrays (issue 14: m.emplace("c", 3), std::make_pair("a", 1))
#include <cstdio>
#include <cstring>
#include <string>
#include <utility>
template<class T> int byForward(T &&x) { return (int)sizeof(x); }
template<class... A> int byPack(A &&... xs) { return (0 + ... + (int)sizeof(xs)); }
template<class T> int byConstRef(const T &x) { return (int)sizeof(x) * 10 + (int)sizeof(x[0]); }
template<class T> std::string asString(T &&x) { return std::string(x); }
template<class T> int literal(const T &s) { return (int)strlen(s) + s[0]; }
template<class T> int grid(const T &g) { int t = 0; for (auto &row : g) for (int v : row) t += v; return t; }
int main() {
    printf("%d %d %d\n", byForward("abc"), byPack("c", "de", 1), byConstRef("xyz"));
    char buf[6] = "hello";
    printf("%d %d\n", literal(buf), literal("world"));
    int g[2][3] = {{1, 2, 3}, {4, 5, 6}};
    printf("%d\n", grid(g));
    std::string s = asString("forwarded") + asString(buf);
    printf("%s %zu\n", s.c_str(), s.size());
    return 0;
}
