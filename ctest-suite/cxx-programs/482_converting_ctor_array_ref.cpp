// A converting constructor template taking its source by const reference (std::filesystem::path's
// template<class Source> path(const Source &, format = auto_format)) converting a string literal argument: the
// template argument is the array type char[N] and the parameter binds the literal itself, not a decayed pointer.
#include <cstdio>
#include <cstring>

struct Name {
    template<class S>
    Name(S const& s, int fmt = 0) : len(sizeof(S)), fmt(fmt) { std::memcpy(text, s, sizeof(S) < 16 ? sizeof(S) : 16); text[15] = 0; }
    char text[16];
    unsigned len;
    int fmt;
    friend Name operator/(const Name& a, const Name& b) {
        Name r = a;
        r.len = a.len + b.len;
        std::strncat(r.text, b.text, 15 - std::strlen(r.text));
        return r;
    }
};

unsigned size(const Name& n) { return n.len; }

int main() {
    Name a("ab");
    Name b = a / "cde";
    char buf[5] = "wxyz";
    Name c = b / buf;
    printf("%s %u %s %u %d\n", a.text, a.len, b.text, b.len, b.fmt);
    printf("%s %u %u %u\n", c.text, c.len, size("12345678"), size(buf));
    return 0;
}
