// FLAGS: -Wimplicit-fallthrough
#define FALLTHROUGH __attribute__ ((__fallthrough__))
int f(int x) {
    int r = 0;
    switch (x) {
    case 1:
        r = 1;
        __attribute__((fallthrough));
    case 2:
        r += 2;
        FALLTHROUGH;
    case 3:
        r += 3;
    case 4:
        r += 4;
        break;
    }
    return r;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@14 {{unannotated fall-through between switch labels}}
// expected-note@14 {{insert '__attribute__((fallthrough));' to silence this warning}}
// expected-note@14 {{insert 'break;' to avoid fall-through}}
