/* typeof of qualified types, arrays, function designators, pointers to arrays, in casts and
   sizeof; __auto_type with const; typeof in macros keeping side effects single. */
#include <stdio.h>

#define MIN(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a < _b ? _a : _b; })

static int counter;
static int next(void) { return ++counter; }

int main(void) {
    const int ci = 3;
    typeof(ci) cj = 4;                 /* const int */
    int arr[5] = {5, 4, 3, 2, 1};
    typeof(arr) copy;                  /* int[5] */
    typeof(&arr) pa = &arr;            /* int (*)[5] */
    typeof(next) *fp = next;           /* int (*)(void) */
    typeof(typeof(int *)[2]) ptrs = {&copy[0], &copy[1]};
    for (int i = 0; i < 5; i++) copy[i] = (*pa)[i] * 10;
    __auto_type const k = 7L;
    printf("%d %d %zu %zu %d\n", ci, cj, sizeof copy, sizeof *pa, copy[4]);
    printf("%d %d %zu\n", *ptrs[0], *ptrs[1], sizeof(typeof(k)));
    int m = MIN(next(), 10);
    int c1 = counter;
    int f1 = fp();
    printf("%d %d %d\n", m, c1, f1);
    printf("%d\n", (typeof(ci))2.9 + MIN(3.5, 2.5) > 4);
    return 0;
}
