// The legacy __sync_* builtins (full barriers): fetch_and_op, op_and_fetch, compare and swap,
// lock_test_and_set / lock_release, synchronize.
#include <stdio.h>

static long shared = 100;

int main(void) {
    int v = 10;
    int r;
    r = __sync_fetch_and_add(&v, 5); printf("fetch_and_add %d %d\n", r, v);
    r = __sync_fetch_and_sub(&v, 3); printf("fetch_and_sub %d %d\n", r, v);
    r = __sync_fetch_and_or(&v, 0x40); printf("fetch_and_or %d %d\n", r, v);
    r = __sync_fetch_and_and(&v, 0x4c); printf("fetch_and_and %d %d\n", r, v);
    r = __sync_fetch_and_xor(&v, 0xff); printf("fetch_and_xor %d %d\n", r, v);
    r = __sync_fetch_and_nand(&v, 0x0f); printf("fetch_and_nand %d %d\n", r, v);
    r = __sync_add_and_fetch(&v, 7); printf("add_and_fetch %d\n", r);
    r = __sync_sub_and_fetch(&v, 9); printf("sub_and_fetch %d\n", r);
    r = __sync_or_and_fetch(&v, 0x300); printf("or_and_fetch %d\n", r);
    r = __sync_and_and_fetch(&v, 0x3f0); printf("and_and_fetch %d\n", r);
    r = __sync_xor_and_fetch(&v, 0x55); printf("xor_and_fetch %d\n", r);
    r = __sync_nand_and_fetch(&v, 0x77); printf("nand_and_fetch %d\n", r);

    long old = __sync_val_compare_and_swap(&shared, 100L, 200L);
    printf("val_cas %ld %ld\n", old, shared);
    old = __sync_val_compare_and_swap(&shared, 100L, 300L);
    printf("val_cas %ld %ld\n", old, shared);
    int ok = __sync_bool_compare_and_swap(&shared, 200L, 250L);
    printf("bool_cas %d %ld\n", ok, shared);
    ok = __sync_bool_compare_and_swap(&shared, 200L, 275L);
    printf("bool_cas %d %ld\n", ok, shared);

    unsigned char lock = 0;
    unsigned char was = __sync_lock_test_and_set(&lock, 1);
    unsigned char again = __sync_lock_test_and_set(&lock, 1);
    printf("lock %d %d\n", was, again);
    __sync_lock_release(&lock);
    printf("released %d\n", lock);

    unsigned long long big = 0xffffffffull;
    unsigned long long bo = __sync_fetch_and_add(&big, 1);
    printf("u64 %llx %llx\n", bo, big);
    unsigned short us = 0;
    unsigned short uo = __sync_sub_and_fetch(&us, 1);
    printf("u16 %u\n", uo);
    __sync_synchronize();
    printf("done\n");
    return 0;
}
