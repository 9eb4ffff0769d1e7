// C++17 if/switch init-statements and C++98 condition declarations (if, while, switch), with objects whose
// destructors run when the statement ends.
#include <stdio.h>

struct Guard {
    int id;
    Guard(int i) : id(i) { printf("  guard %d\n", id); }
    ~Guard() { printf("  ~guard %d\n", id); }
};

static int next(int *p) { return (*p)++; }
static int *find(int *a, int n, int v) {
    for (int i = 0; i < n; i++) if (a[i] == v) return &a[i];
    return nullptr;
}

static const char *classify(int v) {
    switch (int r = v % 3; r) {
    case 0: return "zero";
    case 1: return "one";
    default: return "two";
    }
}

int main() {
    int a[5] = {4, 8, 15, 16, 23};
    if (int *p = find(a, 5, 15)) printf("found at %ld\n", (long)(p - a));
    if (int *p = find(a, 5, 42)) printf("unexpected %p\n", (void *)p);
    else printf("42 missing (p=%d)\n", p == nullptr);

    if (int n = a[1] * 2; n > 10) printf("n=%d big\n", n);
    else printf("n=%d small\n", n);

    int counter = 0;
    if (int x = next(&counter); x == 0) printf("first call x=%d counter=%d\n", x, counter);

    if (Guard g(1); g.id == 1) printf("in if %d\n", g.id);
    printf("after if\n");

    for (int v = 0; v < 5; v++) printf("%d:%s ", v, classify(v));
    printf("\n");

    switch (Guard g(2); g.id) {
    case 2: printf("case 2\n"); break;
    default: printf("default\n");
    }
    printf("after switch\n");

    int k = 3;
    while (int left = k--) printf("left=%d ", left);
    printf("k=%d\n", k);

    if (long big = 1L << 40; big > 0) {
        int shadow = (int)(big >> 38);
        printf("shadow=%d\n", shadow);
    }
    if (bool ok = a[0] == 4) printf("ok=%d\n", ok);
    switch (int w = a[2] - 10) {
    case 5: printf("w=5\n"); break;
    default: printf("w=%d\n", w);
    }
    return 0;
}
