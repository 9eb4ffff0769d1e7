// A reference argument that is a member of a member reached through this (this->impl.header, impl.header) in a member of a
// class template instance binds the lvalue: stl_tree.h:1832 _Rb_tree_insert_and_rebalance(…, this->_M_impl._M_header)
// was "calling … here is not supported yet" (CDT instantiates this->impl as a member of the prvalue this: an xvalue).
#include <cstdio>
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
int main() {
  Tree<int, Less> t{};
  t.ins(true); t.ins(false);
  printf("%d %d %d\n", t.impl.header.color, t.impl.count, t.n1.left == &t.n2);
  return 0;
}
