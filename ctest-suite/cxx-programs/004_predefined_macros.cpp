// g++'s C++ predefined macros for -std=c++14 (the flag is given to g++ and to jcirc++ alike).
// ARGS: -std=c++14
#include <stdio.h>

int main() {
    printf("__cplusplus %ld\n", (long)__cplusplus);
    printf("__GXX_ABI_VERSION %d\n", __GXX_ABI_VERSION);
#ifdef __GNUG__
    printf("__GNUG__ defined, equal to __GNUC__: %d\n", __GNUG__ == __GNUC__);
#endif
#ifdef __STDC_VERSION__
    printf("__STDC_VERSION__ defined\n");
#endif
#ifdef __STRICT_ANSI__
    printf("__STRICT_ANSI__\n");
#endif
#ifdef __GXX_WEAK__
    printf("__GXX_WEAK__ %d\n", __GXX_WEAK__);
#endif
    printf("bool is %d byte, true is %d\n", (int)sizeof(bool), (int)true);
    return 0;
}
