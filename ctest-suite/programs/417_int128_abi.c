// __int128 under the System V ABI: arguments in two INTEGER registers (or the stack when fewer than
// two remain), results in RAX:RDX, struct members (16-byte alignment), arrays, function pointers.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

struct Acc { char tag; i128 total; int count; };

static void hex(u128 v) { printf("%016llx%016llx\n", (unsigned long long)(v >> 64), (unsigned long long)v); }

static i128 mul_add(i128 a, i128 b, i128 c) { return a * b + c; }
static u128 spill(int a, long b, i128 c, int d, i128 e, i128 f, long g) { return (u128)(a + b + c + d + e + f + g); }
static struct Acc add(struct Acc acc, i128 v) { acc.total += v; acc.count++; return acc; }
static i128 fold(i128 (*fn)(i128, i128, i128), const i128 *xs, int n) {
    i128 r = 0;
    for (int i = 0; i < n; i++) r = fn(r, 3, xs[i]);
    return r;
}

int main(void) {
    i128 big = (i128)1 << 100;
    hex((u128)mul_add(big, 5, -1));
    hex(spill(1, 2, big, 4, -big, (i128)7 << 64, 8));
    struct Acc acc = {'x', 0, 0};
    for (int i = 1; i <= 5; i++) acc = add(acc, (i128)i << (20 * i));
    printf("acc %c %d ", acc.tag, acc.count);
    hex((u128)acc.total);
    printf("sizeof %zu align %zu offset %zu\n", sizeof(struct Acc), _Alignof(struct Acc), __builtin_offsetof(struct Acc, total));
    i128 xs[4] = {1, -2, (i128)1 << 80, 4};
    hex((u128)fold(mul_add, xs, 4));
    return 0;
}
