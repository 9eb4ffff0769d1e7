// std::reverse_iterator over an iterator whose == and != are hidden friends of a class template (as the std::set and
// std::map iterators' are): its operator== in namespace std finds them by argument-dependent lookup (issue 14)
#include <iterator>
#include <set>
#include <cstdio>

namespace geo {
template<class T> struct It {
    typedef std::bidirectional_iterator_tag iterator_category;
    typedef T value_type;
    typedef long difference_type;
    typedef const T *pointer;
    typedef const T &reference;
    const T *p;
    reference operator*() const { return *p; }
    It &operator++() { ++p; return *this; }
    It &operator--() { --p; return *this; }
    friend bool operator==(const It &a, const It &b) noexcept { return a.p == b.p; }
    friend bool operator!=(const It &a, const It &b) noexcept { return a.p != b.p; }
};
}

int main() {
    int a[4] = {4, 5, 6, 7};
    geo::It<int> first{a}, last{a + 4};
    std::reverse_iterator<geo::It<int>> r(last), rend(first);
    int n = 0;
    for (; r != rend; ++r) n = n * 10 + *r;
    printf("%d %d\n", n, r == rend);

    std::set<int> s;
    for (int v : a) s.insert(v * 3 % 7);
    for (auto i = s.rbegin(); i != s.rend(); ++i) printf("%d ", *i);
    printf("| %d\n", *s.crbegin());
    return 0;
}
