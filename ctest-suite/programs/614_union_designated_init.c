/* Union initializers: a positional initializer sets the first member; with several designators
   the last one wins (the others are overwritten, the rest of the union is zero); designators
   into nested unions and anonymous unions; static and automatic objects alike. */
#include <stdio.h>

union N { char c; int i; double d; unsigned char raw[8]; };
struct S {
    int kind;
    union { short sh; long lg; };      /* anonymous union */
    union N n;
};

static union N g1 = { 'A' };
static union N g2 = { .d = 1.5, .i = 7 };
static union N g3 = { .i = -1, .c = 2 };
static struct S gs = { .kind = 1, .sh = 5, .lg = 6, .n.d = 2.0, .n.raw[1] = 9 };
static struct S garr[2] = { [0].n.i = 3, [0].n.c = 4, [1] = { 2, .sh = -1 } };

static void bytes(const char *name, const union N *u) {
    printf("%-5s", name);
    for (int k = 0; k < 8; k++) printf("%02x", u->raw[k]);
    printf("\n");
}

int main(void) {
    bytes("g1", &g1); bytes("g2", &g2); bytes("g3", &g3);
    printf("gs: %d %ld ", gs.kind, gs.lg); bytes("gs.n", &gs.n);
    printf("garr0 %d ", garr[0].kind); bytes("n", &garr[0].n);
    printf("garr1 %d %ld ", garr[1].kind, garr[1].lg); bytes("n", &garr[1].n);

    int k = 3;
    union N l1 = { .d = 1.5, .i = k + 4 };
    union N l2 = { .i = -k + 2, .c = (char)(k - 1) };
    struct S ls = { .kind = k, .sh = 5, .lg = k * 2, .n.d = 2.0, .n.raw[1] = (unsigned char)(k * 3) };
    bytes("l1", &l1); bytes("l2", &l2);
    printf("ls: %d %ld ", ls.kind, ls.lg); bytes("ls.n", &ls.n);
    return 0;
}
