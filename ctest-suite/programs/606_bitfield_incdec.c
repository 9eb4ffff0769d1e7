/* ++ and -- (prefix and postfix) on bit-fields: wrap-around at the field width, the value of
   the expression (old value for postfix, stored value for prefix), _Bool fields (++ sets 1,
   -- toggles), through pointers and array elements, in loop conditions. */
#include <stdio.h>

struct C {
    unsigned u : 3;
    signed s : 4;
    _Bool b : 1;
    unsigned long long big : 36;
    unsigned full : 32;
};

int main(void) {
    struct C c = { 6, 6, 0, 0xffffffffeULL, 0xfffffffe };
    int r;
    r = c.u++; printf("u++ = %d, u = %u\n", r, c.u);     /* 6, 7 */
    r = c.u++; printf("u++ = %d, u = %u\n", r, c.u);     /* 7, 0 */
    r = --c.u; printf("--u = %d, u = %u\n", r, c.u);     /* 7, 7 */
    r = ++c.s; printf("++s = %d\n", r);                  /* 7 */
    r = ++c.s; printf("++s = %d\n", r);                  /* -8 */
    r = c.s--; printf("s-- = %d, s = %d\n", r, c.s);     /* -8, 7 */
    r = c.b++; printf("b++ = %d, b = %d\n", r, c.b);     /* 0, 1 */
    r = c.b++; printf("b++ = %d, b = %d\n", r, c.b);     /* 1, 1 */
    r = c.b--; printf("b-- = %d, b = %d\n", r, c.b);     /* 1, 0 */
    r = c.b--; printf("b-- = %d, b = %d\n", r, c.b);     /* 0, 1 */
    r = --c.b; printf("--b = %d\n", r);                  /* 0 */
    printf("big++ = %llx\n", (unsigned long long)c.big++);
    printf("big++ = %llx\n", (unsigned long long)c.big++);
    printf("big = %llx\n", (unsigned long long)c.big);  /* wrapped to 0 */
    printf("--big = %llx\n", (unsigned long long)--c.big);
    printf("full++ = %u\n", c.full++);
    printf("++full = %u\n", ++c.full);                   /* 0 */

    struct C arr[4] = {{0}};
    struct C *p = arr;
    for (int i = 0; i < 20; i++) { p[i % 4].u++; (p + i % 3)->s--; }
    for (int i = 0; i < 4; i++) printf("arr[%d]: u=%u s=%d\n", i, arr[i].u, arr[i].s);

    /* counting loop on a 3-bit field: runs until it wraps back to 0 */
    struct C k = {1};
    int n = 0;
    while (k.u++ != 0) n++;
    printf("iterations %d, u=%u\n", n, k.u);
    return 0;
}
