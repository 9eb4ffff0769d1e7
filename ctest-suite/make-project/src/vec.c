#include "vec.h"

vec2 vec_add(vec2 a, vec2 b) {
    vec2 r = { a.x + b.x, a.y + b.y };
    return r;
}

vec2 vec_scale(vec2 a, double k) {
    vec2 r = { a.x * k, a.y * k };
    return r;
}

double vec_dot(vec2 a, vec2 b) { return a.x * b.x + a.y * b.y; }
