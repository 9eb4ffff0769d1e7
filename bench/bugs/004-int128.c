/* Missing GNU extension (found compiling SQLite: sqlite3Multiply128, used when __GNUC__ and
   __x86_64__ are defined): the __int128 / __uint128_t types.
   Expected (gcc, clang): prints "ok 2 18446744073709551613".
   jcirc: error: unknown type name '__uint128_t' (and "Missing ;" for `unsigned __int128`). */
#include <stdio.h>

int main(void) {
    unsigned long long a = 0xffffffffffffffffULL, b = 3;
    __uint128_t r = (__uint128_t)a * b;
    unsigned __int128 hi = r >> 64;
    printf("ok %llu %llu\n", (unsigned long long)hi, (unsigned long long)r);
    return 0;
}
