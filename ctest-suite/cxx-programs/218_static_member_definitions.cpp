// Static data members initialized in their class and defined out of it (`const int N::k;`, libstdc++'s
// `template<typename _Value> const int __numeric_traits_floating<_Value>::__max_exponent10;`): the definition holds
// the in-class value (it was an internal zero: a reference or pointer to the member read 0), with the class's
// linkage, so another unit naming the member links to it.
#include <cstdio>

template<class T> struct Traits {
    static const int digits = sizeof(T) * 3;
    static const bool is_signed = T(-1) < T(0);
};
template<class T> const int Traits<T>::digits;
template<class T> const bool Traits<T>::is_signed;

struct N { static const int k = 4; static const char c = 'x'; };
const int N::k;
const char N::c;

struct C11 {
    static constexpr int x = 11;
    static constexpr double d = 2.5;
    static const long big = 1L << 40;
};
constexpr int C11::x;
constexpr double C11::d;
const long C11::big;

static const int *px() { return &C11::x; }
static int byRef(const int &a, const long &b) { return a + (int)(b >> 40); }
static const double &dref() { return C11::d; }

int main() {
    const int &r = Traits<double>::digits;
    const int *p = &Traits<long>::digits;
    const bool &s = Traits<unsigned>::is_signed;
    std::printf("%d %d %d %d %d\n", r, *p, Traits<char>::digits, (int)s, (int)Traits<int>::is_signed);
    std::printf("%d %c %d\n", *&N::k, *&N::c, byRef(N::k, C11::big));
    std::printf("%d %.1f %ld\n", *px(), dref(), C11::big);
    const int *q = &N::k;
    std::printf("%d\n", q == &N::k);
    return 0;
}
