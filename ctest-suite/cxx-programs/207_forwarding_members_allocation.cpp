// std::vector's push_back shapes: push_back(const T&) and push_back(T&&) forwarding to a variadic member function
// template (emplace(Args&&...)) whose pack is deduced as `const int&` and `int`; std::move and std::forward in
// class template instances (xvalues bind T&&); a static member function template called through a member typedef
// (Traits::construct) that placement-news the element with the pack forwarded; a pseudo-destructor call p->~U() of
// U = int (destroys nothing); explicit calls of ::operator new and ::operator delete.
#include <cstdio>
#include <new>
#include <utility>

struct Counted {
  int v;
  Counted(int x) : v(x) { printf("Counted(%d)\n", v); }
  Counted(const Counted& o) : v(o.v) { printf("copy %d\n", v); }
  Counted(Counted&& o) : v(o.v) { o.v = -1; printf("move %d\n", v); }
  ~Counted() { printf("~Counted %d\n", v); }
};

template <class T> struct Traits {
  template <class U, class... A> static void construct(Traits&, U* p, A&&... a) { ::new ((void*)p) U(std::forward<A>(a)...); }
  template <class U> static void destroy(Traits&, U* p) { p->~U(); }
  static T* allocate(Traits&, unsigned long n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
  static void deallocate(Traits&, T* p, unsigned long) { ::operator delete(p); }
};

template <class T> struct Stack {
  typedef Traits<T> Tr;
  Tr al;
  T* buf;
  int n = 0;
  Stack() : buf(Tr::allocate(al, 4)) {}
  ~Stack() {
    for (int i = 0; i < n; i++) Tr::destroy(al, buf + i);
    Tr::deallocate(al, buf, 4);
  }
  template <class... A> T& emplace(A&&... a) { Tr::construct(al, buf + n, std::forward<A>(a)...); return buf[n++]; }
  void push(const T& x) { emplace(x); }
  void push(T&& x) { emplace(std::move(x)); }
};

int main() {
  {
    Stack<int> s;
    int k = 3;
    s.push(k);
    s.push(4);
    s.emplace(5) += 10;
    printf("%d: %d %d %d\n", s.n, s.buf[0], s.buf[1], s.buf[2]);
  }
  {
    Stack<Counted> s;
    Counted c(1);
    s.push(c);
    s.push(Counted(2));
    s.push(std::move(c));
    s.emplace(4);
    printf("c.v=%d n=%d\n", c.v, s.n);
  }
  void* raw = ::operator new(16);
  ::operator delete(raw);
  printf("done\n");
  return 0;
}
