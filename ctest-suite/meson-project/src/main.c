#include <stdio.h>
#include <string.h>
#include "config.h"
#include "counter.h"
#include "greet.h"
#if __STDC_VERSION__ != 201112L
#error "c_std=c11 expected"
#endif
int main(int argc, char **argv) {
    int v = count_vowels("meson and ninja");
    printf("vowels %d, args %s, long %d\n", v, greet_word(argc - 1), SIZEOF_LONG);
    return !(v == 5 && SIZEOF_LONG == 8 && strcmp(greet_word(argc - 1), argc == 4 ? "three" : "zero") == 0);
}
