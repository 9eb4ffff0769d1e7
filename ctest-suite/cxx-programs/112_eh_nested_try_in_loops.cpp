// Nested try blocks in nested loops on the scf path: an inner handler that rethrows to the outer one, continue of the
// outer loop from an inner handler (crossing the inner loop and two destructors), exceptions of class type with
// destructors, and noexcept helpers (plain calls) inside try bodies.
#include <stdio.h>

struct Res {
    int v;
    Res(int x) : v(x) {}
    ~Res() { printf("~%d ", v); }
};

struct Ex {
    int v;
    Ex(int x) : v(x) { printf("Ex%d ", v); }
    Ex(const Ex &o) : v(o.v) { printf("cp%d ", v); }
    ~Ex() { printf("~Ex%d ", v); }
};

int twice(int x) noexcept { return 2 * x; }

int work(int i, int j) {
    if ((i + j) % 3 == 2) throw Ex(i * 10 + j);
    return twice(i) + j;
}

int main() {
    int sum = 0;
    for (int i = 0; i < 4; i++) {
        Res outer(i);
        try {
            for (int j = 0; j < 4; j++) {
                Res inner(100 + j);
                try {
                    sum += work(i, j);
                    sum += twice(j);
                } catch (Ex &e) {
                    printf("in%d ", e.v);
                    if (e.v % 2 == 1) throw;
                    if (j == 2) break;
                    continue;
                }
                printf("j%d ", j);
            }
            printf("done%d ", i);
        } catch (const Ex &e) {
            printf("out%d ", e.v);
            sum += e.v;
            continue;
        }
        sum += 1;
        printf("\n");
    }
    printf("\nsum %d\n", sum);
    return 0;
}
