// gcc's __atomic_* builtins: _n forms, generic forms (by pointer, also on a small struct),
// every fetch op in both orders, test_and_set/clear, fences, lock-free queries.
#include <stdio.h>

struct Pair { int a, b; };

int main(void) {
    int i = 5;
    printf("load_n %d\n", __atomic_load_n(&i, __ATOMIC_SEQ_CST));
    __atomic_store_n(&i, 9, __ATOMIC_RELEASE);
    printf("store_n %d\n", __atomic_load_n(&i, __ATOMIC_ACQUIRE));
    int old = __atomic_exchange_n(&i, 11, __ATOMIC_ACQ_REL);
    printf("exchange_n %d %d\n", old, i);

    int e = 11;
    _Bool ok = __atomic_compare_exchange_n(&i, &e, 12, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cmpxchg_n %d e=%d i=%d\n", ok, e, i);
    e = 3;
    ok = __atomic_compare_exchange_n(&i, &e, 13, 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
    printf("cmpxchg_n %d e=%d i=%d\n", ok, e, i);

    unsigned u = 0x0ff0;
    unsigned r;
    r = __atomic_fetch_add(&u, 1, __ATOMIC_RELAXED); printf("fetch_add %x %x\n", r, u);
    r = __atomic_fetch_sub(&u, 2, __ATOMIC_RELAXED); printf("fetch_sub %x %x\n", r, u);
    r = __atomic_fetch_and(&u, 0x0f0f, __ATOMIC_RELAXED); printf("fetch_and %x %x\n", r, u);
    r = __atomic_fetch_or(&u, 0xf000, __ATOMIC_RELAXED); printf("fetch_or %x %x\n", r, u);
    r = __atomic_fetch_xor(&u, 0xffff, __ATOMIC_RELAXED); printf("fetch_xor %x %x\n", r, u);
    r = __atomic_fetch_nand(&u, 0x00ff, __ATOMIC_RELAXED); printf("fetch_nand %x %x\n", r, u);
    r = __atomic_add_fetch(&u, 1, __ATOMIC_SEQ_CST); printf("add_fetch %x\n", r);
    r = __atomic_sub_fetch(&u, 2, __ATOMIC_SEQ_CST); printf("sub_fetch %x\n", r);
    r = __atomic_and_fetch(&u, 0xff00ff00u, __ATOMIC_SEQ_CST); printf("and_fetch %x\n", r);
    r = __atomic_or_fetch(&u, 0x11, __ATOMIC_SEQ_CST); printf("or_fetch %x\n", r);
    r = __atomic_xor_fetch(&u, 0x101, __ATOMIC_SEQ_CST); printf("xor_fetch %x\n", r);
    r = __atomic_nand_fetch(&u, 0xf0f0, __ATOMIC_SEQ_CST); printf("nand_fetch %x\n", r);

    signed char sc = 120;
    signed char sr = __atomic_add_fetch(&sc, 10, __ATOMIC_SEQ_CST);
    printf("char wrap %d %d\n", sr, sc);
    short sh = -5;
    short so = __atomic_fetch_sub(&sh, 10, __ATOMIC_SEQ_CST);
    printf("short %d %d\n", so, sh);
    long long ll = 1;
    long long lr = __atomic_fetch_add(&ll, 1LL << 50, __ATOMIC_SEQ_CST);
    printf("llong %lld %lld\n", lr, ll);

    int arr[4] = {1, 2, 3, 4};
    int *p = arr;
    int *pold = __atomic_fetch_add(&p, sizeof(int) * 2, __ATOMIC_SEQ_CST);   /* bytes, not elements */
    printf("ptr %d %d\n", *pold, *p);
    int *pn = __atomic_exchange_n(&p, &arr[3], __ATOMIC_SEQ_CST);
    printf("ptr xchg %d %d\n", *pn, *p);

    struct Pair a = {1, 2}, b = {0, 0}, c = {30, 40};
    __atomic_load(&a, &b, __ATOMIC_SEQ_CST);
    printf("load %d %d\n", b.a, b.b);
    __atomic_store(&a, &c, __ATOMIC_SEQ_CST);
    printf("store %d %d\n", a.a, a.b);
    struct Pair d = {5, 6}, got;
    __atomic_exchange(&a, &d, &got, __ATOMIC_SEQ_CST);
    printf("exchange %d %d now %d %d\n", got.a, got.b, a.a, a.b);
    struct Pair want = {5, 6}, repl = {7, 8};
    ok = __atomic_compare_exchange(&a, &want, &repl, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cmpxchg %d now %d %d\n", ok, a.a, a.b);
    ok = __atomic_compare_exchange(&a, &want, &repl, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cmpxchg %d want %d %d\n", ok, want.a, want.b);

    double dv = 2.5, dn = 4.0, dget;
    __atomic_exchange(&dv, &dn, &dget, __ATOMIC_SEQ_CST);
    printf("double %g %g\n", dget, dv);
    double de = 4.0, d8 = 8.0, dout;
    ok = __atomic_compare_exchange(&dv, &de, &d8, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    __atomic_load(&dv, &dout, __ATOMIC_SEQ_CST);
    printf("double cas %d %g\n", ok, dout);

    _Bool flag = 0;
    _Bool t1 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    _Bool t2 = __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST);
    __atomic_clear(&flag, __ATOMIC_RELEASE);
    _Bool t3 = __atomic_test_and_set(&flag, __ATOMIC_ACQUIRE);
    printf("test_and_set %d %d %d\n", t1, t2, t3);

    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    int order = __ATOMIC_ACQUIRE;   /* a non-constant order */
    printf("runtime order %d\n", __atomic_load_n(&i, order));
    printf("lock free %d %d %d %d\n", __atomic_always_lock_free(4, 0), __atomic_always_lock_free(8, 0),
           __atomic_always_lock_free(16, 0), __atomic_is_lock_free(sizeof(long), &ll));
    return 0;
}
