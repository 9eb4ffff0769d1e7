// A member alias template of a class template used as the return type of member function templates, with SFINAE
// choosing between them (basic_string's _If_sv<_Tp, basic_string&> operator+=): the alias is its aliased type with the
// arguments substituted, the class's own parameter mapped by the instance.
#include <cstdio>

template<bool B, class T = void> struct enable_if_ {};
template<class T> struct enable_if_<true, T> { typedef T type; };
template<bool B, class T = void> using enable_if_t_ = typename enable_if_<B, T>::type;

template<class C> struct view { const C *p; unsigned long n; };

template<class T, class U> struct same_ { static constexpr bool value = false; };
template<class T> struct same_<T, T> { static constexpr bool value = true; };

template<class C> struct text {
    C buf[32] = {};
    unsigned long len = 0;
    int views = 0, others = 0;

    template<class T, class R> using if_view = enable_if_t_<same_<T, view<C>>::value, R>;
    template<class T, class R> using if_not_view = enable_if_t_<!same_<T, view<C>>::value, R>;

    template<class T> if_view<T, text &> operator+=(const T &v) {
        for (unsigned long i = 0; i < v.n; i++) buf[len++] = v.p[i];
        views++;
        return *this;
    }
    template<class T> if_not_view<T, text &> operator+=(const T &c) {
        buf[len++] = C(c);
        others++;
        return *this;
    }
    template<class T> if_view<T, unsigned long> count(const T &v) const {
        unsigned long k = 0;
        for (unsigned long i = 0; i < len; i++) if (buf[i] == v.p[0]) k++;
        return k;
    }
};

int main() {
    text<char> s;
    view<char> ab{"ab", 2};
    (s += ab) += 'c';
    s += ab;
    s += 100;   // 'd'
    std::printf("%s %lu views=%d others=%d count(a)=%lu\n", s.buf, s.len, s.views, s.others, s.count(view<char>{"a", 1}));
    text<int> w;
    int xs[3] = {7, 8, 9};
    w += view<int>{xs, 3};
    w += 1.5;
    std::printf("%d %d %d %d len=%lu views=%d others=%d\n", w.buf[0], w.buf[1], w.buf[2], w.buf[3], w.len, w.views, w.others);
    return 0;
}
