// std::vector of a user class whose special members print: construction from braces, push_back of lvalues and
// rvalues, emplace_back, reserve, insert and erase in the middle, copies, moves, clear, destruction order.
#include <vector>
#include <cstdio>
#include <utility>

struct Item {
    int id;
    static int live;
    explicit Item(int i) : id(i) { live++; printf("  Item(%d)\n", id); }
    Item(int a, int b) : id(a * 10 + b) { live++; printf("  Item(%d, %d)\n", a, b); }
    Item(const Item &o) : id(o.id) { live++; printf("  copy %d\n", id); }
    Item(Item &&o) noexcept : id(o.id) { o.id = -o.id; live++; printf("  move %d\n", id); }
    Item &operator=(const Item &o) { printf("  assign %d <- %d\n", id, o.id); id = o.id; return *this; }
    Item &operator=(Item &&o) noexcept { printf("  move-assign %d <- %d\n", id, o.id); id = o.id; o.id = -o.id; return *this; }
    ~Item() { live--; printf("  ~Item(%d)\n", id); }
};
int Item::live = 0;

static void show(const char *what, const std::vector<Item> &v) {
    printf("%s: size %zu [", what, v.size());
    for (const Item &it : v) printf(" %d", it.id);
    printf(" ]\n");
}

int main() {
    puts("reserve + push_back");
    std::vector<Item> v;
    v.reserve(8);
    printf("capacity >= 8: %d\n", v.capacity() >= 8);
    Item a(1);
    v.push_back(a);
    v.push_back(Item(2));
    v.emplace_back(3);
    v.emplace_back(4, 5);
    show("v", v);

    puts("insert and erase");
    v.insert(v.begin() + 1, Item(6));
    show("after insert", v);
    v.erase(v.begin() + 2);
    show("after erase", v);
    v.pop_back();
    show("after pop_back", v);

    puts("copy and move");
    std::vector<Item> c = v;
    show("copy", c);
    std::vector<Item> m = std::move(c);
    show("moved", m);
    printf("moved-from empty: %d\n", (int) c.empty());

    puts("front, back, at, operator[]");
    printf("front %d back %d at(1) %d [0] %d\n", m.front().id, m.back().id, m.at(1).id, m[0].id);

    puts("clear");
    m.clear();
    printf("cleared size %zu live %d\n", m.size(), Item::live);

    puts("vector of ints");
    std::vector<int> ints(5, 7);
    ints.resize(7);
    ints[6] = 9;
    int sum = 0;
    for (int x : ints) sum += x;
    printf("ints size %zu sum %d\n", ints.size(), sum);
    std::vector<std::vector<int>> grid(3, std::vector<int>(2, 1));
    grid[1].push_back(5);
    int cells = 0;
    for (const auto &row : grid) cells += (int) row.size();
    printf("grid rows %zu cells %d\n", grid.size(), cells);

    puts("end of main");
    return 0;
}
