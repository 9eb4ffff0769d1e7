/* Compiled (-O1 -c) by the launcher's class-cache training run (bin/lib/launch.bash,
 * docs/compile-server.md): a little of everything, so that the JVM records the classes and
 * methods a typical compile uses. Not a test; its output is thrown away. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <stdint.h>

enum colour { RED, GREEN = 4, BLUE };
struct point { int x, y; double w; };
union word { uint32_t u; float f; unsigned char b[4]; };
typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }

static double norm(const struct point *p) { return p->x * p->x + p->y * p->y + p->w / 2.0; }

static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static const char *name(enum colour c) {
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    default: return "blue";
    }
}

int main(int argc, char **argv) {
    struct point pts[8];
    binop ops[2] = { add, mul };
    union word w = { .f = 1.5f };
    char buf[64];
    long long acc = 0;
    for (int i = 0; i < 8; i++) pts[i] = (struct point){ i, -i, i * 0.5 };
    int i = 0;
    while (i < argc && acc < 1000) {
        acc += ops[i & 1](i, (int)strlen(argv[i]));
        if (acc % 3 == 0) continue;
        i++;
    }
    do { acc ^= w.b[i % 4]; } while (--i > 0);
    snprintf(buf, sizeof buf, "%s %lld %.2f %u", name(BLUE), acc, norm(&pts[3]), w.u >> 3);
    char *copy = malloc(strlen(buf) + 1);
    if (!copy) return 1;
    memcpy(copy, buf, strlen(buf) + 1);
    puts(copy);
    free(copy);
    return sum(3, 1, 2, 3) == 6 ? 0 : 1;
}
