#include "ring.h"
void ring_push(ring *r, int v) {
    r->buf[(r->head + r->len) % RING_CAP(r)] = v;
    if (r->len < RING_CAP(r)) r->len++; else r->head = (r->head + 1) % RING_CAP(r);
}
int ring_sum(const ring *r) {
    int s = 0;
    for (unsigned i = 0; i < r->len; i++) s += r->buf[(r->head + i) % RING_CAP(r)];
    return s;
}
