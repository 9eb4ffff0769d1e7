#include <stdio.h>
#include "geom.h"
#include "strutil.h"

static void report_polygon(const char *name, const polygon *p) {
    vec2 c = poly_centroid(p);
    printf("%s: %d points, area %.2f, centroid (%.2f, %.2f)\n", name, p->n, poly_area(p), c.x, c.y);
}

int main(void) {
    polygon sq, tri;
    poly_init(&sq);
    poly_init(&tri);
    vec2 corners[4] = { {0, 0}, {4, 0}, {4, 4}, {0, 4} };
    for (int i = 0; i < 4; i++) poly_add(&sq, corners[i]);
    poly_add(&tri, (vec2){0, 0});
    poly_add(&tri, (vec2){6, 0});
    poly_add(&tri, (vec2){0, 3});
    report_polygon("square", &sq);
    report_polygon("triangle", &tri);
    printf("dot %.1f\n", vec_dot(corners[1], corners[2]));

    char word[] = "jcirc builds make projects";
    printf("words %d\n", str_count_words(word));
    printf("hash %016lx\n", str_hash(word));
    str_reverse(word);
    printf("reversed '%s'\n", word);
    const char *parts[] = { "static", "shared", "executable" };
    char joined[64];
    str_join(joined, sizeof joined, parts, 3, " + ");
    printf("joined '%s'\n", joined);
    return 0;
}
