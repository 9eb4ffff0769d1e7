/* Static and automatic tables of plain decimal constants (typed and evaluated without the type cache,
   children built in order): each element's conversion, the constant's type by its value, designators
   that jump back and forth, brace elision, nested braces, strings, excess and missing elements. */
#include <stdio.h>
#include <string.h>

static const int T[12] = {0, 1, 2147483647, 7, 99, [8] = 5, 6, [3] = 33, 44, [11] = 11};
static const signed char C[6] = {300, 127, 128, 255, 256, 0};          /* wrap to the element type */
static const unsigned short U[4] = {65535, 65536, 65537, 123456789};
static const double D[4] = {1, 2147483648, 999999999999999999, 3};    /* int, long, long constants to double */
static const float F[3] = {16777217, 3, 0};
static const long long L[5] = {2147483648, 4294967296, 999999999999999999, 1000000000000000000, 9223372036854775807};
static const unsigned char B[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
static const struct pt { int x, y; char tag[4]; } P[] = {1, 2, "ab", {3, 4, "cd"}, [3] = {.y = 9}, 5, 6};
static const int M[3][4] = {{1, 2}, 3, 4, 5, 6, 7, [2][3] = 8};
static const _Bool Z[4] = {0, 1, 2, 0};
static const int O[4] = {010, 0, 00, 10};                             /* octal and decimal zeros */
static const char S[2][6] = {"hello", {104, 105}};
union u { long l; char c[8]; };
static const union u UN[2] = {{4294967297}, {.c = {65, 66}}};

static int sum(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }

int main(void) {
    for (int i = 0; i < 12; i++) printf("%d ", T[i]);
    printf("\n");
    for (int i = 0; i < 6; i++) printf("%d ", C[i]);
    printf("\n%u %u %u %u\n", U[0], U[1], U[2], U[3]);
    printf("%.1f %.1f %.1f %.1f\n", D[0], D[1], D[2], D[3]);
    printf("%.1f %.1f %.1f\n", F[0], F[1], F[2]);
    for (int i = 0; i < 5; i++) printf("%lld ", L[i]);
    printf("\nsizeof B %zu, B[16] %d\n", sizeof B, B[16]);
    printf("sizeof P %zu: ", sizeof P / sizeof P[0]);
    for (size_t i = 0; i < sizeof P / sizeof P[0]; i++) printf("(%d,%d,%s) ", P[i].x, P[i].y, P[i].tag);
    printf("\n");
    for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) printf("%d%c", M[i][j], j == 3 ? '\n' : ' ');
    printf("%d %d %d %d\n", Z[0], Z[1], Z[2], Z[3]);
    printf("%d %d %d %d\n", O[0], O[1], O[2], O[3]);
    printf("%s %s\n", S[0], S[1]);
    printf("%ld %c%c\n", UN[0].l, UN[1].c[0], UN[1].c[1]);
    printf("sizeof 2147483647 %zu, sizeof 2147483648 %zu, sizeof 999999999999999999 %zu\n",
           sizeof 2147483647, sizeof 2147483648, sizeof 999999999999999999);
    /* the same in automatic storage (the initializer stored element by element) */
    int a[10] = {5, 4, [7] = 1, 2, [1] = 9, 8};
    signed char c[3] = {200, 1, 255};
    double d[3] = {1, 2147483648, 7};
    printf("%d %d %d %.1f %d\n", sum(a, 10), a[2], c[0] + c[2], d[1], a[8]);
    printf("%d\n", memcmp(T, (int[12]){0, 1, 2147483647, 33, 44, 0, 0, 0, 5, 6, 0, 11}, sizeof T) == 0);
    return 0;
}
