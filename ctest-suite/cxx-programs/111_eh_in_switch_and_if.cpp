// Exceptions inside switch cases and if/else arms on the scf path: a try per case, fallthrough into a case with a try,
// break out of a switch from a handler, a throw from a case caught by the enclosing loop's handler, rethrow.
#include <stdio.h>

struct Tag {
    const char *n;
    Tag(const char *s) : n(s) { printf("[%s", n); }
    ~Tag() { printf("%s]", n); }
};

struct Err { int code; };

void check(int v) {
    if (v < 0) throw Err{v};
    if (v > 100) throw v;
}

int classify(int k) {
    int r = 0;
    switch (k % 5) {
    case 0: {
        Tag t("z");
        try { check(k * 10); r = 1; } catch (int big) { r = 2; }
        break;
    }
    case 1:
        r += 10;
        // fallthrough
    case 2: {
        Tag t("f");
        try {
            check(-k);
        } catch (Err &e) {
            r += e.code;
            break;
        }
        r += 1000;
        break;
    }
    case 3:
        try {
            Tag t("t");
            check(k > 10 ? 200 : k);
            r = 3;
        } catch (...) {
            r = 33;
            try { throw; } catch (int v) { r += v; }
        }
        break;
    default:
        if (k > 20) {
            Tag t("d");
            check(-1);
        } else {
            r = 4;
        }
    }
    return r;
}

int main() {
    int total = 0;
    for (int k = 0; k < 30; k++) {
        try {
            int r = classify(k);
            printf(" k=%d r=%d\n", k, r);
            total += r;
        } catch (const Err &e) {
            printf(" k=%d Err %d\n", k, e.code);
            total += 7;
        }
    }
    printf("total %d\n", total);
    return 0;
}
