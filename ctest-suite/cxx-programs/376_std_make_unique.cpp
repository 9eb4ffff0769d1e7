// std::unique_ptr: default and nullptr construction (the inherited default constructor of __uniq_ptr_data),
// std::make_unique, arrays, reset/release, moves, unique_ptr in a vector (moved when it grows: is_nothrow_move_constructible)
#include <cstdio>
#include <memory>
#include <utility>
#include <vector>
struct A {
    int v;
    explicit A(int v) : v(v) { printf("A(%d)\n", v); }
    ~A() { printf("~A(%d)\n", v); }
};
struct Counted {
    int n = 0;
    Counted() { printf("Counted()\n"); }
    ~Counted() { printf("~Counted\n"); }
};
int main() {
    std::unique_ptr<A> q;
    std::unique_ptr<A> z = nullptr;
    printf("empty %d %d\n", q == nullptr, !z);
    std::unique_ptr<A> p = std::make_unique<A>(1);
    q = std::move(p);
    printf("moved %d %d\n", q->v, p == nullptr);
    q.reset(new A(2));
    A *raw = q.release();
    printf("released %d %d\n", raw->v, q.get() == nullptr);
    q.reset(raw);
    std::unique_ptr<A> w = std::make_unique<A>(3);
    std::unique_ptr<A> tmp = std::move(q);
    q = std::move(w);
    w = std::move(tmp);
    printf("exchanged %d %d\n", q->v, w->v);
    {
        std::unique_ptr<int[]> arr = std::make_unique<int[]>(4);
        for (int i = 0; i < 4; i++) arr[i] = i * i;
        printf("arr %d %d\n", arr[1], arr[3]);
        std::unique_ptr<Counted[]> cs(new Counted[2]);
        cs[1].n = 5;
        printf("cs %d %d\n", cs[0].n, cs[1].n);
    }
    std::vector<std::unique_ptr<A>> v;
    for (int i = 10; i < 13; i++) v.push_back(std::make_unique<A>(i));
    v.emplace_back(new A(13));
    int sum = 0;
    for (auto &e : v) sum += e->v;
    printf("sum %d\n", sum);
    v.erase(v.begin() + 1);
    printf("size %zu\n", v.size());
    return 0;
}
