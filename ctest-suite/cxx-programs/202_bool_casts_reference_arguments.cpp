// stl_bvector.h's shapes: 'bool(x)' of a class with a conversion function (explicit ones included, as a
// functional cast is an explicit conversion), and a class template instance with a reference type argument
// (std::iterator<random_access_iterator_tag, bool>'s default '_Reference = bool&', only typedef'd).
#include <cstdio>

struct BitRef {
    unsigned *p;
    unsigned mask;
    operator bool() const { return (*p & mask) != 0; }
    BitRef &operator=(bool x) {
        if (x) *p |= mask; else *p &= ~mask;
        return *this;
    }
    BitRef &operator=(const BitRef &x) { return *this = bool(x); }
};

struct Flag {
    int v;
    explicit operator bool() const { return v != 0; }
};

template<class Cat, class T, class Dist = long, class Ptr = T *, class Ref = T &>
struct Iter {
    typedef Cat category;
    typedef T value_type;
    typedef Dist difference_type;
    typedef Ptr pointer;
    typedef Ref reference;
};
struct RandomTag {};

struct BitIter : public Iter<RandomTag, bool> {
    unsigned *p;
    int off;
    bool operator*() const { return (*p >> off) & 1; }
    BitIter &operator+=(difference_type n) { off += (int)n; return *this; }
    friend BitIter operator+(const BitIter &x, difference_type n) { BitIter t = x; t += n; return t; }
    bool operator[](difference_type i) const { return *(*this + i); }
};

int main() {
    unsigned w = 5;
    BitRef r{&w, 4}, q{&w, 2};
    Flag f{3}, z{0};
    std::printf("%d %d %d %d\n", bool(r), bool(q), bool(f), (int)bool(z));
    q = r;
    std::printf("%u\n", w);
    q = false;
    std::printf("%u %d\n", w, int(bool(Flag{7})));
    BitIter it;
    it.p = &w;
    it.off = 0;
    std::printf("%d %d %d %d\n", *it, it[1], it[2], (int)sizeof(BitIter::difference_type));
    return 0;
}
