/* 2-D vectors: passed and returned by value (two doubles: SSE class). */
#ifndef VEC_H
#define VEC_H

typedef struct { double x, y; } vec2;

vec2 vec_add(vec2 a, vec2 b);
vec2 vec_scale(vec2 a, double k);
double vec_dot(vec2 a, vec2 b);

#endif
