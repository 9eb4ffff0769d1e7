#include <stdio.h>
/* A case or default label can be the sub-statement of an if or a loop: `if (c) case 1: S` runs
   S when the switch jumps to case 1 or when c holds, and skips it otherwise (lz4frame.c's
   decoder states are written this way). The labelled statement belongs to the if. */

static int if_case(int x, int y) {
    int r = 0;
    switch (x) {
    case 0:
        r += 100;
        if (y)
    case 1:
        { r += 10; }
        r += 1;
        break;
    default:
        r = -1;
    }
    return r;
}

/* two labels in a row, the second a default, then a plain statement */
static int if_two_labels(int x, int y) {
    int r = 0;
    switch (x) {
    case 0:
        if (y > 5)
    case 1:
    default:
            r += 7;
        r += 1000;
    }
    return r;
}

/* a loop body that is a case label */
static int while_case(int x, int n) {
    int r = 0;
    switch (x) {
    case 0:
        while (n-- > 0)
    case 1:
            r += 3;
        break;
    case 2:
        r = 99;
    }
    return r;
}

int main(void) {
    printf("%d %d %d %d\n", if_case(0, 0), if_case(0, 1), if_case(1, 0), if_case(2, 0));
    printf("%d %d %d %d\n", if_two_labels(0, 0), if_two_labels(0, 9), if_two_labels(1, 0), if_two_labels(4, 0));
    printf("%d %d %d %d\n", while_case(0, 0), while_case(0, 4), while_case(1, 2), while_case(2, 2));
    return 0;
}
