// FLAGS: -Wimplicit-fallthrough
int f(int x) {
    int r = 0;
    switch (x) {
    case 1:
        r = 1;
    case 2:
        r += 2;
        break;
    }
    return r;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-warning@7 {{unannotated fall-through between switch labels}}
// expected-note@7 {{insert '__attribute__((fallthrough));' to silence this warning}}
// expected-note@7 {{insert 'break;' to avoid fall-through}}
