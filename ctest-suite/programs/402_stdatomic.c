// <stdatomic.h>: atomic_* typedefs, atomic_init/load/store/exchange/compare_exchange,
// atomic_fetch_*, explicit memory orders, fences, atomic_flag, lock-free queries.
#include <stdatomic.h>
#include <stdio.h>

static atomic_int counter = ATOMIC_VAR_INIT(3);
static atomic_flag lock = ATOMIC_FLAG_INIT;

static int next_ticket(void) { return atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed); }

int main(void) {
    atomic_long l;
    atomic_init(&l, 40L);
    printf("init %ld\n", atomic_load(&l));
    atomic_store(&l, 41L);
    printf("store %ld\n", atomic_load_explicit(&l, memory_order_acquire));
    atomic_store_explicit(&l, 42L, memory_order_release);
    long prev = atomic_exchange(&l, 50L);
    printf("exchange %ld -> %ld\n", prev, atomic_load(&l));
    prev = atomic_exchange_explicit(&l, 60L, memory_order_acq_rel);
    printf("exchange %ld -> %ld\n", prev, atomic_load(&l));

    long expected = 60;
    _Bool ok = atomic_compare_exchange_strong(&l, &expected, 70L);
    printf("cas %d expected %ld value %ld\n", ok, expected, atomic_load(&l));
    expected = 1;
    ok = atomic_compare_exchange_strong(&l, &expected, 80L);
    printf("cas %d expected %ld value %ld\n", ok, expected, atomic_load(&l));
    int spins = 0;
    expected = atomic_load(&l);
    while (!atomic_compare_exchange_weak_explicit(&l, &expected, expected * 2, memory_order_seq_cst, memory_order_relaxed)) spins++;
    printf("weak cas value %ld (spins < 100: %d)\n", atomic_load(&l), spins < 100);

    for (int i = 0; i < 5; i++) {
        int t = next_ticket();
        printf("ticket %d\n", t);
    }
    printf("counter %d\n", atomic_load(&counter));

    atomic_uint bits = 0xF0;
    unsigned b0 = atomic_fetch_or(&bits, 0x0F);
    unsigned b1 = atomic_fetch_and(&bits, 0x3C);
    unsigned b2 = atomic_fetch_xor(&bits, 0xFF);
    unsigned b3 = atomic_fetch_sub(&bits, 3);
    printf("bits %x %x %x %x -> %x\n", b0, b1, b2, b3, atomic_load(&bits));
    unsigned b4 = atomic_fetch_sub_explicit(&bits, 1, memory_order_release);
    unsigned b5 = atomic_fetch_or_explicit(&bits, 0x100, memory_order_acquire);
    unsigned b6 = atomic_fetch_and_explicit(&bits, 0x1F0, memory_order_relaxed);
    unsigned b7 = atomic_fetch_xor_explicit(&bits, 1, memory_order_consume);
    printf("bits %x %x %x %x -> %x\n", b4, b5, b6, b7, atomic_load(&bits));

    atomic_char ch = 'a';
    ch += 2;
    atomic_ullong big = 1;
    for (int i = 0; i < 63; i++) big += big;
    atomic_size_t sz = sizeof(long);
    atomic_bool flag = 1;
    printf("char %c big %llu size %zu bool %d\n", atomic_load(&ch), atomic_load(&big), atomic_load(&sz), atomic_load(&flag));

    _Bool was = atomic_flag_test_and_set(&lock);
    _Bool now = atomic_flag_test_and_set_explicit(&lock, memory_order_acquire);
    printf("flag %d %d\n", was, now);
    atomic_flag_clear_explicit(&lock, memory_order_release);
    was = atomic_flag_test_and_set(&lock);
    printf("flag after clear %d\n", was);
    atomic_flag_clear(&lock);

    atomic_thread_fence(memory_order_seq_cst);
    atomic_thread_fence(memory_order_acquire);
    atomic_signal_fence(memory_order_release);
    printf("lock free: int %d ptr %d long %d obj %d\n", ATOMIC_INT_LOCK_FREE, ATOMIC_POINTER_LOCK_FREE, ATOMIC_LLONG_LOCK_FREE,
           (int)atomic_is_lock_free(&l));
    int k = kill_dependency(5);
    printf("kill_dependency %d\n", k);
    return 0;
}
