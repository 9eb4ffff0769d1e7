// Code after break/continue/return/goto generates nothing but its names still resolve: with -Wall
// (whose warnings walk the whole body) a variable declared before a break and used after it is found.
// ARGS: -Wall
#include <stdio.h>

static int f(int c) {
    int n = 0;
    while (c) {
        int b;
        c = 0;
        n++;
        break;
        b = 'A';
        while (b < 'C')
            b++;
        n = b;
    }
    for (int i = 0; i < 3; i++) {
        int b = i;
        n += b;
        continue;
        b = 'A';
        { int inner = b; n = inner; }
    }
    do {
        struct { int x; } s = {5};
        n += s.x;
        break;
        s.x = n;
        for (int k = s.x; k < 10; k++) n += k;
    } while (0);
    if (c == 0) {
        int b = 1;
        goto out;
        b = 'A';
        switch (b) { default: n = b; }
    }
out:
    return n;
    n = 99;
}

int main(void) {
    printf("%d %d\n", f(1), f(0));
    return 0;
}
