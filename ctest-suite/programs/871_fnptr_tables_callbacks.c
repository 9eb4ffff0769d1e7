/* Address-taken functions in every shape the lowering handles (-emit-scf keeps them func.func and
   takes their address with func.constant): tables of function pointers (global, static const,
   local, inside structs), callbacks handed to libc (qsort, bsearch), recursion through a pointer,
   addresses of external functions, pointer equality, functions returning function pointers, and
   address-taken functions with loops (scf.for with index block arguments once lowered). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { int r = 0; for (int i = 0; i < b; i++) r += a; return r; }
int power(int a, int b) { int r = 1; while (b-- > 0) r *= a; return r; }

binop table[] = { add, sub, mul, power };                 /* global table, external linkage */
static const struct { const char *name; binop fn; } named[] = {
    { "add", add }, { "sub", sub }, { "mul", mul }, { "pow", power },
};
static binop *indirect = &table[2];                       /* pointer into a table */

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_desc(const void *a, const void *b) { return cmp_int(b, a); }

/* recursive, and only ever called through a pointer */
static long fib_ptr(long n, void *self) {
    long (*f)(long, void *) = (long (*)(long, void *))self;
    long s = 0;
    for (long i = n; i >= 2; i -= 2) s += 0;             /* a loop in an address-taken function */
    return n < 2 ? n + s : f(n - 1, self) + f(n - 2, self);
}

struct Pt { int x, y; };
static struct Pt swap_pt(struct Pt p) { struct Pt r = { p.y, p.x }; return r; }
struct Big { long a, b, c, d; };
static struct Big scale(struct Big b, long k) { b.a *= k; b.b *= k; b.c *= k; b.d *= k; return b; }

static binop pick(char c) {
    switch (c) { case '+': return add; case '-': return sub; case '*': return &mul; default: return power; }
}

typedef void (*visit_fn)(int, void *);
static void each(const int *v, int n, visit_fn f, void *ctx) { for (int i = 0; i < n; i++) f(v[i], ctx); }
static void acc(int x, void *ctx) { *(long *)ctx = *(long *)ctx * 31 + x; }

int main(void) {
    for (int i = 0; i < 4; i++) printf("%s(7,3)=%d table=%d\n", named[i].name, named[i].fn(7, 3), table[i](7, 3));
    printf("indirect=%d\n", (*indirect)(6, 4));
    printf("pick: %d %d %d %d\n", pick('+')(2, 5), pick('-')(2, 5), pick('*')(2, 5), pick('^')(2, 5));
    printf("eq: %d %d %d\n", pick('+') == add, table[1] == named[1].fn, (binop)power == pick('?'));

    int v[] = { 5, -2, 9, 0, 3, 3, -7, 12 };
    qsort(v, 8, sizeof v[0], cmp_int);
    for (int i = 0; i < 8; i++) printf("%d ", v[i]);
    int key = 9;
    int *hit = bsearch(&key, v, 8, sizeof v[0], cmp_int);
    printf("| found 9 at %d\n", hit ? (int)(hit - v) : -1);
    qsort(v, 8, sizeof v[0], cmp_desc);
    for (int i = 0; i < 8; i++) printf("%d ", v[i]);
    printf("\n");

    const char *words[] = { "pear", "apple", "fig", "kiwi" };
    int (*scmp)(const char *, const char *) = strcmp;    /* address of an external function */
    size_t (*len)(const char *) = &strlen;
    printf("strcmp via ptr: %d, strlen via ptr: %zu\n", scmp(words[1], words[0]) < 0, len(words[0]));

    void *self = (void *)fib_ptr;
    printf("fib(15) through a pointer: %ld\n", ((long (*)(long, void *))self)(15, self));

    struct Pt (*sp)(struct Pt) = swap_pt;
    struct Pt p = sp((struct Pt){ 1, 2 });
    struct Big (*bp)(struct Big, long) = scale;
    struct Big b = bp((struct Big){ 1, 2, 3, 4 }, 10);
    printf("pt=%d,%d big=%ld,%ld,%ld,%ld\n", p.x, p.y, b.a, b.b, b.c, b.d);

    long h = 0;
    each(v, 8, acc, &h);
    binop local[2] = { mul, add };
    printf("hash=%ld local=%d\n", h, local[0](local[1](1, 2), 4));
    return 0;
}
