// A nested class of a class template naming a sibling member class of the enclosing template in its member functions'
// parameters and results (List<T>::iterator's constructor taking a Node *): "unknown type name 'Node'" before — the
// member class of the enclosing instance (List<int>::Node) is found through the instance's owner chain.
#include <cstdio>

template <typename T>
struct List {
    struct Node { T value; Node *next; };
    Node *head = nullptr;
    class iterator {
        Node *p;
    public:
        explicit iterator(Node *p) : p(p) {}
        T &operator*() const { return p->value; }
        iterator &operator++() { p = p->next; return *this; }
        bool operator!=(const iterator &o) const { return p != o.p; }
        Node *node() const { return p; }
    };
    void push(const T &v) { head = new Node{v, head}; }
    iterator begin() const { return iterator(head); }
    iterator end() const { return iterator(nullptr); }
    ~List() { while (head) { Node *n = head; head = head->next; delete n; } }
};

int main() {
    List<int> l;
    for (int i = 1; i <= 4; i++) l.push(i * i);
    int s = 0;
    for (int v : l) s += v;
    for (auto &v : l) v += 1;
    List<double> d;
    d.push(1.5);
    d.push(2.25);
    double t = 0;
    for (double x : d) t += x;
    std::printf("%d %d %g %d\n", s, *l.begin(), t, l.begin().node()->next->value);
    return 0;
}
