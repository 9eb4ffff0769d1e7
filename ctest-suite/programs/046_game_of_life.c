#include <stdio.h>
#define W 10
#define H 10
static int grid[H][W], next[H][W];
static int neighbours(int y, int x) {
    int n = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dy && !dx) continue;
            int yy = (y + dy + H) % H, xx = (x + dx + W) % W;
            n += grid[yy][xx];
        }
    return n;
}
int main(void) {
    grid[1][2] = grid[2][3] = grid[3][1] = grid[3][2] = grid[3][3] = 1;
    for (int gen = 0; gen < 12; gen++) {
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int n = neighbours(y, x);
                next[y][x] = grid[y][x] ? (n == 2 || n == 3) : n == 3;
            }
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) grid[y][x] = next[y][x];
    }
    for (int y = 0; y < H; y++) { for (int x = 0; x < W; x++) putchar(grid[y][x] ? '#' : '.'); putchar('\n'); }
    return 0;
}
