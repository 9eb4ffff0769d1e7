#include <stdio.h>
#include <stddef.h>
struct point { int x, y; };
struct rect { struct point tl, br; char tag; };
struct mixed { char c; double d; short s; int i; char e; };
static int area(const struct rect *r) { return (r->br.x - r->tl.x) * (r->br.y - r->tl.y); }
int main(void) {
    struct point p = {3, 4};
    struct rect r = {{0, 0}, {5, 6}, 'R'};
    printf("%d %d %d %c\n", p.x, p.y, area(&r), r.tag);
    r.tl = p;
    printf("%d\n", area(&r));
    printf("%zu %zu %zu\n", sizeof(struct point), sizeof(struct rect), sizeof(struct mixed));
    printf("%zu %zu %zu %zu\n", offsetof(struct mixed, d), offsetof(struct mixed, s), offsetof(struct mixed, i), offsetof(struct mixed, e));
    struct point arr[3] = {{1, 2}, {3, 4}};
    printf("%d %d %d\n", arr[1].x, arr[1].y, arr[2].x);
    struct point *pp = &arr[0];
    pp->x += 10; (pp + 1)->y *= 2;
    printf("%d %d\n", arr[0].x, arr[1].y);
    struct point q = p; q.x = 100;
    printf("%d %d\n", p.x, q.x);
    struct { int a; struct { int b; } inner; } anon = {1, {2}};
    printf("%d %d\n", anon.a, anon.inner.b);
    return 0;
}
