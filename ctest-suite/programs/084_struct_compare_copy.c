#include <stdio.h>
#include <string.h>
struct date { int y, m, d; };
static int cmp_date(struct date a, struct date b) { if (a.y != b.y) return a.y - b.y; if (a.m != b.m) return a.m - b.m; return a.d - b.d; }
static struct date later(struct date a, struct date b) { return cmp_date(a, b) >= 0 ? a : b; }
int main(void) {
    struct date d1 = {2024, 2, 29}, d2 = {2023, 12, 31}, d3;
    d3 = later(d1, d2);
    printf("%d-%02d-%02d\n", d3.y, d3.m, d3.d);
    struct date arr[3];
    memcpy(arr, &d1, sizeof d1); arr[1] = d2; arr[2] = arr[0]; arr[2].d = 1;
    printf("%d %d %d\n", arr[2].y, arr[2].m, arr[2].d);
    printf("%d\n", memcmp(&arr[0], &d1, sizeof d1) == 0);
    return 0;
}
