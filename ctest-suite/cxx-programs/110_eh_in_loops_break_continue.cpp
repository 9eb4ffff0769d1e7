// Exceptions inside loops on the scf path: break, continue and return out of a try block and out of a handler, with
// destructor locals in the loop body (their EH cleanups are islands inside scf loops); a throw inside a loop caught
// outside it.
#include <stdio.h>

static int live = 0;
struct Guard {
    int id;
    Guard(int i) : id(i) { live++; printf("+G%d ", id); }
    ~Guard() { live--; printf("-G%d ", id); }
};

static int calls = 0;
int may_throw(int i) {
    calls++;
    if (i % 4 == 3) throw i;
    return i * 10;
}

int break_out_of_try(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        Guard g(i);
        try {
            s += may_throw(i);
            if (s > 25) break;
        } catch (int e) {
            s -= e;
        }
    }
    printf("| break_out_of_try %d live %d\n", s, live);
    return s;
}

int continue_in_handler(int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        Guard g(i);
        try {
            s += may_throw(i);
        } catch (int e) {
            printf("c%d ", e);
            continue;
        }
        s += 1;
    }
    printf("| continue_in_handler %d live %d\n", s, live);
    return s;
}

int return_from_try(int n) {
    int i = 0;
    while (i < n) {
        Guard g(i);
        try {
            if (may_throw(i) > 40) return i;
        } catch (int e) {
            if (e > 5) return -e;
        }
        i++;
    }
    return 1000;
}

int throw_in_loop_caught_outside(int n) {
    int s = 0;
    try {
        for (int i = 0; i < n; i++) {
            Guard g(100 + i);
            s += may_throw(i);
        }
    } catch (int e) {
        printf("caught %d after s=%d ", e, s);
        s = -s;
    }
    printf("| live %d\n", live);
    return s;
}

int do_while_with_handler(int n) {
    int i = 0, caught = 0;
    do {
        try {
            Guard g(200 + i);
            may_throw(i);
        } catch (...) {
            caught++;
            if (caught == 2) break;
        }
        i++;
    } while (i < n);
    printf("| do_while %d %d live %d\n", i, caught, live);
    return i * 100 + caught;
}

int main() {
    int r = break_out_of_try(10);
    r += continue_in_handler(9);
    int a = return_from_try(10);
    printf("\nreturn_from_try %d live %d\n", a, live);
    int b = return_from_try(4);
    printf("\nreturn_from_try %d live %d\n", b, live);
    r += throw_in_loop_caught_outside(8);
    r += do_while_with_handler(12);
    printf("total %d calls %d live %d\n", r + a + b, calls, live);
    return 0;
}
