// default-initialization by (placement) new of a class named through a dependent type in a template instance
#include <new>
#include <cstdio>
#include <cstdlib>
struct Base { Base() = default; Base(Base&& x) : next(x.next) { x.next = nullptr; } Base* next = nullptr; int tag = 7; };
template<class T> struct Node : Base { Node() = default; alignas(T) unsigned char store[sizeof(T)]; };
template<class T> struct Counted { Counted() { ++made; } T v{}; static int made; };
template<class T> int Counted<T>::made = 0;
template<class T> struct Maker {
  typedef Node<T> N;
  template<class... A> N* make(A&&... a) {
    void* mem = std::malloc(sizeof(N));
    __builtin_memset(mem, 0xab, sizeof(N));
    N* n = ::new (mem) N;
    ::new ((void*)n->store) T(static_cast<A&&>(a)...);
    return n;
  }
  template<class U> U* plain() { return new U; }
};
int main() {
  Maker<int> m;
  Node<int>* n = m.make(41);
  printf("%d %d %d\n", n->next == nullptr, n->tag, *(int*)n->store + 1);
  std::free(n);
  Counted<long>* c = m.plain<Counted<long>>();
  Counted<long>* d = m.plain<Counted<long>>();
  printf("%d %ld\n", Counted<long>::made, c->v + d->v);
  delete c; delete d;
}
