// Driver for legalize-returns.mlir: calls the legalized Kirin-style functions and compares them
// with the same algorithms written in C (early returns compiled by jcirc's raiser) over a grid.
#include <stdio.h>

int if_yield(int c, int a, int b);
int if_yield_or_return(int c, int a, int b);
double simple_loop(void);
int early(int j0, int n);
int nested(int n, int k);
int while_after(int x0, int k);
int while_before(int x0, int lim);
long for_returns(long n, long v);
int pair_packed(int n, int stop);
int two_exits(int n, int a, int b);

static int ref_early(int j, int n) {
    for (int i = 0; i < n; i++) { j = j + i; if (j == 5) return j; }
    return j;
}
static int ref_nested(int n, int k) {
    int s = 0;
    for (int i = 0; i < n; i++) if (i % 3 != 0) { if (i == k) return i; s += i; }
    return -s;
}
static int ref_while_after(int x, int k) {
    while (x > 0) { if (x == k) return x * 100; x = x - 3; }
    return x;
}
static int ref_while_before(int x, int lim) {
    for (;;) { if (x >= lim) return -x; x = x * 2; }
}
static long ref_for_returns(long n, long v) {
    for (long i = 0; i < n; i++) return v + 7;
    return v;
}
static int ref_pair_packed(int n, int stop) {
    int tot = 0, a;
    double b;
    for (int i = 0; i < n; i++) {
        int j = 0;
        while (j < i) {
            if (i + j == stop) { a = i; b = j + 0.5; goto done; }
            j++;
        }
        tot += j;
    }
    a = -tot; b = 0.5;
done:
    return a * 1000 + (int)(b * 10);
}

static int ref_two_exits(int n, int a, int b) {
    int s = 0;
    for (int i = 0; i < n; i++) { if (i == a) return 10 + i; s += i; if (s > b) return -s; s += 1; }
    return s;
}

int main(int argc, char **argv) {
    (void)argv;
    int bad = 0, checks = 0;
#define CHECK(got, want, fmt, ...) do { checks++; if ((got) != (want)) { bad++; printf("mismatch " fmt "\n", __VA_ARGS__); } } while (0)
    for (int c = 0; c < 2; c++) {
        CHECK(if_yield(c, 7, 9), c ? 7 : 9, "if_yield %d", c);
        CHECK(if_yield_or_return(c, 7, 9), c ? 14 : 9, "if_yield_or_return %d", c);
    }
    for (int j = -3; j < 8; j++)
        for (int n = 0; n < 12; n++) CHECK(early(j, n), ref_early(j, n), "early %d %d", j, n);
    for (int n = 0; n < 15; n++)
        for (int k = -1; k < 16; k++) CHECK(nested(n, k), ref_nested(n, k), "nested %d %d", n, k);
    for (int x = -2; x < 30; x++)
        for (int k = -3; k < 30; k++) CHECK(while_after(x, k), ref_while_after(x, k), "while_after %d %d", x, k);
    for (int x = 1; x < 20; x++)
        for (int lim = -5; lim < 200; lim += 7) CHECK(while_before(x, lim), ref_while_before(x, lim), "while_before %d %d", x, lim);
    for (long n = 0; n < 4; n++)
        for (long v = -2; v < 3; v++) CHECK(for_returns(n, v), ref_for_returns(n, v), "for_returns %ld %ld", n, v);
    for (int n = 0; n < 12; n++)
        for (int s = -1; s < 25; s++) CHECK(pair_packed(n, s), ref_pair_packed(n, s), "pair_packed %d %d", n, s);
    for (int n = 0; n < 8; n++)
        for (int a = -1; a < 9; a++)
            for (int b = -1; b < 30; b += 3) CHECK(two_exits(n, a, b), ref_two_exits(n, a, b), "two_exits %d %d %d", n, a, b);
    printf("simple_loop %.1f\n", simple_loop());
    printf("early %d %d\n", early(0, 10), early(2, 10));
    printf("nested %d %d\n", nested(10, 4), nested(10, 3));
    printf("while_after %d %d\n", while_after(20, 11), while_after(20, 12));
    printf("while_before %d\n", while_before(3, 20));
    printf("for_returns %ld %ld\n", for_returns(0, 5), for_returns(3, 5));
    printf("pair_packed %d %d\n", pair_packed(10, 5), pair_packed(3, 100));
    printf("two_exits %d %d %d\n", two_exits(10, 3, 100), two_exits(10, 20, 8), two_exits(4, 9, 100));
    printf("checks %d mismatches %d\n", checks, bad);
    if (argc > 1) printf("big %d\n", early(2, 2000000000));
    return bad != 0;
}
