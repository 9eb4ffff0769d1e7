#include <stdio.h>
#include <stdint.h>
/* address constants with indices and members, union static initializers through any member */
static short g[5][8];
static short *p2 = &g[3][6];
static volatile unsigned short g3[3][4][9];
static volatile unsigned short *p3 = &g3[2][0][7];
struct S { int a; int arr[4]; } s;
int *p4 = &s.arr[2];
int *p5 = s.arr;
short *p6 = g[2];
struct S0 { uint16_t f0; uint16_t f1; volatile int8_t f2; int16_t f3; uint32_t f4; volatile int32_t f5; };
union U1 { struct S0 f0; char c; };
static volatile union U1 g_422[2] = {{{0, 65526, 0x7D, 0xA2E, 0x57D5AED1, -1}}, {{0, 65526, 0x7D, 0xA2E, 0x57D5AED1, 77}}};
static volatile int32_t *g_1434 = &g_422[1].f0.f5;
union U0 { int32_t f0; uint64_t f2; };
union U2 { uint8_t f0; int8_t *f1; };
static union U2 g_136 = {0xA4};
static union U2 g_199[2][3] = {{{1}, {0}, {0x7A}}, {{3}, {0xDC}}};
struct T { char c; union U0 u; short s; union U2 v[2]; } gt = {7, {-5}, 9, {{3}, {4}}};
union F { float f; double d; } gf = {1.5f};
static int next_id(void) { static int id = 100; static long zero; static double dz; static int *pz; return id++ + (int)zero + (int)dz + (pz != 0); }
int main(void) {
    printf("%d %d %d %d %d\n", (int)(p2 - &g[0][0]), (int)(p3 - &g3[0][0][0]), (int)(p4 - &s.a), (int)(p5 - &s.a), (int)(p6 - &g[0][0]));
    printf("%d %d\n", *g_1434, g_136.f0);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) printf("%d ", g_199[i][j].f0);
    printf("\n%d %d %d %d %d %f\n", gt.c, gt.u.f0, gt.s, gt.v[0].f0, gt.v[1].f0, gf.f);
    int a = next_id(), b = next_id();
    printf("%d %d\n", a, b);
    return 0;
}
