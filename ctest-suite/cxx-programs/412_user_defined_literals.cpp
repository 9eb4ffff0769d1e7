// User-defined literals ([lex.ext]): "abc"_sr, 3_k, 2.5_half, 'a'_c and raw 12345_len are calls of the literal
// operator with the literal (without its suffix) as arguments. Catch2 writes "TEST_CASE"_catch_sr in every macro.
#include <cstddef>
#include <cstdio>
#include <string>

struct StringRef {
    const char *p;
    std::size_t n;
};
constexpr StringRef operator""_sr(const char *s, std::size_t n) noexcept { return StringRef{s, n}; }

struct Tracked {
    std::string s;
    explicit Tracked(std::string v) : s(std::move(v)) { printf("make %s\n", s.c_str()); }
    ~Tracked() { printf("drop %s\n", s.c_str()); }
};

namespace lits {
std::string operator""_bang(const char *s, std::size_t n) { return std::string(s, n) + "!"; }
Tracked operator""_t(const char *s, std::size_t n) { return Tracked(std::string(s, n)); }
}

unsigned long long operator""_k(unsigned long long v) { return v * 1000; }
long double operator""_half(long double v) { return v / 2; }
int operator""_next(char c) { return c + 1; }
int operator""_len(const char *s) {   // raw: the literal's spelling
    int n = 0;
    while (*s++) n++;
    return n;
}

template <typename T>
std::size_t lengthOf(T) { return "template"_sr.n; }

void show(Tracked const &t) { printf("show %s\n", t.s.c_str()); }

StringRef global = "global"_sr;   // dynamic (or constant) initialization

int main() {
    StringRef a = "hello"_sr;
    printf("%.*s %zu\n", (int)a.n, a.p, a.n);
    auto b = "x\0y"_sr;   // the length counts the embedded NUL
    printf("%zu\n", b.n);
    using namespace lits;
    std::string s = "ab"_bang;
    printf("%s %zu\n", s.c_str(), ("wxyz"_bang).size());
    printf("%llu %llu %.2Lf %d %d %d\n", 3_k, 0x10_k, 5.0_half, 'a'_next, 12345_len, 1.5e3_len);
    printf("%zu %s\n", lengthOf(1), global.p);
    show("tmp"_t);   // the temporary lives to the end of the full-expression
    Tracked kept = "kept"_t;
    printf("after\n");
    return 0;
}
