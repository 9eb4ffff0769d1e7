// ARGS: -latomic
// _Atomic objects: plain reads and writes are seq_cst atomic accesses, ++/--/compound
// assignment are atomic read-modify-writes (fetch ops or compare-and-exchange loops).
#include <stdio.h>

_Atomic int gi = 7;
_Atomic(unsigned long) gul = 100;
static _Atomic char gc = 120;

struct Counter { int id; _Atomic int hits; _Atomic(long) total; };

static void bump(_Atomic int *p, int by) { *p += by; }

int main(void) {
    _Atomic int x = 10;
    x++;
    printf("x++ -> %d\n", x);
    ++x;
    printf("++x -> %d\n", x);
    int old = x--;
    printf("x-- old %d now %d\n", old, x);
    int nv = --x;
    printf("--x %d\n", nv);
    x += 5; printf("+= %d\n", x);
    x -= 20; printf("-= %d\n", x);
    x |= 0x70; printf("|= %d\n", x);
    x &= 0x5f; printf("&= %d\n", x);
    x ^= 0x0f; printf("^= %d\n", x);
    x *= -3; printf("*= %d\n", x);
    x /= 4; printf("/= %d\n", x);
    x %= 5; printf("%%= %d\n", x);
    x = 3;
    x <<= 4; printf("<<= %d\n", x);
    x >>= 2; printf(">>= %d\n", x);
    int r = (x += 100);
    printf("value of += : %d\n", r);

    gi = gi * 6;
    printf("gi %d\n", gi);
    gul -= 101;
    printf("gul %lu\n", gul);
    gc += 10;   /* wraps in char */
    printf("gc %d\n", gc);
    gc++;
    printf("gc %d\n", gc);

    _Atomic unsigned char uc = 250;
    for (int i = 0; i < 10; i++) uc++;
    printf("uc %u\n", uc);
    _Atomic short sh = -32768;
    sh--;
    printf("sh %d\n", sh);
    _Atomic long long ll = 1LL << 40;
    ll += ll;
    ll ^= 1;
    printf("ll %lld\n", ll);

    struct Counter c = {1, 0, 0};
    for (int i = 1; i <= 10; i++) { c.hits++; c.total += i * i; }
    printf("counter %d hits %d total %ld\n", c.id, c.hits, c.total);
    bump(&c.hits, 32);
    printf("bumped %d\n", c.hits);

    _Atomic double d = 0.5;
    d += 1.25;
    printf("d %.3f\n", d);
    d *= 3;
    printf("d %.3f\n", d);
    d++;
    printf("d %.3f\n", d);
    d /= 8;
    printf("d %.5f\n", d);
    _Atomic float f = 1.0f;
    f += 0.5;     /* computed in double, converted back */
    f -= 0.25f;
    f--;
    printf("f %.3f\n", f);

    int arr[6] = {10, 20, 30, 40, 50, 60};
    _Atomic(int *) p = arr;
    p++;
    p += 3;
    printf("*p %d\n", *p);
    p -= 2;
    int *q = p--;
    printf("*q %d *p %d\n", *q, *p);

    _Atomic _Bool flag = 0;
    flag++;
    printf("flag %d\n", flag);
    flag = 0;
    printf("flag %d\n", flag);

    int const_view = x;
    printf("sizeof %zu %zu %zu\n", sizeof(_Atomic int), sizeof x, sizeof(_Atomic(char)));
    return const_view == x ? 0 : 1;
}
