#include <stdio.h>
#include "bitint-abi.h"

static void show(const char *what, const unsigned long long *limbs, int n) {
    printf("%s", what);
    for (int i = n - 1; i >= 0; i--) printf(" %016llx", limbs[i]);
    printf("\n");
}
#define SHOW(what, T, v) do { T t_ = (v); unsigned long long l_[sizeof(T) / 8]; \
    for (int i_ = 0; i_ < (int)(sizeof(T) / 8); i_++) l_[i_] = (unsigned long long)(t_ >> (64 * i_)); \
    show(what, l_, (int)(sizeof(T) / 8)); } while (0)

static s129 local_sub(s129 a, s129 b) { return a - b; }

int main(void) {
    SHOW("add", s129, bi_add(((s129)1 << 127) + 5, -((s129)1 << 127)));
    SHOW("mix", u192, bi_mix(7, (u192)1 << 150, 1e30, 12345, -9));
    SHOW("many", s255, bi_many(1, 2, 3, 4, 5, 6, 7, ((s255)1 << 200) - 1, 1, 2, 3, 4, 5, 6, 7));
    u521 rem, q = bi_div(~(u521)0, ((u521)1 << 300) + 17, &rem);
    SHOW("div", u521, q);
    SHOW("rem", u521, rem);
    struct holder h = {'a', -12345, 77, (u192)3 << 100};
    struct holder r = bi_holder(h, ((s129)1 << 100) + 1);
    printf("holder %c %d\n", r.tag, r.h);
    SHOW("holder.a", s129, r.a);
    SHOW("holder.b", u192, r.b);
    SHOW("apply", s129, bi_apply(local_sub, 10, (s129)1 << 120));
    SHOW("apply2", s129, bi_apply(bi_add, -1, -2));
    SHOW("global", s255, bi_global);
    SHOW("table", u192, bi_table[0] + bi_table[1] + bi_table[2]);
    printf("sizes %zu %zu %zu %zu\n", sizeof(struct holder), sizeof bi_table, sizeof(s255), sizeof(u521));
    return 0;
}
