#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef struct { char name[16]; int score; } player;
static int cmp(const void *a, const void *b) { const player *x = a, *y = b; return y->score - x->score; }
int main(void) {
    const char *names[] = {"ana", "ben", "cai", "dee", "eve"};
    player ps[5];
    unsigned seed = 7;
    for (int i = 0; i < 5; i++) {
        strcpy(ps[i].name, names[i]);
        seed = seed * 1664525u + 1013904223u;
        ps[i].score = (int)(seed >> 24);
    }
    qsort(ps, 5, sizeof *ps, cmp);
    for (int i = 0; i < 5; i++) printf("%d. %-4s %3d\n", i + 1, ps[i].name, ps[i].score);
    int best = ps[0].score, total = 0;
    for (int i = 0; i < 5; i++) total += ps[i].score;
    printf("best=%d avg=%.1f\n", best, total / 5.0);
    return 0;
}
