/* Old C accepted with -std=gnu89: implicit int, implicit function declarations, K&R
   definitions, a function without a return type. */
// ARGS: -std=gnu89
#include <stdio.h>

static count;
register_total(n) { static total; total += n; return total; }

main()
{
    auto i;
    for (i = 1; i <= 4; i++) count += square(i);
    printf("%d\n", count);
    printf("%d\n", register_total(5) + register_total(6));
    printf("%d\n", negate(7));
    return 0;
}

square(x) { return x * x; }
negate(x) int x; { return -x; }
