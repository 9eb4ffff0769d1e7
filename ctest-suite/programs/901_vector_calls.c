/* GNU vectors by value in calls (System V: 16 bytes in an XMM register, 8 bytes as SSE, <= 4 bytes
   as INTEGER, 32 bytes in memory), recursion, many arguments, and 16-aligned arrays. */
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef float v2sf __attribute__((vector_size(8)));
typedef long v1di __attribute__((vector_size(8)));
typedef short v2hi __attribute__((vector_size(4)));
typedef char v2qi __attribute__((vector_size(2)));
typedef unsigned int v8si __attribute__((vector_size(32)));
typedef long long v2di __attribute__((vector_size(16)));

__attribute__((noinline)) static v4si mix(v4si a, int s, v2df d, v2si b, v2hi c, v8si w, v2qi q, v2sf f, v1di l) {
    v4si r = a * s;
    r[0] += (int)d[0] + (int)d[1];
    r[1] += b[0] - b[1];
    r[2] += c[0] * c[1];
    r[3] += (int)(w[0] + w[7]) + q[0] - q[1] + (int)(f[0] * f[1]) + (int)l[0];
    return r;
}

__attribute__((noinline)) static v2si ret8(int x) { return (v2si){x, -x}; }
__attribute__((noinline)) static v2hi ret4(short x) { return (v2hi){x, (short)(x + 1)}; }
__attribute__((noinline)) static v2qi ret2(char x) { return (v2qi){x, (char)(x * 2)}; }
__attribute__((noinline)) static v8si ret32(unsigned x) { v8si r = {0}; for (int i = 0; i < 8; i++) r[i] = x + i; return r; }
__attribute__((noinline)) static v2sf retf(float x) { return (v2sf){x, x / 2}; }

/* more vector arguments than there are XMM registers: the rest go on the stack */
__attribute__((noinline)) static int many(v4si a, v4si b, v4si c, v4si d, v4si e, v4si f, v4si g, v4si h, v4si i, v4si j, v2si k, v2si l) {
    v4si s = a + b + c + d + e + f + g + h + i + j;
    return s[0] + s[1] * 10 + s[2] * 100 + s[3] * 1000 + k[0] + k[1] + l[0] * l[1];
}

/* a recursive function passing vectors through */
static v4si fib(v4si acc, v4si prev, int n) { return n == 0 ? acc : fib(acc + prev, acc, n - 1); }

struct sv { v4si v; int n; };
__attribute__((noinline)) static struct sv twice(struct sv s) { s.v += s.v; s.n *= 2; return s; }

long long ga[4];
double gd[2];

int main(void) {
    v8si w = {1, 2, 3, 4, 5, 6, 7, 8};
    v4si r = mix((v4si){1, 2, 3, 4}, 3, (v2df){1.5, 2.5}, (v2si){10, 4}, (v2hi){6, 7}, w, (v2qi){9, 2}, (v2sf){2.0f, 4.5f}, (v1di){100});
    printf("mix: %d %d %d %d\n", r[0], r[1], r[2], r[3]);
    v2si a8 = ret8(5);
    v2hi a4 = ret4(-9);
    v2qi a2 = ret2(21);
    v8si a32 = ret32(1000);
    v2sf af = retf(3.0f);
    printf("ret: %d %d | %d %d | %d %d | %u %u | %g %g\n", a8[0], a8[1], a4[0], a4[1], a2[0], a2[1], a32[0], a32[7], af[0], af[1]);
    v4si o = {1, 1, 1, 1};
    printf("many: %d\n", many(o, o * 2, o * 3, o, o, o, o, o, o, (v4si){1, 2, 3, 4}, (v2si){5, 6}, (v2si){7, 8}));
    v4si fz = fib((v4si){1, 1, 2, 3}, (v4si){0, 1, 1, 2}, 10);
    printf("fib: %d %d %d %d\n", fz[0], fz[1], fz[2], fz[3]);
    struct sv s = twice((struct sv){{1, 2, 3, 4}, 21});
    printf("struct: %d %d %d\n", s.v[0], s.v[3], s.n);

    /* arrays of 16 bytes or more are 16-aligned (psABI), so aligned vector stores into them work */
    *(v2di *)&ga[0] = (v2di){1, 2};
    *(v2di *)&ga[2] = (v2di){3, 4};
    *(v2df *)&gd[0] = (v2df){0.5, 0.25};
    long long la[4];
    *(v2di *)&la[2] = (v2di){7, 8};
    printf("aligned: %lld %lld %g %lld %d %d\n", ga[0] + ga[1] + ga[2] + ga[3], la[3], gd[0] + gd[1],
           (long long)((unsigned long)ga % 16), (int)((unsigned long)la % 16), (int)((unsigned long)gd % 16));
    return 0;
}
