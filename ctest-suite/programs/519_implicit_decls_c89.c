/* C89 code (gnu89): implicit function declarations returning int, old-style declarations `int f();`
   called with promoted arguments, `register` and `auto` locals, defined later in the file. */
// ARGS: -std=gnu89
#include <stdio.h>

int twice();
long total;

int main()
{
    register int i;
    auto int acc = 0;
    for (i = 0; i < 5; i++) acc += twice(i) + helper(i, 'a');
    total = acc;
    printf("%ld %d\n", total, twice(21));
    return 0;
}

int twice(n) int n; { return 2 * n; }
int helper(n, c) int n; char c; { return n * (c - 'a' + 1); }
