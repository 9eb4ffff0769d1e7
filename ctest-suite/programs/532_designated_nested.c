/* Nested designated initializers: member chains `.a.b[2].c`, ranges inside nested arrays,
   later designators overriding earlier ones, unions, and mixing positional elements. */
#include <stdio.h>

struct inner { int v[3]; char tag; };
struct outer { struct inner in[2]; union { int i; float f; } u; const char *name; };

static struct outer g = {
    .in[1].v[2] = 9, .in[0] = { .v = { [0 ... 2] = 4 }, .tag = 'x' },
    .u.f = 1.5f, .name = "outer", .in[1].tag = 'y', .in[1].v[0] = 7,
};

int main(void) {
    struct outer l = { .in = { [0 ... 1] = { .v = {1, 2, 3}, .tag = 'z' } }, .in[1].v[1] = 20, .u = { .i = 42 } };
    int grid[3][4] = { [0 ... 2][1 ... 2] = 5, [1][3] = 8, [2] = { 1 } };
    for (int i = 0; i < 2; i++) printf("%d %d %d %c | ", g.in[i].v[0], g.in[i].v[1], g.in[i].v[2], g.in[i].tag);
    printf("%g %s\n", g.u.f, g.name);
    for (int i = 0; i < 2; i++) printf("%d %d %d %c | ", l.in[i].v[0], l.in[i].v[1], l.in[i].v[2], l.in[i].tag);
    printf("%d %s\n", l.u.i, l.name ? l.name : "(null)");
    for (int i = 0; i < 3; i++) { for (int j = 0; j < 4; j++) printf("%d", grid[i][j]); printf(" "); }
    printf("\n");
    return 0;
}
