// Pointers to members in function template instances: `&Acc<T>::get` names the member of the instance's class, and
// a pointer-to-member type (`int (A::*)() const` with A a local alias of a dependent class) is a template argument
// deduced for a call — as libstdc++'s locale_conv.h does (`&codecvt<_CharT, char, _State>::in` passed to
// __do_str_codecvt), which every use of std::__str_codecvt_in_all (std::wstring_convert, <filesystem>) needs.
#include <cstdio>
#include <locale>
#include <string>

template <class T> struct Acc {
    T v;
    T get() const { return v; }
    T twice() const { return v + v; }
    T bump(T by) { return v += by; }
};

template <class C, class F> auto call(const C &c, F f) { return (c.*f)(); }
template <class C, class F, class A> auto callWith(C &c, F f, A a) { return (c.*f)(a); }

template <class T> T use(Acc<T> &a, bool second) {
    using A = Acc<T>;
    using Fn = T (A::*)() const;
    Fn fn = second ? &Acc<T>::twice : &Acc<T>::get;
    T (Acc<T>::*bump)(T) = &Acc<T>::bump;
    T (A::*data) = &A::v;
    T r = call(a, fn);
    r = r * 100 + callWith(a, bump, T(1));
    return r * 100 + a.*data;
}

static std::wstring widen(const char *f, const char *l) {
    std::wstring w;
    struct U : std::codecvt<wchar_t, char, std::mbstate_t> {} cvt;
    if (std::__str_codecvt_in_all(f, l, w, cvt)) return w;
    return L"?";
}

int main() {
    Acc<int> a{5};
    Acc<double> d{1.25};
    int x = use(a, false);
    int y = use(a, true);
    std::printf("%d %d %.2f\n", x, y, use(d, true));
    const char *s = "hello";
    std::wstring w = widen(s, s + 5);
    std::printf("%zu %d %d\n", w.size(), (int)w[0], (int)w[4]);
    return 0;
}
