/* An array declared without a size and used before a later declaration gives it one (gcc torture
   20000403-1): the early uses see the completed object. Also a local extern declaration and a
   pointer to the array taken before the completion. */
#include <stdio.h>

extern unsigned long aa[], bb[];
extern int cc[];

static int first(void) { return cc[0] + cc[2]; }
static unsigned long *pa(void) { return aa; }
static unsigned long *gp = bb + 1;
static unsigned long (*pp)[] = &bb;

int sizes(void);

int main(void) {
    extern short dd[];
    unsigned long s = *aa + bb[1];
    printf("%lu %d %d %lu\n", s, first(), dd[1], pa()[0]);
    printf("%d %lu %lu\n", sizes(), *gp, (*pp)[0]);
    return 0;
}

unsigned long aa[] = { (1UL << 63) - 0xfff };
unsigned long bb[] = { 7, 9 };
int cc[3] = { 1, 2, 3 };
short dd[] = { 4, 5, 6, 7 };

int sizes(void) { return (int)(sizeof aa + sizeof cc); }
