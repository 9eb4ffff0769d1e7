#include <stdio.h>
struct p { int x, y; };
struct line { struct p a, b; const char *label; };
static int gen(int v) { return v * 3; }
int main(void) {
    int n = 4;
    struct p p1 = {gen(1), gen(n)};
    struct line l = {p1, {p1.y, p1.x}, n > 3 ? "long" : "short"};
    struct p ps[] = {{1, 2}, p1, {gen(2)}};
    printf("%d %d %d %d %s\n", l.a.x, l.a.y, l.b.x, l.b.y, l.label);
    printf("%zu %d %d %d\n", sizeof ps / sizeof ps[0], ps[1].y, ps[2].x, ps[2].y);
    return 0;
}
