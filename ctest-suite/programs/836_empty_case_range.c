// GNU case ranges that are empty (`case 'z' ... 'a':`, lo > hi) match nothing, as in gcc: the code
// after such a label is reached only by falling into it (found by the fuzzer: an internal error).
#include <stdio.h>

static int classify(int c) {
    int n = 0;
    switch (c) {
    case '0' ... '9': n += 1;          /* falls through into the empty range's code */
    case 'A' ... '0': n += 10; break;  /* empty */
    case 'a': case 'z' ... 'b': n += 100; break;   /* 'z' ... 'b' is empty, 'a' still matches */
    case 'x' ... 'x': n += 1000; break;
    default: n = -1;
    }
    return n;
}

static int first_label_empty(int c) {
    switch (c) {
    case 5 ... 1: return 99;   /* never matches: nothing falls into it */
    case 3: return 3;
    }
    return 0;
}

int main(void) {
    const char *s = "05Aaxbz?";
    for (const char *p = s; *p; p++) printf("%c:%d ", *p, classify(*p));
    printf("\n%d %d %d\n", first_label_empty(3), first_label_empty(4), first_label_empty(1));
    return 0;
}
