// libstdc++'s <string> shape (stringfwd.h, char_traits.h, basic_string.h): a class template instance named in a
// typedef before its template's definition and before its explicit specialization's, a default template argument
// that is a class template instance, static members called through a template parameter (T::length(p)), a
// default argument of a dependent call, a base named by a member typedef and by an alias template instance, a
// member class per instance, an unnamed class (typedef struct {...} state_t) as a template argument.
#include <cstdarg>
#include <cstdio>

namespace lib {
template<class C> struct traits;
template<> struct traits<char>;
template<class T> struct alloc;
template<class C, class T = traits<C>, class A = alloc<C>> class basic_str;
typedef basic_str<char> str;          // named before basic_str, traits<char> and alloc are defined
typedef basic_str<wchar_t> wstr;

template<> struct traits<char> {
    static unsigned long length(const char *s) { unsigned long n = 0; while (s[n]) n++; return n; }
    static void copy(char *d, const char *s, unsigned long n) { for (unsigned long i = 0; i < n; i++) d[i] = s[i]; }
};
template<> struct traits<wchar_t> {
    static unsigned long length(const wchar_t *s) { unsigned long n = 0; while (s[n]) n++; return n; }
    static void copy(wchar_t *d, const wchar_t *s, unsigned long n) { for (unsigned long i = 0; i < n; i++) d[i] = s[i]; }
};

template<class T> struct base_alloc {
    T *allocate(unsigned long n) { return new T[n]; }
    void deallocate(T *p) { delete[] p; }
};
template<class T> using alloc_base = base_alloc<T>;
template<class T> struct alloc : public alloc_base<T> { typedef T value_type; };

struct hasher { static unsigned long hash(const void *p, unsigned long n, unsigned long seed = 7) { return n * 31 + seed + (p != 0); } };

template<class C, class T, class A> class basic_str {
public:
    typedef A allocator_type;
    struct holder : allocator_type { C *p; unsigned long n; };   // one per instance
    holder h;
    explicit basic_str(const C *s) { h.n = T::length(s); h.p = h.allocate(h.n + 1); T::copy(h.p, s, h.n + 1); }
    ~basic_str() { h.deallocate(h.p); }
    unsigned long size() const { return h.n; }
    const C *c_str() const { return h.p; }
    unsigned long hash() const { return hasher::hash(h.p, size()); }   // the seed's default argument
    void append(const C *s) {
        unsigned long m = T::length(s);
        C *q = h.allocate(h.n + m + 1);
        T::copy(q, h.p, h.n);
        T::copy(q + h.n, s, m + 1);
        h.deallocate(h.p);
        h.p = q;
        h.n += m;
    }
};
}

typedef struct { int count; union { unsigned wch; char bytes[4]; } value; } state_t;
template<class S> struct position { long off; S state; };
typedef position<state_t> streampos;

static int format(char *out, unsigned long n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = __builtin_vsnprintf(out, n, fmt, ap);
    va_end(ap);
    return r;
}

int main() {
    lib::str s("hello");
    s.append(", world");
    std::printf("%s %lu %lu\n", s.c_str(), s.size(), s.hash());
    lib::wstr w(L"wide");
    w.append(L"!");
    std::printf("%lu %d\n", w.size(), (int)w.c_str()[4]);
    streampos p;
    p.off = 42;
    p.state.count = 3;
    p.state.value.wch = 0;
    char buf[32];
    int r = format(buf, sizeof buf, "%ld/%d/%s", p.off, p.state.count, "ok");
    std::printf("%s %d %d\n", buf, r, (int)(sizeof(lib::str::holder) == sizeof(lib::wstr::holder)));
    return 0;
}
