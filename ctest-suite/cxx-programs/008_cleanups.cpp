// Destructors as cleanups (CIRGenCleanups): at the end of blocks, return (scalar and struct values computed
// before), break/continue in loops and switch, goto out of scopes, shadowed objects; member calls through
// this, pointers and references to members; constructors calling members; const objects; a goto back past
// declarations destroys the objects declared after the label (also into a sibling block: gcc's goto4).
#include <stdio.h>
static int live = 0;
struct Pt { long x, y, z; };
struct T {
    int id;
    T(int i) : id(i) { ++live; printf("+%d", id); }
    ~T() { --live; printf("-%d", id); }
    int get() const { return id; }
    int twice() const { return get() + this->get(); }
    void bump(int d) { id += d; }
    Pt pt() const { Pt p = {id, id * 2L, id * 3L}; return p; }
};
static Pt structPast(int n) {
    T a(n);
    T b(n + 1);
    return b.pt();   // the value is computed before b and a die
}
static int gotoOut(int n) {
    int r = 0;
    {
        T a(1);
        for (int i = 0; i < n; i++) {
            T b(10 + i);
            if (i == 2) goto out;
            r += b.get();
        }
    }
out:
    printf(" [live %d]", live);
    return r;
}
static int inSwitch(int k) {
    int r = 0;
    switch (k) {
    case 1: {
        T s(100);
        r = s.twice();
        break;
    }
    default: {
        T s(200);
        s.bump(5);
        r = s.get();
    }
    }
    return r;
}
static int shadow() {
    T x(1);
    {
        T x(2);
        x.bump(1);
        if (x.get() == 3) return x.get() * 10 + live;
    }
    return -1;
}
struct Back { int k; Back(int v) : k(v) {} ~Back() { printf("~Back %d\n", k); } };
static int back_past(void) {
    int n = 0;
again:
    Back a(n);
    if (++n < 3) goto again;
    { Back inner(10 + n); if (n == 3) { n++; goto again; } }
    return n;
}
static void into_sibling(void) {
    if (0) { out: printf("out\n"); return; }
    const Back &t = Back(20);
    Back b(21);
    (void)t;
    goto out;
}

int main() {
    printf("back %d\n", back_past());
    into_sibling();
    Pt p = structPast(4);
    printf(" | %ld %ld %ld live %d\n", p.x, p.y, p.z, live);
    int g = gotoOut(5);
    printf(" | %d live %d\n", g, live);
    printf(" | %d", inSwitch(1));
    printf(" | %d live %d\n", inSwitch(2), live);
    int s = shadow();
    printf(" | %d live %d\n", s, live);
    const T c(7);
    const T *pc = &c;
    printf("%d %d\n", c.twice(), pc->get());
    return 0;
}
