// An implicit default constructor whose base has only a constructor with a default argument (codecvt(size_t refs = 0),
// a local struct deriving from it in <filesystem>'s path::_S_str_convert): the base-object constructor C2 must be
// called with the default argument, or the base's members are left uninitialized.
#include <cstdio>

struct Base {
    Base(int r = 7) : r(r) {}
    virtual ~Base() {}
    int len() const { return do_len() + r; }
protected:
    virtual int do_len() const { return 4; }
    int r;
};

struct Derived : Base {};                       // namespace-scope class
struct Two : Base { Two() {} int extra = 3; };  // user-provided constructor: the default argument through the chain

template<class T> struct TB : Base {
    TB(long scale = 10) : Base(int(scale) * 2) {}
protected:
    int do_len() const override { return (int)sizeof(T); }
};
struct FromTemplate : TB<double> {};

int local() {
    struct U : Base {} u;                       // a local class
    return u.len();
}

int main() {
    Derived d;
    Two t;
    FromTemplate f;
    printf("%d %d %d %d %d\n", d.len(), t.len(), t.extra, f.len(), local());
    Derived arr[2];
    printf("%d %d\n", arr[0].len(), arr[1].len());
    Base *p = new Derived;
    printf("%d\n", p->len());
    delete p;
    return 0;
}
