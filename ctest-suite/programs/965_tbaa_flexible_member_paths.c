/* TBAA tags (-O2) of member accesses through structs that contain a struct with a flexible array
 * member (GNU: such a struct as a member, directly or inside a union). clang treats the outer
 * struct as no base type (its member accesses get scalar tags); jcirc described it as a struct
 * whose member f was "char" and tagged o->f.n with the path (O, int, 4), which LLVM's verifier
 * rejects ("Did not see access type in access path") and which, unlike pf->n's scalar tag, would
 * say "no alias" for the same int. */
#include <stdio.h>

struct F { int n; int data[]; };
struct O { int k; struct F f; };
union UF { int x; struct F f; };
struct W { int z; union UF u; };

__attribute__((noinline)) int through_outer(struct O *o, struct F *pf) {
    o->f.n = 1;
    pf->n = 2;          /* the same int */
    o->k = 3;
    return o->f.n;      /* 2 */
}

__attribute__((noinline)) int through_union(struct W *w, struct F *pf) {
    w->u.f.n = 5;
    pf->n = 6;
    w->z = 7;
    return w->u.f.n + w->z;   /* 13 */
}

int main(void) {
    static struct O o;
    static struct W w;
    int a = through_outer(&o, &o.f);
    int b = through_union(&w, &w.u.f);
    printf("%d %d %d %d\n", a, o.k, b, w.u.x);
    return 0;
}
