#include "geom.h"

void poly_init(polygon *p) { p->n = 0; }

int poly_add(polygon *p, vec2 v) {
    if (p->n >= GEOM_MAX_POINTS) return -1;
    p->pts[p->n++] = v;
    return p->n;
}

/* Shoelace formula. */
double poly_area(const polygon *p) {
    double twice = 0.0;
    for (int i = 0; i < p->n; i++) {
        vec2 a = p->pts[i], b = p->pts[(i + 1) % p->n];
        twice += a.x * b.y - b.x * a.y;
    }
    return twice < 0 ? -twice / 2 : twice / 2;
}

vec2 poly_centroid(const polygon *p) {
    vec2 sum = { 0.0, 0.0 };
    for (int i = 0; i < p->n; i++) sum = vec_add(sum, p->pts[i]);
    return p->n ? vec_scale(sum, 1.0 / p->n) : sum;
}
