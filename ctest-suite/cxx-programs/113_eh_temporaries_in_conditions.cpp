// Temporaries with destructors in loop conditions, ?: arms and switch controllers, in functions that also have try
// blocks (the EH cleanup of a condition's temporaries cannot be an island of its own: such functions are flattened
// whole on the scf path), next to functions whose islands sit in loop bodies.
#include <stdio.h>

static int made = 0, gone = 0;
struct T {
    int v;
    T(int x) : v(x) { made++; }
    T(const T &o) : v(o.v) { made++; }
    ~T() { gone++; }
    int get() const { return v; }
};

int f(T t) { if (t.v == 7) throw t.v; return t.v; }

int cond_loop(int n) {
    int i = 0, s = 0;
    try {
        while (f(T(i)) < n) {
            s += i;
            i++;
        }
    } catch (int e) {
        s = -s - e;
    }
    return s;
}

int ternary(int k) {
    int r;
    try {
        r = k > 3 ? f(T(k)) : T(k + 1).get();
    } catch (int e) {
        r = 100 + e;
    }
    return r;
}

int switch_on_temp(int k) {
    int r = 0;
    for (int i = 0; i < k; i++) {
        switch (T(i % 4).get()) {
        case 0: { T a(i); r += f(a); break; }
        case 1: r += 2; continue;
        case 2: try { r += f(T(i * 7 / 2)); } catch (int) { r += 1000; } break;
        default: r += 3;
        }
        r *= 2;
    }
    return r;
}

int main() {
    printf("%d\n", cond_loop(5));
    printf("%d\n", cond_loop(20));
    for (int k = 0; k < 8; k++) printf("t%d=%d ", k, ternary(k));
    printf("\n");
    int s = 0;
    try { s = switch_on_temp(9); } catch (int e) { s = -e; }
    printf("switch %d\n", s);
    printf("made %d gone %d\n", made, gone);
    return made == gone ? 0 : 1;
}
