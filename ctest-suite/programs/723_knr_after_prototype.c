// K&R definitions after a prototype: the prototype's parameter types are what callers pass (an enum
// parameter's promoted type is its compatible integer type; char/short/float K&R parameters receive
// the promoted value and convert it). Also an unprototyped declaration whose address is taken before
// the prototyped definition (one function type in the end).
#include <stdio.h>

typedef enum { CODES, LENS, DISTS } codetype;
int inflate_table(codetype type, unsigned short *lens, unsigned codes);
int inflate_table(type, lens, codes)
codetype type;
unsigned short *lens;
unsigned codes;
{
    return (int)type * 100 + lens[0] + (int)codes;
}

int narrow(int);
int narrow(c) char c; { return c; }            /* receives an int, keeps its low byte */
int same(char);
int same(c) char c; { return c + 1; }          /* gcc accepts the K&R parameter's own type */
double half(double);
double half(x) float x; { return x / 2; }      /* receives a double, converts to float */
unsigned short us(int);
unsigned short us(s) unsigned short s; { return s; }

int main();
int twice();
int (*global_ptr)() = twice;
void *address_of_main(void) { return &main; }
static int through_pointers(void) { int (*p)() = twice; return p(21) + global_ptr(1); }
int twice(int a) { return 2 * a; }

int main() {
    unsigned short l[1] = {7};
    printf("%d %d\n", inflate_table(DISTS, l, 3u), inflate_table(CODES, l, 0));
    printf("%d %d %d\n", narrow(0x141), narrow(-1), same('a'));
    printf("%.10g %d\n", half(1.0 / 3.0), us(70000));
    printf("%d %d\n", address_of_main() == (void *)main, through_pointers());
    return 0;
}
