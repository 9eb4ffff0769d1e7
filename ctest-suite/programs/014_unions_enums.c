#include <stdio.h>
#include <string.h>
union u { int i; float f; unsigned char b[4]; };
enum color { RED, GREEN = 5, BLUE, LAST = BLUE + 10 };
typedef enum { A = -2, B, C } small;
int main(void) {
    union u x;
    x.f = 1.0f;
    printf("%08x %zu\n", x.i, sizeof x);
    x.i = 0x01020304;
    printf("%d %d\n", x.b[0], x.b[3]);
    enum color c = BLUE;
    printf("%d %d %d %d\n", RED, GREEN, c, LAST);
    small s = C;
    printf("%d %zu\n", s, sizeof(enum color));
    switch (c) { case RED: puts("red"); break; case BLUE: puts("blue"); break; default: puts("?"); }
    return 0;
}
