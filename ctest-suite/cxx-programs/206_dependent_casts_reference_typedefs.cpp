// Inside class template instances: a functional cast to the class (or a member typedef of another class template
// instance) with dependent arguments and an explicit constructor, `iterator(this->start)`, `It(cur - n)`; a member
// function whose result type is a member typedef naming a reference through dependent typedefs
// (`typename Traits<T>::reference`), returning an lvalue that callers assign through (std::vector's shapes).
#include <cstdio>

template <class P, class C> struct It {
  P cur;
  It() : cur() {}
  explicit It(const P& p) : cur(p) {}
  int& operator*() const { return *cur; }
  It operator-(long n) const { return It(cur - n); }
  It operator+(long n) const { return It(cur + n); }
};
template <class T> struct Tr { typedef T& reference; typedef const T& const_reference; typedef T* pointer; };
template <class T> struct Tr2 {
  typedef Tr<T> base;
  typedef typename base::reference reference;
  typedef typename base::const_reference const_reference;
};
template <class T> struct V {
  typedef typename Tr2<T>::reference reference;
  typedef typename Tr2<T>::const_reference const_reference;
  typedef It<T*, V> iterator;
  T* start;
  long n;
  iterator begin() { return iterator(this->start); }
  iterator end() { return iterator(start + n); }
  reference operator[](long i) { return *(this->start + i); }
  const_reference at(long i) const { return start[i]; }
  reference back() { return *(end() - 1); }
  reference front() { return *begin(); }
};
int main() {
  int a[3] = {4, 5, 6};
  V<int> v;
  v.start = a;
  v.n = 3;
  printf("%d %d %d %d\n", *v.begin(), v[1], v.back(), v.at(0));
  v[2] = 9;
  v.front() += 10;
  v.back()++;
  printf("%d %d %d\n", a[0], a[1], a[2]);
  int* p = &v[1];
  *p = 7;
  const V<int>& cv = v;
  printf("%d %d\n", cv.at(1), *(v.begin() + 2));
  return 0;
}
