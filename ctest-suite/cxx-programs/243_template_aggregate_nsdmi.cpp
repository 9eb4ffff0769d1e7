// Aggregate initialization of class template instances with default member initializers (Node<int>{5}, new, arrays,
// return Node<T>{v}): each use gets its own copy of the template's initializer, so `T scaled = 2.75;` converts per instance;
// a member with a constructor and destructor (Tracer tr{7};) is built and destroyed as g++ does.
#include <cstdio>
struct Tracer {
    int id;
    Tracer() : id(1) { std::printf("Tracer()\n"); }
    Tracer(int i) : id(i) { std::printf("Tracer(%d)\n", i); }
    ~Tracer() { std::printf("~Tracer(%d)\n", id); }
};
template <class T> struct Node {
    T val;
    Node *next = nullptr;
    T scaled = 2.75;          // one expression, a conversion per instance
    Tracer tr{7};
    int tag{};
};
template <class K, class V> struct Entry { K key; V value = 3; bool used = true; };
template <class T> Node<T> make(T v) { return Node<T>{v}; }
int main() {
    Node<int> a{5};
    Node<double> b{1.5};
    std::printf("%d %d %d %d\n", a.val, a.next == nullptr, a.scaled, a.tag);
    std::printf("%g %d %g %d\n", b.val, b.next == nullptr, b.scaled, b.tr.id);
    Node<int> c{6, &a};
    std::printf("%d %d\n", c.next->val, c.tr.id);
    Entry<char, long> e{'x'};
    Entry<int, float> e2 = {4};
    std::printf("%c %ld %d %d %g %d\n", e.key, e.value, e.used, e2.key, e2.value, e2.used);
    Node<int> *p = new Node<int>{9};
    std::printf("%d %d\n", p->val, p->scaled);
    delete p;
    Node<int> arr[2] = {{1}, {2}};
    std::printf("%d %d\n", arr[0].val + arr[1].val, arr[1].scaled);
    Node<long> m = make(8L);
    std::printf("%ld %ld\n", m.val, m.scaled);
    return 0;
}
