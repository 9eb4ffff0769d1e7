/* Computed goto mixed with switch statements, loops and nested blocks in one function: a tiny
   tokenizer whose states are label addresses. */
#include <stdio.h>
#include <ctype.h>

static int tokens(const char *s, int *nums, int *words, int *others) {
    static void *const states[] = { &&start, &&in_num, &&in_word };
    int state = 0, count = 0;
    *nums = *words = *others = 0;
    for (;;) {
        char c = *s;
        goto *states[state];
    start:
        switch (c) {
        case 0: return count;
        case '0' ... '9': state = 1; (*nums)++; count++; break;
        case 'a' ... 'z': case 'A' ... 'Z': state = 2; (*words)++; count++; break;
        case ' ': break;
        default: (*others)++; count++; break;
        }
        s++;
        continue;
    in_num:
        if (isdigit((unsigned char)c)) { s++; continue; }
        state = 0;
        continue;
    in_word:
        if (isalnum((unsigned char)c)) { s++; continue; }
        state = 0;
    }
}

int main(void) {
    int n, w, o;
    int c = tokens("abc 123 x1 + 45y ;", &n, &w, &o);
    printf("%d %d %d %d\n", c, n, w, o);
    c = tokens("", &n, &w, &o);
    printf("%d %d %d %d\n", c, n, w, o);
    return 0;
}
