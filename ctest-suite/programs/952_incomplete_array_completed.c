// An array global used while its type is still incomplete and completed later (by its definition,
// or as a tentative definition of one element). Found by the fuzzer (gcc torture 20000403-1.c):
// the uses took the address as a pointer to a zero-length array and the verifier rejected them.
#include <stdio.h>

extern unsigned long aa[], bb[];
unsigned long cc[];
int dd[];

static unsigned long first(void) { return aa[0] + bb[1]; }
static unsigned long (*whole(void))[] { return &aa; }
static int *dd_addr(void) { return dd; }

int main(void) {
    printf("%lu %lu\n", first(), (*whole())[1]);
    cc[2] = 7;
    *dd_addr() = 3;
    printf("%lu %d\n", cc[2] + cc[0], dd[0]);
    return 0;
}

unsigned long aa[] = { 40, 2 };
unsigned long bb[] = { 0, 2 };
unsigned long cc[3];
