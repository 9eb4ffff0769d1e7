#include <stdio.h>
struct buf { char s[24]; int len; };
static struct buf make(const char *txt) { struct buf b = {{0}, 0}; while (*txt && b.len < 23) b.s[b.len++] = *txt++; return b; }
static struct buf concat(struct buf a, struct buf b) { for (int i = 0; i < b.len && a.len < 23; i++) a.s[a.len++] = b.s[i]; a.s[a.len] = 0; return a; }
int main(void) {
    struct buf x = make("hello "), y = make("world");
    struct buf z = concat(x, y);
    printf("%s|%d|%s\n", z.s, z.len, x.s);
    return 0;
}
