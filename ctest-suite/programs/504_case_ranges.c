/* GNU case ranges: `case lo ... hi:` alone, mixed with plain labels, one-value ranges, in a
   switch with labels nested in inner statements, on char, unsigned and long controlling values. */
#include <stdio.h>

int classify(int c) {
    switch (c) {
    case 'a' ... 'z': return 1;
    case 0: case 1 ... 3: case 7: return 2;
    case 5 ... 5: return 3;
    case -10 ... -2: return 4;
    default: return 0;
    }
}

int nested(int c) {
    int r = 0;
    switch (c) {
    case 0 ... 2: {
        r = 1;
        if (c) {
    case 10 ... 12:
            r += 5;
        }
    }
    }
    return r;
}

const char *grade(unsigned score) {
    switch (score) {
    case 90 ... 100: return "A";
    case 80 ... 89: return "B";
    case 0 ... 79: return "C";
    }
    return "?";
}

int big(long v) {
    switch (v) {
    case 1000000000000L ... 1000000000010L: return 1;
    case -5 ... 5: return 2;
    }
    return 0;
}

int fallthrough(char ch) {
    int n = 0;
    switch (ch) {
    case '0' ... '9': n += 1;
    case 'A' ... 'F': n += 10; break;
    case 'x': n = 100;
    }
    return n;
}

int main(void) {
    for (int i = -12; i < 130; i++) printf("%d", classify(i));
    printf("\n%d %d %d %d\n", nested(0), nested(1), nested(11), nested(5));
    printf("%s%s%s%s%s\n", grade(95), grade(85), grade(3), grade(100), grade(101));
    printf("%d %d %d %d\n", big(1000000000005L), big(-5), big(6), big(1000000000011L));
    printf("%d %d %d %d\n", fallthrough('5'), fallthrough('C'), fallthrough('x'), fallthrough('z'));
    return 0;
}
