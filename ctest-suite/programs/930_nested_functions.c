// GNU nested functions: locals and parameters of the enclosing functions reached through the static
// chain (to depth 3), writes visible both ways, recursion, sibling calls, auto forward declarations,
// struct returns (sret), variadic nested functions, static locals, and addresses that escape
// (trampolines) through qsort, stored pointers and arguments.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct big { long a, b, c, d; };

static int apply(int (*f)(int), int x) { return f(x); }

static int counter(int start, int n) {
    int count = start;
    int bump(int by) { count += by; return count; }      /* writes the parent's local */
    for (int i = 0; i < n; i++) bump(i);
    count *= 2;                                           /* the nested function sees this */
    return bump(0) + apply(bump, 100);
}

static long fact_sum(int n) {
    long calls = 0;
    long fact(int k) { calls++; return k <= 1 ? 1 : k * fact(k - 1); }   /* recursion */
    long total = 0;
    for (int i = 1; i <= n; i++) total += fact(i);
    return total * 1000 + calls;
}

static int forward(int x) {
    auto int even(int);                                   /* mutual recursion via forward declaration */
    int odd(int k) { return k == 0 ? 0 : even(k - 1); }
    int even(int k) { return k == 0 ? 1 : odd(k - 1); }
    return even(x) * 10 + odd(x);
}

static int depth3(int a) {
    int b = a * 2;
    int mid(int c) {
        int m = c + 1;
        int inner(int d) { b += d; m += d; return a + b + c + m + d; }   /* three frames */
        int r = inner(1) + inner(2);
        return r * 100 + m;
    }
    int r = mid(5);
    return r + b * 100000;
}

static struct big make(int base) {
    struct big make_one(long k) { struct big s = { base + k, base * k, base - k, k }; return s; }
    struct big x = make_one(3), y = make_one(4);
    x.a += y.a; x.b += y.b; x.c += y.c; x.d += y.d;
    return x;
}

static double vsum(int scale) {
    double sum(int n, ...) {
        va_list ap;
        double t = 0;
        va_start(ap, n);
        for (int i = 0; i < n; i++) t += va_arg(ap, double) * scale;
        va_end(ap);
        return t;
    }
    return sum(3, 1.5, 2.25, 4.0);
}

static int statics(void) {
    int tick(void) { static int calls; return ++calls; }
    tick(); tick();
    return tick();
}

static void sort_desc(int *v, int n, int *compares) {
    int cmp(const void *x, const void *y) {               /* escapes to qsort: a trampoline */
        ++*compares;
        return *(const int *)y - *(const int *)x;
    }
    qsort(v, n, sizeof *v, cmp);
}

static int vla(int n) {
    int a[n];
    int fill(int k) { for (int i = 0; i < n; i++) a[i] = i * k; return a[n - 1]; }
    int last = fill(3);
    return last + a[1] + (int)sizeof(a);
}

typedef int (*op_t)(int);

static int stored(int base) {
    op_t ops[2];
    int plus(int x) { return x + base; }
    int times(int x) { return x * base; }
    ops[0] = plus;
    ops[1] = &times;
    base++;                                                /* read at call time, through the chain */
    return ops[0](10) * 1000 + ops[1](10);
}

int main(void) {
    printf("counter %d\n", counter(1, 5));
    printf("fact_sum %ld\n", fact_sum(6));
    printf("forward %d %d\n", forward(7), forward(10));
    printf("depth3 %d\n", depth3(3));
    struct big b = make(7);
    printf("make %ld %ld %ld %ld\n", b.a, b.b, b.c, b.d);
    printf("vsum %.2f\n", vsum(2));
    printf("statics %d\n", statics());
    int v[] = { 5, 1, 9, 3, 7, 2 }, compares = 0;
    sort_desc(v, 6, &compares);
    printf("sorted %d %d %d %d %d %d compared %s\n", v[0], v[1], v[2], v[3], v[4], v[5], compares > 0 ? "yes" : "no");
    printf("vla %d\n", vla(5));
    printf("stored %d\n", stored(4));
    return 0;
}
