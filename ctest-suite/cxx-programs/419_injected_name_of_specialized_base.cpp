// A mem-initializer naming a base by its injected-class-name when the base is an explicit specialization of a class
// template (<codecvt>'s `: codecvt(__refs)` of a base std::codecvt<char16_t, char, mbstate_t>), and when it is an
// instance of the primary template; the derived class itself an explicit specialization or a plain class.
#include <cstdio>

template<class I, class E> struct facet {
    unsigned long refs;
    explicit facet(unsigned long r = 0) : refs(r * 10) {}
};
template<> struct facet<char16_t, char> {
    unsigned long refs;
    int kind;
    explicit facet(unsigned long r = 0) : refs(r + 1), kind(16) {}
};

template<class E> struct conv_base;
template<> struct conv_base<char16_t> : public facet<char16_t, char> {
    unsigned long maxcode;
    conv_base(unsigned long mc, unsigned long r) : facet(r), maxcode(mc) {}
};
template<> struct conv_base<wchar_t> : public facet<wchar_t, char> {
    unsigned long maxcode;
    conv_base(unsigned long mc, unsigned long r) : facet(r), maxcode(mc) {}
};
struct plain : facet<char16_t, char> {
    int extra;
    plain() : facet(41), extra(kind + 1) {}
};

template<class E, unsigned long Max> struct conv : conv_base<E> {
    explicit conv(unsigned long r = 0) : conv_base<E>(Max < 0x10ffff ? Max : 0x10ffff, r) {}
};

int main() {
    conv<char16_t, 0x20ffff> a(3);
    conv<wchar_t, 255> b(4);
    plain p;
    std::printf("%lu %lu %d | %lu %lu | %lu %d %d\n", a.refs, a.maxcode, a.kind, b.refs, b.maxcode, p.refs, p.kind, p.extra);
    return 0;
}
