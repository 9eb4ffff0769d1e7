#include <stdio.h>
#include <stddef.h>
#include <stdalign.h>
/* _Static_assert at file and block scope, _Alignof/alignof, _Alignas/alignas, max_align_t */
struct s { char c; double d; };
_Static_assert(sizeof(struct s) == 16, "struct s is 16 bytes");
_Static_assert(_Alignof(struct s) == 8, "aligned to 8");
static _Alignas(32) char buf[5];
struct over { alignas(16) int x; char y; };
int main(void) {
    _Static_assert(offsetof(struct s, d) == 8, "d at 8");
    alignas(64) int local = 3;
    printf("%zu %zu %zu %zu %zu\n", alignof(char), alignof(long long), alignof(long double), alignof(max_align_t), _Alignof(struct over));
    printf("%zu %d %d %d\n", sizeof(struct over), (int)((size_t)buf % 32), (int)((size_t)&local % 64), local);
    return 0;
}
