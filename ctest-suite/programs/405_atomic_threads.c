// Atomics under real concurrency: four threads increment an atomic counter, a spin lock made
// of atomic_flag guards a plain counter, and a compare-and-exchange loop keeps a maximum.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 20000

static atomic_long hits;
static _Atomic int max_seen;
static atomic_flag spin = ATOMIC_FLAG_INIT;
static long guarded;
static _Atomic unsigned long xor_all;

static void *work(void *arg) {
    long id = (long)arg;
    for (int i = 0; i < ITERS; i++) {
        hits++;
        while (atomic_flag_test_and_set_explicit(&spin, memory_order_acquire)) { }
        guarded += 2;
        atomic_flag_clear_explicit(&spin, memory_order_release);
        int candidate = (int)(id * ITERS + i);
        int cur = atomic_load(&max_seen);
        while (candidate > cur && !atomic_compare_exchange_weak(&max_seen, &cur, candidate)) { }
        xor_all ^= (unsigned long)(i + 1) << (id * 16);
    }
    return 0;
}

int main(void) {
    pthread_t t[THREADS];
    for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, work, (void *)i);
    for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
    printf("hits %ld\n", atomic_load(&hits));
    printf("guarded %ld\n", guarded);
    printf("max %d\n", max_seen);
    printf("xor %lx\n", (unsigned long)xor_all);
    return 0;
}
