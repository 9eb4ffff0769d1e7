#include <stdio.h>
/* designated initializers: nested, out of order, array index ranges, mixed with positional */
struct point { int x, y; };
struct shape { const char *name; struct point pts[3]; int tags[4]; };
static struct shape g = { .pts[2].y = 9, .name = "tri", .pts = { [0] = { .y = 1, .x = 2 }, [1].x = 5 }, .tags = { [1 ... 2] = 7 } };
static int table[10] = { [9] = 90, [2 ... 4] = 3, [0] = 1, 11 };
int main(void) {
    struct shape l = { .tags = { 4, [3] = 8 }, .pts[1] = { 6, 7 }, .name = "local" };
    int arr[8] = { [6] = 66, [1 ... 3] = -1, [2] = 22 };
    printf("%s %d %d %d %d %d %d | %d %d %d %d\n", g.name, g.pts[0].x, g.pts[0].y, g.pts[1].x, g.pts[1].y, g.pts[2].x, g.pts[2].y,
           g.tags[0], g.tags[1], g.tags[2], g.tags[3]);
    for (int i = 0; i < 10; i++) printf("%d ", table[i]);
    printf("\n%s %d %d %d %d %d %d | %d %d %d %d\n", l.name, l.pts[0].x, l.pts[0].y, l.pts[1].x, l.pts[1].y, l.pts[2].x, l.pts[2].y,
           l.tags[0], l.tags[1], l.tags[2], l.tags[3]);
    for (int i = 0; i < 8; i++) printf("%d ", arr[i]);
    printf("\n");
    return 0;
}
