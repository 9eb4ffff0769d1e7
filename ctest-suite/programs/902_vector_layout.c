/* GNU vectors wider than 16 bytes: aligned to their size in records, variables and the stack argument
   area (gcc's and clang's layout); passed in memory after other stack arguments. */
#include <stdio.h>
#include <stddef.h>

typedef unsigned v8si __attribute__((vector_size(32)));
typedef char v64qi __attribute__((vector_size(64)));
typedef short v8hi __attribute__((vector_size(16)));

struct S { char c; v8si v; int tail; };
struct T { short s; v64qi w; };
struct U { char c; v8hi h; char d; };
struct S gs = {'a', {1, 2, 3, 4, 5, 6, 7, 8}, 99};
struct T gt[2] = {{1, {1, 2, 3}}, {2, {0, 0, 0, 9}}};

__attribute__((noinline)) static unsigned late(long a, long b, long c, long d, long e, long f, long g, v8si v, long h) {
    return (unsigned)(a + b + c + d + e + f + g + h) * 1000 + v[0] + v[7];
}

__attribute__((noinline)) static v64qi twice(v64qi x) { return x + x; }

int main(void) {
    printf("S: %zu %zu %zu %zu\n", sizeof(struct S), offsetof(struct S, v), offsetof(struct S, tail), __alignof__(v8si));
    printf("T: %zu %zu %zu\n", sizeof(struct T), offsetof(struct T, w), __alignof__(v64qi));
    printf("U: %zu %zu %zu\n", sizeof(struct U), offsetof(struct U, h), offsetof(struct U, d));
    struct S s = gs;
    s.v += 1;
    s.v[3] = s.tail;
    printf("s: %u %u %u %u\n", s.v[0], s.v[3], s.v[7], s.tail);
    const unsigned char *p = (const unsigned char *)&gs;
    printf("bytes: %u %u %u\n", p[32], p[60], p[64]);
    printf("gt: %d %d %d %d\n", gt[0].w[1], gt[0].w[2], gt[1].w[3], gt[1].s);
    v8si lv = {10, 20, 30, 40, 50, 60, 70, 80};
    printf("late: %u\n", late(1, 2, 3, 4, 5, 6, 7, lv, 8));
    v64qi q = twice(gt[0].w);
    printf("twice: %d %d %d\n", q[0], q[2], q[63]);
    printf("aligned: %d %d\n", (int)((unsigned long)&lv % 32), (int)((unsigned long)&gt[1].w % 64));
    return 0;
}
