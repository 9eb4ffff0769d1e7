// Pointer arithmetic and subscripts with a _Bool operand (C: _Bool is an integer type; gawk's eval.c
// indexes a table by a bool): p + b, p - b, a[b], b[a], p += b, &a[b]. It was an internal compiler
// error ("operand 'stride' must be CIR integer type, but got !cir.bool").
#include <stdbool.h>
#include <stdio.h>

static const char *const yes_no[] = {"no", "yes"};

static int pick(const int *a, bool second) { return a[second]; }

int main(void) {
    int a[3] = {10, 20, 30};
    bool t = true, f = false;
    int *p = a + t;
    printf("%d %d %d %d\n", *p, a[t], t[a], pick(a, f));
    printf("%s %s %s\n", yes_no[t], yes_no[f], *(yes_no + (3 > 2)));
    p += t;
    printf("%d\n", *p);
    p -= t;
    p = p - t;
    printf("%d %td\n", *p, &a[t] - a);
    for (int i = 0; i < 4; i++) printf("%s%c", yes_no[i & 1 ? true : false], i == 3 ? '\n' : ' ');
    return 0;
}
