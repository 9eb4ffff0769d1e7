#include <stdio.h>
struct rec { short id; long payload; char flag; };
int main(void) {
    struct rec rs[4] = {{1, 100, 'a'}, {2, 200, 'b'}, {3, 300, 'c'}, {4, 400, 'd'}};
    struct rec *p = rs, *end = rs + 4;
    long s = 0;
    for (; p < end; p++) s += p->payload * p->id;
    printf("%ld %ld\n", s, (long)(end - rs));
    char *bytes = (char *)&rs[1];
    printf("%ld\n", (long)(bytes - (char *)rs));
    struct rec *mid = &rs[2];
    printf("%c %d\n", mid[-1].flag, (mid + 1)->id);
    return 0;
}
