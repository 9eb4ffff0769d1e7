// The generic __atomic builtins on whole objects of 1, 2, 4 and 8 bytes (structs, float, pointers)
// and atomic loads/stores/exchanges of pointers.
#include <stdio.h>

struct B1 { char c; };
struct B2 { char a, b; };
struct B4 { short x, y; };
struct B8 { float f; int i; };

int main(void) {
    struct B1 b1 = {'x'}, n1 = {'y'}, o1;
    __atomic_exchange(&b1, &n1, &o1, __ATOMIC_SEQ_CST);
    printf("b1 %c %c\n", o1.c, b1.c);
    struct B2 b2 = {1, 2}, w2 = {1, 2}, d2 = {3, 4};
    int ok = __atomic_compare_exchange(&b2, &w2, &d2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("b2 %d %d %d\n", ok, b2.a, b2.b);
    struct B4 b4 = {-1, 7}, r4;
    __atomic_load(&b4, &r4, __ATOMIC_ACQUIRE);
    printf("b4 %d %d\n", r4.x, r4.y);
    struct B8 b8, s8 = {2.5f, 42};
    __atomic_store(&b8, &s8, __ATOMIC_RELEASE);
    printf("b8 %.1f %d\n", b8.f, b8.i);
    float f = 1.5f, nf = 3.25f, of;
    __atomic_exchange(&f, &nf, &of, __ATOMIC_SEQ_CST);
    printf("float %.2f %.2f\n", of, f);
    int x = 1, y = 2;
    int *p = &x;
    int *old = __atomic_exchange_n(&p, &y, __ATOMIC_SEQ_CST);
    printf("ptr %d %d\n", *old, *__atomic_load_n(&p, __ATOMIC_SEQ_CST));
    int *expect = &y;
    ok = __atomic_compare_exchange_n(&p, &expect, &x, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("ptr cas %d %d\n", ok, *p);
    __atomic_store_n(&p, (int *)0, __ATOMIC_SEQ_CST);
    printf("null %d\n", p == 0);
    return 0;
}
