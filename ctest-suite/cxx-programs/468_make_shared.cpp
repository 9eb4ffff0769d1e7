// std::make_shared of a scalar, a container and a class with enable_shared_from_this; copies, use_count, weak_ptr,
// and destruction when the last owner goes. (No program used make_shared before: a lookup-point change broke it.)
#include <cstdio>
#include <memory>
#include <vector>

struct Node : std::enable_shared_from_this<Node> {
    int id;
    explicit Node(int id) : id(id) { std::printf("Node(%d)\n", id); }
    ~Node() { std::printf("~Node(%d)\n", id); }
    std::shared_ptr<Node> self() { return shared_from_this(); }
};

int main() {
    auto i = std::make_shared<int>(3);
    auto v = std::make_shared<std::vector<int>>(3, 7);
    auto v2 = v;
    std::printf("%d %ld %d %zu\n", *i, v.use_count(), (*v2)[1], v->size());
    std::vector<std::weak_ptr<Node>> ws;   // (w = m; of a std::weak_ptr does not compile yet: docs/cxx.md)
    {
        auto n = std::make_shared<Node>(5);
        auto m = n->self();
        ws.emplace_back(m);
        std::printf("%ld %d %d\n", n.use_count(), m->id, !ws[0].expired());
    }
    std::printf("expired %d\n", ws[0].expired());
    v.reset();
    std::printf("%ld\n", v2.use_count());
    return 0;
}
