// C++17 inline static data members initialized in their class (static inline int alive = 0;): a weak definition
// each unit emits with the initializer's value, read and written like any static member (gcc's coroutines/pr95477).
#include <cstdio>

struct counted {
    static inline int alive = 0;
    static inline long made = 100;
    static inline double scale = 2.5;
    static inline const char *label = nullptr;
    static inline unsigned flags{};
    static inline int bias{-7};
    counted() { ++alive; ++made; }
    counted(const counted &) { ++alive; ++made; }
    ~counted() { --alive; }
};

struct outer {
    struct inner { static inline int hits = 3; };
    static inline bool on = true;
};

int main() {
    std::printf("%d %ld %.2f %d %u %d\n", counted::alive, counted::made, counted::scale, counted::label == nullptr, counted::flags, counted::bias);
    {
        counted a, b;
        counted c = a;
        std::printf("alive %d made %ld\n", counted::alive, counted::made);
        counted::scale *= 2;
        counted::flags |= 5u;
        counted::label = "set";
    }
    std::printf("alive %d made %ld scale %.2f flags %u label %s\n", counted::alive, counted::made, counted::scale, counted::flags, counted::label);
    outer::inner::hits += 4;
    int *p = &outer::inner::hits;
    *p *= 2;
    std::printf("hits %d on %d bias %d\n", outer::inner::hits, outer::on, counted::bias + 1);
    return counted::alive;
}
