#include <stdio.h>
#define CAP 8
struct ring { int buf[CAP]; int head, tail, size; };
static int push(struct ring *r, int v) { if (r->size == CAP) return 0; r->buf[r->tail] = v; r->tail = (r->tail + 1) % CAP; r->size++; return 1; }
static int pop(struct ring *r, int *v) { if (!r->size) return 0; *v = r->buf[r->head]; r->head = (r->head + 1) % CAP; r->size--; return 1; }
int main(void) {
    struct ring r = {{0}, 0, 0, 0};
    int pushed = 0, popped = 0, v, sum = 0;
    for (int i = 0; i < 20; i++) { pushed += push(&r, i); if (i % 3 == 0 && pop(&r, &v)) { popped++; sum += v; } }
    while (pop(&r, &v)) { popped++; sum += v; }
    printf("%d %d %d\n", pushed, popped, sum);
    return 0;
}
