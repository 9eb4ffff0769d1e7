// 16-byte integer atomics: _Atomic __int128 and the __atomic_* builtins on (unsigned) __int128
// with values wider than 64 bits, all through libatomic's __atomic_*_16 (as gcc without -mcx16;
// gcc has no 16-byte __sync_* there), stdatomic.h, and four threads adding to one counter.
// ARGS: -latomic -pthread
#include <stdio.h>
#include <pthread.h>
#include <stdatomic.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

static void put(const char *name, u128 v) {
    printf("%-10s %016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

static _Atomic i128 counter;
static _Atomic(u128) shared_bits = ((u128)0xf0f0 << 64) | 0x0f0f;

static void *worker(void *arg) {
    i128 step = (i128)(long)arg << 64;
    for (int i = 0; i < 10000; i++) counter += step;
    return 0;
}

int main(void) {
    _Atomic i128 a = (i128)1 << 100;
    a += 5;
    put("add", a);
    a -= (i128)1 << 99;
    put("sub", a);
    a *= 3;
    put("mul", a);
    a <<= 4;
    put("shl", a);
    a |= (i128)0xff << 70;
    a &= ~(i128)0xf;
    a ^= 1;
    put("bits", a);
    i128 pre = ++a, post = a--;
    put("pre", pre);
    put("post", post);
    put("now", a);
    printf("align %zu lockfree %d\n", _Alignof(_Atomic i128), (int)__atomic_always_lock_free(16, 0));

    u128 x = ((u128)1 << 64) + 7;
    put("load_n", __atomic_load_n(&x, __ATOMIC_ACQUIRE));
    __atomic_store_n(&x, ~(u128)0 >> 1, __ATOMIC_RELEASE);
    put("store_n", x);
    put("fetch_add", __atomic_fetch_add(&x, 1, __ATOMIC_SEQ_CST));
    put("after", x);
    put("add_fetch", __atomic_add_fetch(&x, (u128)1 << 127, __ATOMIC_SEQ_CST));
    put("fetch_and", __atomic_fetch_and(&x, (u128)0xffff << 60, __ATOMIC_SEQ_CST));
    put("or_fetch", __atomic_or_fetch(&x, 3, __ATOMIC_SEQ_CST));
    put("xor_fetch", __atomic_xor_fetch(&x, (u128)1 << 100, __ATOMIC_SEQ_CST));
    put("nand", __atomic_nand_fetch(&x, ~(u128)0, __ATOMIC_SEQ_CST));
    put("exchange", __atomic_exchange_n(&x, (u128)42 << 80, __ATOMIC_SEQ_CST));
    u128 expect = 1;
    int ok = __atomic_compare_exchange_n(&x, &expect, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas %d\n", ok);
    put("expected", expect);
    ok = __atomic_compare_exchange_n(&x, &expect, 9, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    printf("cas %d\n", ok);
    put("x", x);
    put("stdatomic", atomic_fetch_sub(&shared_bits, 1));
    put("shared", atomic_load(&shared_bits));

    pthread_t t[4];
    for (long i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, (void *)(i + 1));
    for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
    put("threads", counter);
    return 0;
}
