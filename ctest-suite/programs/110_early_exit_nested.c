#include <stdio.h>
static int search(int grid[4][4], int target, int *ri, int *ci) {
    for (int r = 0; r < 4; r++) {
        int c = 0;
        while (c < 4) {
            if (grid[r][c] == target) { *ri = r; *ci = c; return 1; }
            if (grid[r][c] > target) break;
            c++;
        }
    }
    return 0;
}
int main(void) {
    int g[4][4] = {{1, 3, 5, 7}, {2, 4, 6, 8}, {10, 11, 12, 13}, {20, 30, 40, 50}};
    int r = -1, c = -1;
    int f1 = search(g, 12, &r, &c);
    printf("%d %d %d\n", f1, r, c);
    int f2 = search(g, 9, &r, &c);
    printf("%d %d %d\n", f2, r, c);
    return 0;
}
