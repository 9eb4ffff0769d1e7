// std::vector's allocator shapes without the headers: value-dependent noexcept specifications of function template
// instances and of members of class template instances (noexcept(nt<U, Args...>::value), as allocator_traits'
// construct), if constexpr on a dependent trait in an instance, this->impl (a member of a dependent base, an lvalue)
// passed as 'Alloc&' to a static member function template of a traits class brought in by a using-declaration, with a
// forwarded pack (Tr::construct(this->impl, p, std::forward<Args>(args)...)), and p->~U() of a class with a trivial
// destructor (destroys nothing), in an instance and in plain code.
#include <cstdio>
#include <new>

template <class T> struct remove_ref { typedef T type; };
template <class T> struct remove_ref<T&> { typedef T type; };
template <class T> T&& fwd(typename remove_ref<T>::type& t) noexcept { return static_cast<T&&>(t); }

// nothrow-constructible, as a table: nt<T, A...>::value
template <class T, class... A> struct nt { static constexpr bool value = false; };
template <> struct nt<int, int> { static constexpr bool value = true; };
template <> struct nt<int, int&> { static constexpr bool value = true; };
struct Quiet;
template <> struct nt<Quiet, int> { static constexpr bool value = true; };

struct Loud {
  int v;
  Loud(int x) : v(x) { printf("Loud(%d)\n", v); }
  Loud(const Loud& o) : v(o.v) { printf("copy Loud(%d)\n", v); }
  ~Loud() { printf("~Loud(%d)\n", v); }
};
struct Quiet {
  int v;
  Quiet(int x) noexcept : v(x) {}
};

template <class T> struct Al { int id = 7; };
template <class A> struct BaseTraits;
template <class T> struct BaseTraits<Al<T>> {
  template <class U, class... Args>
  static void construct(Al<T>& a, U* p, Args&&... args) noexcept(nt<U, Args...>::value) {
    ::new ((void*)p) U(fwd<Args>(args)...);
  }
  template <class U> static void destroy(Al<T>&, U* p) { p->~U(); }
};
template <class A> struct Traits : BaseTraits<A> {
  typedef BaseTraits<A> Base;
  using Base::construct;
  using Base::destroy;
};

template <class T> struct Base {
  typedef Al<T> Alloc;
  struct Impl : public Alloc {
    T* start = nullptr;
    int n = 0;
  };
  Impl impl;
};

template <class T> struct Vec : public Base<T> {
  typedef Traits<Al<T>> Tr;
  alignas(T) unsigned char raw[4 * sizeof(T)];
  Vec() { this->impl.start = reinterpret_cast<T*>(raw); }
  ~Vec() { while (this->impl.n) pop(); }
  template <class... Args> void emplace(Args&&... args);
  void pop() noexcept(nt<T, int>::value) {
    --this->impl.n;
    Tr::destroy(this->impl, this->impl.start + this->impl.n);
  }
  const char* path() {
    if constexpr (nt<T, int>::value && sizeof(T) >= 4) return "fast";
    else return "slow";
  }
};

template <class T> template <class... Args> void Vec<T>::emplace(Args&&... args) {
  Tr::construct(this->impl, this->impl.start + this->impl.n, fwd<Args>(args)...);
  ++this->impl.n;
}

int main() {
  {
    Vec<int> v;
    v.emplace(3);
    int k = 4;
    v.emplace(k);
    printf("%d: %d %d %s id=%d\n", v.impl.n, v.impl.start[0], v.impl.start[1], v.path(), v.impl.id);
    printf("noexcept: %d %d\n", (int)noexcept(Vec<int>::Tr::construct(v.impl, v.impl.start, 1)), (int)noexcept(v.pop()));
  }
  {
    Vec<Loud> v;
    v.emplace(1);
    Loud l(2);
    v.emplace(l);
    printf("%d: %d %d %s\n", v.impl.n, v.impl.start[0].v, v.impl.start[1].v, v.path());
    printf("noexcept: %d %d\n", (int)noexcept(Vec<Loud>::Tr::construct(v.impl, v.impl.start, 1)), (int)noexcept(v.pop()));
    v.pop();
    printf("popped\n");
  }
  {
    Vec<Quiet> v;
    v.emplace(5);
    printf("%d: %d %s %d\n", v.impl.n, v.impl.start[0].v, v.path(), (int)noexcept(v.pop()));
    Quiet q(6);
    Quiet* p = &q;
    printf("%d\n", q.v);
    p->~Quiet();
    q.~Quiet();
  }
  return 0;
}
