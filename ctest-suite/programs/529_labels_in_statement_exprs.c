/* Local labels (__label__) whose addresses are taken inside statement expressions from a macro
   used several times, and computed goto within one expansion. */
#include <stdio.h>

#define PICK(x) ({                                   \
    __label__ small, big, done;                      \
    static const void *where[] = { &&small, &&big }; \
    int r_;                                          \
    goto *where[(x) > 10];                           \
  small: r_ = (x) * 2; goto done;                    \
  big:   r_ = (x) - 10;                              \
  done:  r_; })

int twice_pick(int a, int b) { return PICK(a) + PICK(b); }

int main(void) {
    printf("%d %d %d\n", PICK(3), PICK(25), twice_pick(4, 30));
    return 0;
}
