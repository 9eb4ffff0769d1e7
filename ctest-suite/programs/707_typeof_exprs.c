#include <stdio.h>
/* typeof / __typeof__ on expressions and types: generic macros, pointers, arrays, qualifiers */
#define SWAP(a, b) do { __typeof__(a) _t = (a); (a) = (b); (b) = _t; } while (0)
#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
int main(void) {
    int i = 3, j = 9; double x = 1.5, y = -2.0;
    SWAP(i, j); SWAP(x, y);
    typeof(int[4]) arr = { 1, 2, 3, 4 };
    typeof(arr[0]) *p = &arr[2];
    __typeof__(x * 2) d = 7;
    typeof(char *) s = "typeof";
    printf("%d %d %.1f %.1f %zu %d %.1f %s %d %.1f\n", i, j, x, y, sizeof arr, *p, d, s, MAX(i, j), MAX(x, 0.5));
    return 0;
}
