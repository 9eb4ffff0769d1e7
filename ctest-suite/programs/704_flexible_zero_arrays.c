#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* flexible array members and GNU zero-length arrays: sizeof, allocation, access, static initialization */
struct msg { int len; char text[]; };
struct vec { unsigned n; double v[0]; };
struct hdr { short kind; int data[]; };
static struct hdr h = { 1 };
int main(void) {
    struct msg *m = malloc(sizeof *m + 6);
    m->len = 5; memcpy(m->text, "hello", 6);
    struct vec *v = malloc(sizeof *v + 4 * sizeof(double));
    v->n = 4;
    for (unsigned i = 0; i < v->n; i++) v->v[i] = i * 1.5;
    double s = 0; for (unsigned i = 0; i < v->n; i++) s += v->v[i];
    printf("%zu %zu %zu %s %d %.2f %d\n", sizeof(struct msg), sizeof(struct vec), sizeof(struct hdr), m->text, m->len, s, h.kind);
    free(m); free(v);
    return 0;
}
