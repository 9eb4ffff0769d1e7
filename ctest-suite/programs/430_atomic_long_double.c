// _Atomic long double: 16-byte atomic accesses through libatomic (__atomic_load_16/store_16 and a
// __atomic_compare_exchange_16 loop for += ++ *=), the generic builtins on long double, and two
// threads adding concurrently (the total is exact only if every update is atomic).
// ARGS: -latomic -pthread
#include <stdio.h>
#include <pthread.h>
#include <stdatomic.h>

static _Atomic long double total = 0.0L;
static _Atomic long double scaled = 0.1L;

static void *adder(void *arg) {
    long double step = *(long double *)arg;
    for (int i = 0; i < 20000; i++) total += step;
    return 0;
}

int main(void) {
    _Atomic long double x = 1.5L;
    x += 0.25L;
    printf("add %.21Lg\n", (long double)x);
    x++;
    ++x;
    x--;
    printf("inc %.21Lg\n", (long double)x);
    x *= 3;
    x /= 7;
    printf("muldiv %.21Lg\n", (long double)x);
    long double post = x++;
    printf("post %.21Lg now %.21Lg\n", post, (long double)x);
    scaled *= 10;
    printf("scaled %.21Lg\n", (long double)scaled);
    printf("align %zu size %zu lockfree %d\n", _Alignof(_Atomic long double), sizeof(_Atomic long double),
           (int)__atomic_always_lock_free(sizeof(long double), 0));

    long double a = 2.5L, b;
    __atomic_store(&x, &a, __ATOMIC_RELEASE);
    __atomic_load(&x, &b, __ATOMIC_ACQUIRE);
    printf("store/load %.21Lg\n", b);
    long double n = -4.0L, old;
    __atomic_exchange(&x, &n, &old, __ATOMIC_SEQ_CST);
    printf("exchange old %.21Lg new %.21Lg\n", old, (long double)x);
    long double expect = 1.0L, desired = 8.0L;
    int ok = __atomic_compare_exchange(&x, &expect, &desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas fail %d expected now %.21Lg\n", ok, expect);
    ok = __atomic_compare_exchange(&x, &expect, &desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas ok %d value %.21Lg\n", ok, (long double)x);
    atomic_store(&x, 0.3L);
    long double loaded = atomic_load(&x);
    long double swapped = atomic_exchange(&x, 1.0L);
    printf("stdatomic %.21Lg %.21Lg %.21Lg\n", loaded, swapped, (long double)x);

    pthread_t t1, t2;
    long double s1 = 0.5L, s2 = 0.25L;
    pthread_create(&t1, 0, adder, &s1);
    pthread_create(&t2, 0, adder, &s2);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    printf("threads %.21Lg\n", (long double)total);
    return 0;
}
