/* Polygons on top of vec.h: the static library libgeom.a. */
#ifndef GEOM_H
#define GEOM_H

#include "vec.h"

#define GEOM_MAX_POINTS 16

typedef struct {
    int n;
    vec2 pts[GEOM_MAX_POINTS];
} polygon;

void poly_init(polygon *p);
int poly_add(polygon *p, vec2 v);
double poly_area(const polygon *p);
vec2 poly_centroid(const polygon *p);

#endif
