/* Nested statement expressions, each with its own __label__ labels of the same names, gotos
   forward and backward inside them, and an outer function label of the same name. */
#include <stdio.h>

#define RETRY_SUM(n) ({                          \
    __label__ again, out;                        \
    int i_ = 0, s_ = 0;                          \
  again:                                         \
    if (i_ >= (n)) goto out;                     \
    s_ += ({ __label__ out; int v_ = i_ * i_;    \
             if (v_ > 50) goto out; v_ += 0;     \
           out: v_; });                          \
    i_++;                                        \
    goto again;                                  \
  out:                                           \
    s_; })

int main(void) {
    int a = RETRY_SUM(4);
    int b = RETRY_SUM(10);
    int c = RETRY_SUM(a > 10 ? 2 : 3) + RETRY_SUM(1);
    int k = 0;
again:
    if (++k < 3) goto again;
    printf("%d %d %d %d\n", a, b, c, k);
    return 0;
}
