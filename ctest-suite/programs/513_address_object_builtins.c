/* __builtin_frame_address, __builtin_return_address, __builtin_object_size (as gcc -O0: known
   objects give their remaining size, unknown pointers -1 / 0), __builtin_prefetch,
   __builtin_assume_aligned, __builtin_classify_type, __builtin_expect. */
#include <stdio.h>
#include <stdint.h>

struct S { int a; char buf[12]; };
static char gbuf[64];
static struct S gs;

__attribute__((noinline)) static void *caller_frame(void) { return __builtin_frame_address(0); }
__attribute__((noinline)) static void *ret_addr(void) { return __builtin_return_address(0); }

static size_t os0(void *p) { return __builtin_object_size(p, 0); }

int main(void) {
    int local[10];
    char *frame = __builtin_frame_address(0);
    char *inner = caller_frame();
    printf("%d %d\n", frame != 0, inner != 0 && inner != frame);
    printf("%d\n", ret_addr() != 0);
    printf("%zu %zu %zu\n", __builtin_object_size(gbuf, 0), __builtin_object_size(&gbuf[10], 0), __builtin_object_size(&gs, 0));
    printf("%zu %zu\n", __builtin_object_size(local, 0), __builtin_object_size(&local, 1));
    printf("%zd %zu\n", (ssize_t)os0(gbuf), __builtin_object_size((char *)frame, 2));
    __builtin_prefetch(gbuf);
    __builtin_prefetch(gbuf + 8, 1, 3);
    int *al = __builtin_assume_aligned(local, 16);
    char *al2 = __builtin_assume_aligned(gbuf + 1, 8, 1);
    printf("%d %d\n", al == local, al2 == gbuf + 1);
    double d = 1.0;
    struct S s;
    union { int i; } u;
    printf("%d %d %d %d %d %d %d\n", __builtin_classify_type(1), __builtin_classify_type('c'), __builtin_classify_type(d),
           __builtin_classify_type(al), __builtin_classify_type(s), __builtin_classify_type(u), __builtin_classify_type(local));
    long x = 5;
    if (__builtin_expect(x > 3, 1)) printf("likely\n");
    return 0;
}
