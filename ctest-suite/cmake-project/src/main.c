#include <stdio.h>
#include <stdalign.h>
#include "ring.h"
#include "words.h"
#include "config.h"
int c90_value(void); long c99_value(void); int c17_value(void); int c23_value(void);
int main(int argc, char **argv) {
#if __STDC_VERSION__ != 201112L
#error "C_STANDARD 11 expected"
#endif
    ring r = {{0}, 0, 0};
    for (int i = 1; i <= 20; i++) ring_push(&r, i);
    printf("ring: %d\n", ring_sum(&r));
    printf("stds: %d %ld %d %d\n", c90_value(), c99_value(), c17_value(), c23_value());
    printf("long double: %d %d\n", SIZEOF_LONG_DOUBLE, (int)alignof(long double));
    if (argc > 1) printf("words: %d longest %s\n", argc - 1, words_longest(argc - 1, argv + 1));
    int ok = ring_sum(&r) == 13 + 14 + 15 + 16 + 17 + 18 + 19 + 20 && c90_value() == 90 && c99_value() == 199901L
             && c17_value() == 17 && c23_value() == 23 && SIZEOF_LONG_DOUBLE == 16;
    puts(ok ? "cmake-project: OK" : "cmake-project: FAILED");
    return !ok;
}
