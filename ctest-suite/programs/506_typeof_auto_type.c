/* typeof / __typeof__ of expressions and of types, __auto_type, and __extension__. */
#include <stdio.h>

#define SWAP(a, b) do { __typeof__(a) tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define MAX(a, b) ({ __auto_type a_ = (a); __auto_type b_ = (b); a_ > b_ ? a_ : b_; })

static int square(int x) { return x * x; }
typeof(square) *sq_ptr = square;
__extension__ typedef long long big_t;

int main(void) {
    int x = 3;
    typeof(x) y = 4;
    __typeof__(int *) p = &y;
    typeof(int[3]) ta = {1, 2, 3};
    typeof(ta[0]) el = 9;
    const typeof(x) cx = 5;
    typeof(typeof(char) *) cp = "str";
    __auto_type z = x * 2.5;                /* double */
    __auto_type arrp = ta;                  /* decays to int * */
    __auto_type fn = square;                /* function pointer */
    __auto_type ch = 'c';                   /* int */
    __extension__ big_t ll = 1LL << 40;
    __extension__ ({ ll += 1; });
    double d1 = 1.5, d2 = 2.5;
    SWAP(x, y);
    SWAP(d1, d2);
    printf("%d %d %d %zu %d %d %s\n", x, y, *p, sizeof ta, el, cx, cp);
    printf("%g %zu %d %zu %d %d\n", z, sizeof z, arrp[2], sizeof arrp, fn(7), (int)sizeof ch);
    printf("%lld %g %g %d %d\n", ll, d1, d2, MAX(3, 8), sq_ptr(5));
    printf("%g %ld\n", MAX(2.5, -1.0), MAX(10L, 7L));
    typeof(y) counts[2] = {0};
    printf("%zu %zu\n", sizeof counts, sizeof(typeof(MAX(1, 2.0))));
    return 0;
}
