#include <stdio.h>
#include <string.h>
/* struct assignment and copies of structs holding arrays, nested structs, returned and passed by value */
struct inner { char name[12]; short v[3]; };
struct outer { int id; struct inner in[2]; double w; };
static struct outer make(int id) {
    struct outer o = { id, { { "a", { 1, 2, 3 } }, { "b", { 4, 5, 6 } } }, id * 0.5 };
    return o;
}
static int total(struct outer o) { int s = 0; for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) s += o.in[i].v[j]; return s + o.id; }
int main(void) {
    struct outer a = make(7), b;
    b = a;
    b.in[1].v[2] = 60;
    strcpy(b.in[0].name, "changed");
    struct inner x = b.in[1];
    printf("%d %d %s %s %d %.1f %d\n", total(a), total(b), a.in[0].name, b.in[0].name, x.v[2], b.w, a.in[1].v[2]);
    return 0;
}
