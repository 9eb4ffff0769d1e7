// stl_bvector.h's _Bit_iterator: a member function body (a complete-class context) using a hidden friend
// operator declared after it in the class ('*(*this + __i)' before 'friend iterator operator+'), and a member
// operator called on a temporary of a class with constructors but a trivial destructor.
#include <cstdio>

struct It {
    int *p;
    int off;
    It(int *p, int o) : p(p), off(o) {}
    int operator*() const { return p[off]; }
    int operator[](long i) const { return *(*this + i); }   // the friend below
    It &operator+=(long n) { off += (int)n; return *this; }
    friend It operator+(const It &x, long n) { It t = x; t += n; return t; }
    friend It operator+(long n, const It &x) { return x + n; }
    bool operator==(const It &o) const { return (*this - o) == 0; }   // operator- below
    friend long operator-(const It &a, const It &b) { return a.off - b.off; }
};

int main() {
    int a[] = {4, 5, 6, 7};
    It i(a, 1);
    std::printf("%d %d %d %d\n", *i, i[2], *(i + 1), *(2 + i));
    std::printf("%d %d %ld\n", (int)(i == It(a, 1)), (int)(i == i + 1), (i + 2) - i);
    return 0;
}
