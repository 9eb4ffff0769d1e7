// GNU statement attributes (gcc 7+): __attribute__((fallthrough)); directly and through a macro, as
// gnulib's FALLTHROUGH (gawk's dfa.c), with the __x__ spelling and spaces; __attribute__((assume(e)));
// (gcc 13; gcc 12 warns and ignores it). Declaration attributes around them keep working.
#include <stdio.h>
#define FALLTHROUGH __attribute__ ((__fallthrough__))

__attribute__((noinline)) static int sum_to(int n) {
    int s = 0;
    for (int i = 1; i <= n; i++) s += i;
    return s;
}

static int __attribute__((noinline)) classify(int x) {
    int r = 0;
    switch (x) {
    case 0: r += 1; FALLTHROUGH;
    case 1: r += 10; __attribute__((fallthrough));
    case 2: r += 100; __attribute__ ( ( __fallthrough__ ) ) ;
    default: r += 1000;
    }
    __attribute__((assume(r > 0)));
    return r;
}

int main(void) {
    int unused __attribute__((unused)) = 0;
    for (int i = 0; i < 4; i++) printf("%d ", classify(i));
    printf("%d\n", sum_to(100));
    return 0;
}
