// Template instances: calls whose callee CDT leaves deferred or whose argument types it leaves undeduced.
#include <cstdio>

namespace detail {
struct Base { Base* next; int tag; };
// a non-template class whose members a class template's member calls with dependent arguments
struct Scratch : Base {
  Scratch() { next = this; tag = 0; }
  bool empty() const { return next == this; }
  void take(Base* i) { next = i; tag += 1; }
  void take(const Base* i, int extra) { next = const_cast<Base*>(i); tag += extra; }
  template<typename C> void merge(Base& x, C comp) { if (comp(x.tag, tag)) tag += x.tag; }
  int peek() const { return 10; }
  int peek() { return 20; }
};
}

template<typename T> struct Iter { detail::Base* node; };
template<typename T> struct Greater { bool operator()(T a, T b) const { return a > b; } };

struct Al { int id; };
template<typename A> struct Guard {
  A* a; int* p;
  Guard(A& x, int* q) : a(&x), p(q) {}
  ~Guard() { if (p) printf("guard releases %d %d\n", a->id, *p); }
  Guard& operator=(decltype(nullptr)) { p = nullptr; return *this; }
};

template<typename T> struct Holder {
  Al al{7};
  Al& get() { return al; }
  const Al& get() const { return al; }
};

template<typename T> struct List : Holder<T> {
  typedef Holder<T> Base;
  using Base::get;
  detail::Base head{nullptr, 5};
  Iter<T> begin() { return Iter<T>{&head}; }

  int sortish() {
    detail::Scratch carry, other;
    detail::Scratch* p = &other;
    // obj.f(dependent argument): overload resolution in the instance
    carry.take(begin().node);
    p->take(begin().node, 3);
    carry.merge(*p, Greater<T>());
    const detail::Scratch& c = carry;
    return carry.tag * 100 + p->tag * 10 + (carry.next == &head) + c.peek() + carry.peek();
  }

  // auto& of a member named through a using-declaration of a dependent base
  template<typename... Args> int make(Args... args) {
    int* p = new int(sizeof...(Args));
    auto& a = get();
    const auto& ca = get();
    Guard<Al> g{a, p};
    Guard<const Al> h{ca, nullptr};
    int r = *p + a.id;
    if (r > 100) g = nullptr;
    return r;
  }
};

int main() {
  List<int> l;
  printf("%d\n", l.sortish());
  printf("%d\n", l.make(1, 2.0, 'c'));
}
