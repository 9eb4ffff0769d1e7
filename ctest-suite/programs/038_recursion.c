#include <stdio.h>
static long ackermann(long m, long n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}
static void hanoi(int n, char a, char b, char c, int *moves) {
    if (n == 0) return;
    hanoi(n - 1, a, c, b, moves);
    (*moves)++;
    hanoi(n - 1, c, b, a, moves);
}
static int queens(int n, int row, int *cols) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; c++) {
        int ok = 1;
        for (int r = 0; r < row; r++)
            if (cols[r] == c || cols[r] - c == r - row || cols[r] - c == row - r) { ok = 0; break; }
        if (ok) { cols[row] = c; count += queens(n, row + 1, cols); }
    }
    return count;
}
int main(void) {
    printf("%ld\n", ackermann(2, 3));
    int moves = 0; hanoi(10, 'a', 'b', 'c', &moves);
    printf("%d\n", moves);
    int cols[8];
    printf("%d\n", queens(8, 0, cols));
    return 0;
}
