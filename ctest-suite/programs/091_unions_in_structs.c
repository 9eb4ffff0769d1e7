#include <stdio.h>
enum kind { INT, DBL, STR };
struct value { enum kind k; union { long i; double d; const char *s; } u; };
static void print(struct value v) {
    switch (v.k) { case INT: printf("int %ld\n", v.u.i); break; case DBL: printf("dbl %g\n", v.u.d); break; case STR: printf("str %s\n", v.u.s); break; }
}
int main(void) {
    struct value vs[3];
    vs[0].k = INT; vs[0].u.i = -42;
    vs[1].k = DBL; vs[1].u.d = 2.75;
    vs[2].k = STR; vs[2].u.s = "text";
    for (int i = 0; i < 3; i++) print(vs[i]);
    printf("%zu %zu\n", sizeof(struct value), sizeof vs[0].u);
    union { struct { short lo, hi; } parts; int whole; } w;
    w.whole = 0x00020001;
    printf("%d %d\n", w.parts.lo, w.parts.hi);
    return 0;
}
