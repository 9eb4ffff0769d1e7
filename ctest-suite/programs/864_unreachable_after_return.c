// __builtin_unreachable() ending a function whose returns are all nested in ifs/loops/switches:
// the scf path (early returns raised to a flag) once branched from every return to the final
// unreachable (or __builtin_trap()), so the function never returned (an endless loop or crash).
#include <stdio.h>

static int pick(_Bool b) {
    if (b) return 1;
    if (!b) return 2;
    __builtin_unreachable();
}

static int first_even(const int *v, int n) {
    for (int i = 0; i < n; i++)
        if (v[i] % 2 == 0) return v[i];
    __builtin_unreachable();
}

static const char *name(int k) {
    switch (k) {
    case 0: return "zero";
    case 1: return "one";
    default: return "many";
    }
    __builtin_unreachable();
}

static int trapping(int k) {
    while (k > 0) {
        if (k == 3) return 30;
        k--;
    }
    __builtin_trap();
}

int main(void) {
    int v[] = {3, 5, 8, 9};
    printf("%d %d\n", pick(1), pick(0));
    printf("%d\n", first_even(v, 4));
    printf("%s %s %s\n", name(0), name(1), name(7));
    printf("%d\n", trapping(5));
    return 0;
}
