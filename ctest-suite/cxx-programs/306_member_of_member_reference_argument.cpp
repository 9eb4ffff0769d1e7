// A reference argument that is a member of a member reached through this (this->impl.header, impl.header) in a member of a
// class template instance binds the lvalue: stl_tree.h:1832 _Rb_tree_insert_and_rebalance(…, this->_M_impl._M_header)
// was "calling … here is not supported yet" (CDT instantiates this->impl as a member of the prvalue this: an xvalue).
// And the tree's node construction, ::new((void*)p) U(std::forward<A>(a)...) of a trivially copyable class without
// constructors (new_allocator.h's construct for a std::set<Pt>): the bytes copied ("this 'new' initializer is not
// supported yet" before).
#include <cstdio>
#include <new>
#include <utility>
struct NodeBase { int color; NodeBase *left; };
struct Header { NodeBase header; int count; };
void rebalance(const bool left, NodeBase *x, NodeBase *p, NodeBase &h) { h.color += left ? 1 : 2; x->left = p; }
template<class C> struct KeyCmp { C comp; };
template<class K, class C> struct Tree {
  template<class KC, bool = true> struct Impl : KeyCmp<KC>, Header { };
  Impl<C> impl;
  NodeBase n1, n2;
  void ins(bool l) {
    NodeBase *z = &n1, *p = &n2;
    rebalance(l, z, p, this->impl.header); rebalance(!l, z, p, impl.header);
    ++impl.count;
  }
};
struct Less { };
struct Pt { int x, y; };
struct Pair3 { Pt a; long b; char c[3]; };
template<class T> struct Alloc {
  template<class U, class... A> static void construct(U *p, A&&... a) { ::new((void *)p) U(std::forward<A>(a)...); }
};
template<class T> struct Node { int tag; alignas(T) unsigned char storage[sizeof(T)]; T *val() { return reinterpret_cast<T *>(storage); } };
template<class T> struct Holder {
  Node<T> n{7, {}};
  template<class A> T &make(A &&a) { Alloc<T>::construct(n.val(), std::forward<A>(a)); return *n.val(); }
};
int main() {
  Tree<int, Less> t{};
  t.ins(true); t.ins(false);
  printf("%d %d %d\n", t.impl.header.color, t.impl.count, t.n1.left == &t.n2);
  Holder<Pt> h;
  const Pt cp{3, 4};
  Pt &r = h.make(cp);
  printf("%d %d %d\n", r.x, r.y, h.n.tag);
  Pt &r2 = h.make(Pt{5, 6});
  printf("%d %d\n", r2.x, r2.y);
  Holder<Pair3> h3;
  Pair3 q{{1, 2}, 30, {'a', 'b', 'c'}};
  Pair3 &r3 = h3.make(q);
  printf("%d %d %ld %c%c%c\n", r3.a.x, r3.a.y, r3.b, r3.c[0], r3.c[1], r3.c[2]);
  return 0;
}
