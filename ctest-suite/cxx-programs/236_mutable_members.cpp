// `mutable` members: not const in a const object, through '.', '->' and 'this' in a const member function, nested
// members of a mutable member too.
#include <cstdio>

struct Cache {
    int key;
    mutable int hits;
    mutable struct { int n; } inner;
    int get() const {
        ++hits;
        inner.n += 2;
        this->hits += 10;
        return key;
    }
};

int main() {
    const Cache c{7, 0, {1}};
    c.get();
    c.hits++;
    c.inner.n++;
    const Cache *p = &c;
    p->hits *= 2;
    int k = c.get();
    std::printf("%d %d %d\n", k, c.hits, c.inner.n);
    return 0;
}
