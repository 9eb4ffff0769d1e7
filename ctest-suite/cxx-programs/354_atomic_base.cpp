// std::atomic<T> (libstdc++'s __atomic_base<T> and its constructors: a C++ class whose name begins with __atomic_,
// never a compiler builtin) used on one thread: load/store, ++/--, fetch_*, exchange, compare_exchange, atomic<bool>.
#include <atomic>
#include <cstdio>

struct Counter {
    std::atomic<long> hits{10};
    void hit() { hits.fetch_add(3); ++hits; }
};

int main() {
    std::atomic<int> c{0};
    c++;
    ++c;
    c += 5;
    c -= 2;
    int old = c.fetch_add(10);
    int ex = c.exchange(100);
    int expected = 100;
    bool ok = c.compare_exchange_strong(expected, 7);
    int wrong = 1;
    bool bad = c.compare_exchange_strong(wrong, 9);
    printf("%d %d %d %d %d %d %d\n", c.load(), old, ex, (int)ok, (int)bad, wrong, (int)c);
    std::atomic<bool> flag(false);
    flag.store(true);
    bool was = flag.exchange(false);
    printf("%d %d\n", (int)was, (int)flag.load());
    std::atomic<unsigned char> uc{250};
    for (int i = 0; i < 10; i++) uc++;
    printf("%u\n", (unsigned)uc.load());
    Counter k;
    for (int i = 0; i < 4; i++) k.hit();
    printf("%ld\n", k.hits.load());
    std::atomic<int> bits{0xF0};
    bits |= 0x0F;
    bits &= 0x3C;
    bits ^= 0x01;
    printf("%x %d\n", bits.load(), (int)std::atomic<int>::is_always_lock_free);
    return 0;
}
