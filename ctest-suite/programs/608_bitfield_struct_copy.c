/* Records with bit-fields as values: assignment, initialization from another record, passing
   and returning by value (in registers and in memory), arrays of them, a conditional
   expression choosing between two records, and compound literals. */
#include <stdio.h>

struct Small { unsigned a : 3; signed b : 9; unsigned c : 20; };              /* 4 bytes: one register */
struct Mid { signed x : 30; unsigned y : 30; char tag; long long z : 50; };   /* 24 bytes: memory */
struct __attribute__((packed)) Odd { char k; unsigned v : 17; short w : 11; };

static struct Small make(int a, int b, int c) { struct Small s = { a, b, c }; return s; }
static struct Small bump(struct Small s) { s.a++; s.b -= 2; s.c += 1000; return s; }
static struct Mid twist(struct Mid m, int k) { m.x = -m.x * k; m.y ^= 0x2aaaaaaa; m.z = m.z - 1; m.tag++; return m; }
static struct Odd odd(struct Odd o) { o.v = o.v * 3; o.w = ~o.w; return o; }

static void show_s(const char *n, struct Small s) { printf("%s: %u %d %u\n", n, s.a, s.b, s.c); }
static void show_m(const char *n, struct Mid m) { printf("%s: %d %u %c %lld\n", n, m.x, m.y, m.tag, (long long)m.z); }

int main(void) {
    struct Small s = make(5, -200, 999999), t;
    t = s;
    s.a = 0;
    show_s("s", s); show_s("t", t);
    t = bump(bump(t));
    show_s("bumped", t);

    struct Mid m = { -123456, 0x3fffffff, 'a', -(1LL << 48) }, n = m;
    n = twist(n, 3);
    show_m("m", m); show_m("n", n);

    struct Small arr[3] = { make(1, 2, 3), { 7, -1, 5 } };
    arr[2] = arr[0];
    arr[2].c = arr[1].c + arr[0].c;
    for (int i = 0; i < 3; i++) show_s("arr", arr[i]);

    int pick = arr[1].b < 0;
    struct Small chosen = pick ? arr[1] : arr[0];
    show_s("chosen", chosen);
    show_s("literal", (struct Small){ .c = 77, .a = 2 });

    struct Odd o = { 'o', 100000, -5 }, p;
    p = odd(o);
    printf("odd: %c %u %d -> %u %d (size %zu)\n", o.k, o.v, o.w, p.v, p.w, sizeof(struct Odd));

    struct { struct Small in; unsigned flag : 1; } wrap = { t, 1 }, wrap2;
    wrap2 = wrap;
    wrap2.in.b = 44;
    show_s("wrap", wrap.in); show_s("wrap2", wrap2.in);
    printf("flag %u\n", wrap2.flag);
    return 0;
}
