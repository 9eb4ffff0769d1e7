// <memory>: std::unique_ptr of a user class — ownership moves, get, reset, release, a vector-free container of owners
// (issue 14; compared with g++)
#include <memory>
#include <utility>
#include <cstdio>

struct Node {
    int v;
    explicit Node(int v) : v(v) { printf("Node(%d)\n", v); }
    ~Node() { printf("~Node(%d)\n", v); }
};

static std::unique_ptr<Node> make(int v) { return std::unique_ptr<Node>(new Node(v)); }

static int sum(const std::unique_ptr<Node> *ps, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += ps[i] ? ps[i]->v : 0;
    return s;
}

int main() {
    std::unique_ptr<Node> a(new Node(1));
    std::unique_ptr<Node> b = std::move(a);
    printf("a %s, b %d\n", a ? "owns" : "empty", b->v);
    std::unique_ptr<Node> c = make(2);
    c = std::move(b);                       // Node(2) destroyed here
    printf("c %d, b %s\n", c->v, b.get() == nullptr ? "null" : "set");
    c.reset(new Node(3));                   // Node(1) destroyed
    Node *raw = c.release();
    printf("released %d, c %s\n", raw->v, c ? "owns" : "empty");
    delete raw;
    std::unique_ptr<Node> arr[3] = {make(4), make(5), make(6)};
    printf("sum %d\n", sum(arr, 3));
    arr[1] = std::move(arr[0]);             // Node(5) destroyed
    printf("sum %d after move, first %s\n", sum(arr, 3), arr[0] ? "owns" : "empty");
    printf("end\n");
    return 0;
}
