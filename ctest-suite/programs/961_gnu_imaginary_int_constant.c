// GNU imaginary constants take the type of their digits: 3i is _Complex int (gcc), 2.0fi _Complex float,
// 1.5i _Complex double; in expressions, in local and static initializers and through _Generic.
#include <stdio.h>

static _Complex int gs = 5 + 7i;
static __typeof__(3i) gt = 4i;
static _Complex long long gl = 3ll + 2lli;

int main(void) {
    __auto_type a = 3i;
    __auto_type b = 2.0fi;
    __auto_type c = 1.5i;
    __auto_type d = 10ui;
    printf("%zu %zu %zu %zu %zu\n", sizeof a, sizeof b, sizeof c, sizeof d, sizeof gt);
    printf("%d %d %d\n", _Generic(a, _Complex int: 1, _Complex double: 2, default: 3),
           _Generic(b, _Complex float: 1, default: 3), _Generic(d, _Complex unsigned int: 1, default: 3));
    _Complex int z = 4 + 3i;
    z = z * 2i;                       // (4+3i)*2i = -6+8i
    printf("%d %d\n", __real__ z, __imag__ z);
    printf("%d %d %d %d %lld %lld\n", __real__ gs, __imag__ gs, __real__ gt, __imag__ gt, __real__ gl, __imag__ gl);
    printf("%d %d\n", __real__ a, __imag__ a);
    return 0;
}
