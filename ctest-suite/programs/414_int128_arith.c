// __int128 and unsigned __int128: + - * / % with values beyond 64 bits, negative division
// (truncation toward zero), wrap-around of unsigned arithmetic, decimal printing.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void pu(u128 v) {
    char buf[48];
    int n = 0;
    do { buf[n++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    while (n) putchar(buf[--n]);
}
static void ps(i128 v) {
    if (v < 0) { putchar('-'); pu(-(u128)v); } else pu((u128)v);
}
static void show(const char *what, i128 v) { printf("%-6s ", what); ps(v); putchar('\n'); }

int main(void) {
    i128 a = (i128)123456789012345678LL * 1000000000000LL;
    i128 b = -((i128)987654321 << 70);
    show("a", a);
    show("b", b);
    show("a+b", a + b);
    show("a-b", a - b);
    show("a*7", a * 7);
    show("b/a", b / a);
    show("b%a", b % a);
    show("-b/3", -b / 3);
    show("b/-3", b / -3);
    show("b%7", b % 7);
    show("-b%7", -b % 7);
    u128 max = ~(u128)0;
    printf("max    "); pu(max); putchar('\n');
    printf("max+1  "); pu(max + 1); putchar('\n');
    printf("max/3  "); pu(max / 3); putchar('\n');
    printf("max%%10 "); pu(max % 10); putchar('\n');
    u128 sq = (u128)0xFFFFFFFFFFFFFFFFull * 0xFFFFFFFFFFFFFFFFull;
    printf("sq     "); pu(sq); putchar('\n');
    i128 min = (i128)((u128)1 << 127);
    show("min", min);
    show("min+1", min + 1);
    i128 x = 1;
    for (int i = 0; i < 40; i++) x = x * 3 + 1;
    show("3x+1", x);
    x++;
    x -= 5;
    x *= -2;
    x /= 9;
    show("ops", x);
    unsigned __int128 q = 100;
    q -= 101;
    printf("wrap   "); pu(q); putchar('\n');
    return 0;
}
