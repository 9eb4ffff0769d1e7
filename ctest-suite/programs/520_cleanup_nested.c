/* cleanup(fn) on several variables in nested blocks, in loops with break/continue, with an
   early return carrying a struct, and in a statement expression. */
#include <stdio.h>

struct res { int id; };
static int log_pos;
static char log_buf[64];
static void rel(struct res *r) { log_buf[log_pos++] = '0' + r->id; }
static void reli(int *p) { log_buf[log_pos++] = 'a' + *p; }

static struct res make(int n) {
    struct res a __attribute__((cleanup(rel))) = {1};
    struct res b __attribute__((cleanup(rel))) = {2};
    if (n > 0) {
        struct res c __attribute__((cleanup(rel))) = {3};
        return c;
    }
    return b;
}

static int loops(void) {
    int total = 0;
    for (int i = 0; i < 4; i++) {
        int k __attribute__((cleanup(reli))) = i;
        if (i == 1) continue;
        {
            int inner __attribute__((cleanup(reli))) = 10 + i;
            if (i == 3) break;
            total += inner;
        }
    }
    int w = 0;
    while (1) {
        int z __attribute__((cleanup(reli))) = 20;
        if (++w == 2) break;
    }
    return total;
}

int main(void) {
    struct res r = make(1);
    log_buf[log_pos++] = '|';
    struct res s = make(0);
    log_buf[log_pos++] = '|';
    int t = loops();
    log_buf[log_pos++] = '|';
    int v = ({ int q __attribute__((cleanup(reli))) = 5; q * 2; });
    log_buf[log_pos] = 0;
    printf("%d %d %d %d %s\n", r.id, s.id, t, v, log_buf);
    return 0;
}
