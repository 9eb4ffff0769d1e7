/* Constant initializers of records with bit-fields: values truncated to the field width, _Bool
   fields store 1 for any non-zero value, designated and positional members, nested records and
   arrays, unions whose last designator wins, packed records; then the same as local (runtime)
   initializers. The bytes of each static object are printed. */
#include <stdio.h>

struct A { unsigned a : 3; _Bool b : 1; signed c : 6; unsigned long long d : 33; char e; };
union U { unsigned x : 7; int y; struct A a; };
struct __attribute__((packed)) P { char c; unsigned v : 13; _Bool f : 1; long long w : 40; };
struct N { struct A inner[2]; union U u; unsigned tail : 2; };

static struct A ga = { 9, 2, -33, 0x1ffffffffULL, 'e' };
static struct A gb = { .e = 'z', .b = -1, .c = 31 };
static union U gu1 = { 0x1ff };                 /* first member: 7 bits */
static union U gu2 = { .x = 3, .y = -2 };       /* the last designator wins */
static struct P gp = { 'p', 0x2fff, 4, -1 };
static struct N gn = { { { 1, 1, 1, 1, '1' }, [1].d = 77 }, .u.a.c = -3, .tail = 7 };
static struct A garr[] = { [2] = { .a = 6 }, { 1 } };

static void dump(const char *n, const void *p, size_t len) {
    const unsigned char *c = p;
    printf("%-5s", n);
    for (size_t i = 0; i < len; i++) printf("%02x", c[i]);
    printf("\n");
}

static void show(const char *n, struct A a) {
    printf("%s: %u %d %d %llx %c\n", n, a.a, a.b, a.c, (unsigned long long)a.d, a.e ? a.e : '.');
}

int main(void) {
    dump("ga", &ga, sizeof ga); show("ga", ga);
    dump("gb", &gb, sizeof gb); show("gb", gb);
    dump("gu1", &gu1, sizeof gu1);
    dump("gu2", &gu2, sizeof gu2);
    dump("gp", &gp, sizeof gp);
    printf("gp: %u %d %lld\n", gp.v, gp.f, (long long)gp.w);
    dump("gn", &gn, sizeof gn);
    show("gn0", gn.inner[0]); show("gn1", gn.inner[1]);
    printf("gn.u.a.c %d tail %u\n", gn.u.a.c, gn.tail);
    printf("garr %zu: %u %u\n", sizeof garr / sizeof garr[0], garr[2].a, garr[3].a);

    /* the same initializers at run time */
    int k = 2;
    struct A la = { 9 + k - 2, k, -33, 0x1ffffffffULL, 'e' };
    struct A lb = { .e = 'z', .b = -k, .c = 31 };
    union U lu = { .x = 3, .y = -k };
    struct P lp = { 'p', 0x2fff, k + 2, -1 };
    show("la", la); show("lb", lb);
    printf("lu.y %d lp: %u %d %lld\n", lu.y, lp.v, lp.f, (long long)lp.w);
    return 0;
}
