// The C library through libstdc++'s <cstdio>, <cstdlib>, <cstring>, <cstdint>, <climits>, <cassert>: the names in
// namespace std (using-declarations of the C functions) and in the global namespace.
#include <cassert>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main() {
    char buf[32];
    std::strcpy(buf, "hello");
    std::strcat(buf, ", world");
    std::printf("%s %zu\n", buf, std::strlen(buf));
    int v[] = {5, 3, 9, 1, 7};
    std::qsort(v, 5, sizeof v[0], cmp);
    for (int x : v) std::printf("%d ", x);
    std::printf("\n");
    std::int64_t big = INT64_MAX;
    std::uint8_t small = UINT8_MAX;
    std::printf("%lld %u %d %d\n", (long long)big, (unsigned)small, INT_MAX, CHAR_BIT);
    assert(std::abs(-4) == 4);
    std::printf("%ld %d\n", std::strtol("123", nullptr, 10), std::atoi("77"));
    char *p = static_cast<char *>(std::malloc(8));
    std::memset(p, 'x', 7);
    p[7] = 0;
    std::puts(p);
    std::free(p);
    return 0;
}
