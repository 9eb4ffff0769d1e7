#include <stdio.h>
#include <stdlib.h>
struct vec { int *data; size_t len, cap; };
static void push(struct vec *v, int x) {
    if (v->len == v->cap) { v->cap = v->cap ? v->cap * 2 : 4; v->data = realloc(v->data, v->cap * sizeof *v->data); }
    v->data[v->len++] = x;
}
int main(void) {
    struct vec v = {0};
    for (int i = 0; i < 1000; i++) push(&v, i * 7 % 13);
    long s = 0;
    for (size_t i = 0; i < v.len; i++) s += v.data[i];
    printf("%zu %zu %ld\n", v.len, v.cap, s);
    free(v.data);
    int *z = calloc(10, sizeof(int));
    int nz = 0; for (int i = 0; i < 10; i++) nz += z[i] != 0;
    printf("%d\n", nz);
    free(z);
    return 0;
}
