// MLIR-TRANSLATE-DEVIATION: memory operands of inline asm need operand_attrs elementtype, which mlir-translate-19 misplaces (it crashes)
/* Memory operands on array elements and struct fields ("m", "+m", "=m"), an offsettable "o"
   operand, a pointer passed in a register and dereferenced in the template, and a loop in asm. */
#include <stdio.h>

struct acc { int count; long sum; };

static void bump(struct acc *a, int v) {
    asm("incl %0\n\taddq %2, %1" : "+m"(a->count), "+m"(a->sum) : "r"((long)v) : "cc");
}

static int load_third(const int *arr) { int r; asm("movl %1, %0" : "=r"(r) : "m"(arr[2])); return r; }
static void store_at(int *arr, int i, int v) { asm("movl %1, %0" : "=m"(arr[i]) : "r"(v)); }
static int offs(const int *p) { int r; asm("movl %1, %0" : "=r"(r) : "o"(p[1])); return r; }
static long sum_loop(const long *p, long n) {
    long s = 0;
    asm("1:\n\taddq (%1), %0\n\taddq $8, %1\n\tdecq %2\n\tjnz 1b" : "+r"(s), "+r"(p), "+r"(n) : : "cc", "memory");
    return s;
}

int main(void) {
    struct acc a = {0, 0};
    for (int i = 1; i <= 5; i++) bump(&a, i * 10);
    int arr[5] = {10, 20, 30, 40, 50};
    store_at(arr, 4, 99);
    long ls[4] = {1, 2, 3, 4};
    printf("%d %ld %d %d %d %ld\n", a.count, a.sum, load_third(arr), arr[4], offs(arr), sum_loop(ls, 4));
    return 0;
}
