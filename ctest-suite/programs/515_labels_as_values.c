/* Labels as values: &&label stored in locals and arrays, compared, relative offsets between
   labels (`&&l - &&base`, at run time), goto *p out of nested blocks and loops, several functions with
   label tables, a label address taken but never jumped to. */
#include <stdio.h>

static int classify(int x) {
    void *target;
    if (x < 0) target = &&negative;
    else if (x == 0) target = &&zero;
    else target = &&positive;
    goto *target;
negative: return -1;
zero: return 0;
positive: return 1;
}

static int relative(int i) {
    const int offsets[] = { &&r0 - &&r0, &&r1 - &&r0, &&r2 - &&r0 };   /* computed at run time */
    int acc = 100;
    goto *(&&r0 + offsets[i]);
r0: acc += 1;
r1: acc += 10;
r2: acc += 100;
    return acc;
}

static int loop_exit(int n) {
    void *out = &&done;
    int count = 0;
    for (int i = 0; i < 100; i++) {
        for (int j = 0; j < 100; j++) {
            count++;
            if (i * 100 + j >= n) goto *out;
        }
    }
done:
    return count;
}

static int state_machine(const char *s) {
    void *state = &&even;
    int transitions = 0;
    while (*s) {
        char c = *s++;
        goto *state;
    even:
        if (c == '1') { state = &&odd; transitions++; }
        continue;
    odd:
        if (c == '1') { state = &&even; transitions++; }
    }
    return (state == &&even ? 0 : 1) * 100 + transitions;
}

static int address_only(void) {
    void *p = &&unused_target;
    void *q = &&unused_target;
    if (p != q) return -1;
    return 7;
unused_target:
    return 8;
}

int main(void) {
    printf("%d %d %d\n", classify(-5), classify(0), classify(9));
    printf("%d %d %d\n", relative(0), relative(1), relative(2));
    printf("%d %d\n", loop_exit(5), loop_exit(250));
    printf("%d %d %d\n", state_machine("0110"), state_machine("1011"), state_machine(""));
    printf("%d\n", address_only());
    return 0;
}
