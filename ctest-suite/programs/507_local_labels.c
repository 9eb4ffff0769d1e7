/* GNU local labels: `__label__ name;` in a block (typically a statement expression in a macro
   used more than once) makes the label local to that block. */
#include <stdio.h>

#define FIND(arr, n, want) ({                              \
    __label__ found;                                       \
    int idx_ = -1;                                         \
    for (int i_ = 0; i_ < (n); i_++)                       \
        if ((arr)[i_] == (want)) { idx_ = i_; goto found; } \
    found:                                                 \
    idx_; })

int main(void) {
    int a[] = {5, 3, 9, 1};
    int r1 = FIND(a, 4, 9);
    int r2 = FIND(a, 4, 1);
    int r3 = FIND(a, 4, 7);
    printf("%d %d %d\n", r1, r2, r3);
    int k = 0;
    {
        __label__ out, again;
        again:
        if (++k < 3) goto again;
        goto out;
        k = 100;
        out:;
    }
    /* a function-scope label with the same name as a local one */
    goto out;
    k = -1;
out:
    printf("%d\n", k);
    return 0;
}
