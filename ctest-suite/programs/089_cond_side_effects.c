#include <stdio.h>
static int log_calls[10], nlog;
static int f(int id, int ret) { log_calls[nlog++] = id; return ret; }
int main(void) {
    nlog = 0;
    if (f(1, 0) || (f(2, 1) && f(3, 0)) || f(4, 1)) printf("taken\n");
    for (int i = 0; i < nlog; i++) printf("%d ", log_calls[i]);
    printf("\n");
    nlog = 0;
    int x = f(5, 1) ? f(6, 7) : f(7, 8);
    printf("%d %d\n", x, nlog);
    int i = 0, arr[3] = {0};
    while (i < 3 && (arr[i] = i * 2) >= 0) i++;
    printf("%d %d %d %d\n", i, arr[0], arr[1], arr[2]);
    return 0;
}
