/* pointers initialized from non-zero integer constants in static initializers
   (SQLITE_INT_TO_PTR in SQLite's function table, MAP_FAILED-style sentinels) */
#include <stdio.h>
#include <stdint.h>

struct FuncDef { const char *name; void *pUserData; int nArg; };

#define INT_TO_PTR(X) ((void *)(intptr_t)(X))
static struct FuncDef table[] = {
    {"alpha", INT_TO_PTR(1), 2},
    {"beta", INT_TO_PTR(42), 1},
    {"gamma", 0, 3},
    {"delta", INT_TO_PTR(-1), 0},
};
static void *const failed = (void *)-1;
static char *sentinel = (char *)0x1000;
static const void *ptrs[3] = {(void *)8, 0, (void *)16};

int main(void) {
    for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++)
        printf("%s %ld %d\n", table[i].name, (long)(intptr_t)table[i].pUserData, table[i].nArg);
    printf("failed=%d sentinel=%lx\n", failed == (void *)-1, (unsigned long)(uintptr_t)sentinel);
    printf("ptrs: %ld %ld %ld\n", (long)(intptr_t)ptrs[0], (long)(intptr_t)ptrs[1], (long)(intptr_t)ptrs[2]);
    void *local = INT_TO_PTR(7);
    printf("local %ld\n", (long)(intptr_t)local);
    return 0;
}
