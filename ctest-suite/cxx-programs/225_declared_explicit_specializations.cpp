// An explicit specialization declared before its use and defined later (or in another unit, as libstdc++'s
// template<> istream& operator>>(istream&, string&);) is never instantiated from the primary template: here the
// primary template's body is ill-formed for the specialized arguments.
#include <stdio.h>

struct S { int n; int size() const { return n; } };

template<class T> int h(T x) { return x.size(); }
template<> int h<int>(int);

template<class T> struct Box { T v; };
template<class T> int g(Box<T> b) { return b.v.size(); }
template<> int g<char>(Box<char>);

// a member of a class template instance, as istream's template<> istream& istream::ignore(streamsize);
template<class T> struct W { int size(T x) { return x.size(); } };
template<> int W<int>::size(int);

// a static data member's, as locale_facets_nonio.h's template<> const char* __timepunct_cache<char>::_S_timezones[14];
template<class T> struct Names { static const T *names[2]; };
template<> const char *Names<char>::names[2];

int main() {
    S s = {4};
    Box<char> c = {'a'};
    Box<S> bs = {{6}};
    printf("%d %d %d %d\n", h(s), h(3), g(c), g(bs));
    W<int> w;
    W<S> ws;
    printf("%d %d\n", w.size(7), ws.size(s));
    return 0;
}

template<> int h<int>(int x) { return -x; }
template<> int g<char>(Box<char> b) { return b.v + 1000; }
template<> int W<int>::size(int x) { return x + 100; }
