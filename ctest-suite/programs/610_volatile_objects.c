/* Volatile objects of every kind: locals, globals, arrays, struct members, bit-fields, whole
   volatile structs (copied in and out), pointers to volatile and volatile pointers, compound
   assignment and ++ on volatile lvalues, a volatile read whose value is discarded. */
#include <stdio.h>
#include <stdint.h>

struct R { volatile int a; int b; volatile unsigned f : 5; signed g : 7; };
static volatile int32_t g_v = 5;
static volatile uint8_t g_arr[4] = { 1, 2, 3, 4 };
static volatile struct R g_r = { 1, 2, 3, -4 };
static int plain = 9;
static int *volatile g_ptr = &plain;

static int sum(const volatile int *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

int main(void) {
    volatile int x = 1;
    volatile long y;
    y = x + 2;
    x += (int)y * 3;            /* 1 + 9 */
    x++; ++x; x--;
    printf("x %d y %ld\n", x, y);

    g_v <<= 2; g_v ^= 3;
    g_arr[2] += g_arr[3];
    for (int i = 0; i < 4; i++) g_arr[i] *= 2;
    printf("g_v %d arr %d %d %d %d\n", g_v, g_arr[0], g_arr[1], g_arr[2], g_arr[3]);

    g_r.a = g_r.b * 10;
    g_r.f += 30;                /* wraps at 5 bits */
    g_r.g = g_r.g - 100;        /* wraps at 7 bits */
    struct R copy = g_r;        /* a volatile struct read as a whole */
    copy.b = 77;
    g_r = copy;                 /* and written as a whole */
    printf("g_r %d %d %u %d\n", g_r.a, g_r.b, g_r.f, g_r.g);

    volatile int vals[5] = { 5, 4, 3, 2, 1 };
    vals[0] = vals[4] + vals[3];
    printf("sum %d\n", sum(vals, 5));

    volatile int *pv = &vals[1];
    *pv = 40;
    pv[1] += pv[0];
    printf("vals %d %d %d\n", vals[1], vals[2], *(pv + 1));

    *g_ptr += 1;
    g_ptr = &vals[0];           /* a volatile pointer to non-volatile data */
    printf("plain %d via g_ptr %d\n", plain, *g_ptr);

    x;                          /* a volatile read, value discarded */
    (void)g_v;
    struct R local = { 0 };
    local.a = 3; local.f = 31; local.f++;
    printf("local %d %u\n", local.a, local.f);
    return 0;
}
