/* Case ranges on char, enum and unsigned long controlling expressions, at the type's limits,
   a range covering a single negative value, and a switch whose labels sit inside a loop. */
#include <stdio.h>
#include <limits.h>

enum color { RED, ORANGE, YELLOW, GREEN, BLUE, INDIGO, VIOLET };

static const char *warmth(enum color c) {
    switch (c) {
    case RED ... YELLOW: return "warm";
    case GREEN: return "neutral";
    case BLUE ... VIOLET: return "cool";
    }
    return "?";
}

static int limits(int x) {
    switch (x) {
    case INT_MIN ... -1000: return -2;
    case -1 ... -1: return -1;
    case 0: return 0;
    case 1000 ... INT_MAX: return 2;
    default: return 1;
    }
}

static int bytes(unsigned char c) {
    switch (c) {
    case 0 ... 31: return 0;
    case 128 ... 255: return 2;
    default: return 1;
    }
}

static int big(unsigned long v) {
    switch (v) {
    case 0xFFFFFFFF00000000UL ... 0xFFFFFFFFFFFFFFFFUL: return 3;
    case 1UL << 32 ... (1UL << 33) - 1: return 2;
    default: return 1;
    }
}

static int count_digits(const char *s) {
    int n = 0, i = 0;
    switch (s[0] != 0) {
    case 1:
        while (s[i]) {
            switch (s[i++]) { case '0' ... '9': n++; break; default: break; }
        }
    }
    return n;
}

int main(void) {
    for (int c = RED; c <= VIOLET; c++) printf("%s ", warmth((enum color)c));
    printf("\n%d %d %d %d %d %d\n", limits(INT_MIN), limits(-5000), limits(-1), limits(0), limits(7), limits(INT_MAX));
    printf("%d %d %d\n", bytes(10), bytes('A'), bytes(200));
    printf("%d %d %d\n", big(~0UL), big(1UL << 32), big(5));
    printf("%d\n", count_digits("a1b22c333"));
    return 0;
}
