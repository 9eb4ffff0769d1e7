#include <stdio.h>
/* __alignof__ of a declaration is the declaration's alignment, aligned attribute included, and an
   aligned function is placed at that alignment (gcc's align-3). */
void func(void) __attribute__((aligned(256)));
void func(void) {}
static void other(void) __attribute__((aligned(64)));
static void other(void) {}
int x __attribute__((aligned(32)));
struct S { char c; } __attribute__((aligned(8))) s;

int main(void) {
    int y __attribute__((aligned(64))) = 1;
    printf("%zu %zu %zu %zu %zu %zu\n", __alignof__(func), __alignof__(other), __alignof__(x), __alignof__(y),
           __alignof__(s), __alignof__(main));
    printf("%d %d %d\n", (int)((unsigned long)func & 255), (int)((unsigned long)other & 63), (int)((unsigned long)&y & 63));
    return 0;
}
