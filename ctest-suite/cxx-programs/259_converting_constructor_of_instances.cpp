// A class template instance's converting constructor makes the temporary a const reference parameter binds
// (std::stoi("123") with stoi(const string &, size_t * = 0, int = 10) and basic_string(const char *, const
// allocator & = allocator())): the constructor's own default arguments, the function's, the temporary destroyed
// at the end of the full-expression; the same in a plain class.
#include <cstdio>
#include <cstring>
template<class T> struct Al { int tag; Al() : tag(7) {} };
template<class C, class A = Al<C>> struct Str {
    C buf[32];
    int n, tag;
    Str(const C *s, const A &a = A()) : n((int)strlen(s)), tag(a.tag) { memcpy(buf, s, n + 1); printf("ctor %s %d\n", buf, tag); }
    Str(const Str &o) : n(o.n), tag(o.tag) { memcpy(buf, o.buf, n + 1); printf("copy %s\n", buf); }
    ~Str() { printf("dtor %s\n", buf); }
};
template<class T> struct Box {
    T v;
    Box(T x) : v(x) { printf("box %d\n", (int)v); }
    ~Box() { printf("unbox %d\n", (int)v); }
};
struct Plain {
    int v;
    Plain(int x, int y = 3, const Al<int> &a = Al<int>()) : v(x * 100 + y * 10 + a.tag) { printf("plain %d\n", v); }
    ~Plain() { printf("~plain %d\n", v); }
};
int value(const Plain &p) { return p.v; }
typedef Str<char> string;
inline int len(const string &s, int *idx = 0, int base = 10) { if (idx) *idx = base; return s.n + s.tag; }
int len2(const string &s) { return s.n * 2; }
long twice(const Box<long> &b) { return b.v * 2; }
int main() {
    int a = len("hello");
    printf("a %d\n", a);
    int b = len2("abc");
    printf("b %d\n", b);
    int i = 0;
    int c = len("xy", &i, 16);
    printf("c %d i %d\n", c, i);
    long t = twice(21);
    printf("t %ld\n", t);
    int p = value(4);
    printf("p %d\n", p);
    return 0;
}
