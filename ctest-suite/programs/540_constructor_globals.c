/* A constructor fills tables that main uses; a destructor reports totals gathered during main;
   constructors in order of priority see each other's work. */
#include <stdio.h>

static int squares[16];
static int ready;
static long total;

__attribute__((constructor(150))) static void fill_squares(void) {
    for (int i = 0; i < 16; i++) squares[i] = i * i;
    ready = 1;
}
__attribute__((constructor(160))) static void check_ready(void) {
    if (ready) squares[0] = -1;   /* runs after fill_squares */
}
__attribute__((destructor)) static void report(void) { printf("total %ld\n", total); }

int main(void) {
    for (int i = 0; i < 16; i++) total += squares[i];
    printf("%d %d %d\n", ready, squares[0], squares[15]);
    return 0;
}
