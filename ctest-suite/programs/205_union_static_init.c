/* static initialization of unions through a member other than the first, or one smaller than the
   union (SQLite's sqlite3DigitPairs: union { char a[201]; short forceAlignment; }) */
#include <stdio.h>
#include <stdint.h>

static const union {
    char a[21];
    short int forceAlignment;
} digits = {"00010203040506070809"};

union U { int i; double d; char c[12]; };
static union U u1 = {.d = 2.5};
static union U u2 = {.c = "hello"};
static union U u3 = {7};
static union U arr[2] = {{.d = 3}, {.d = -1.25}};

union P { void *p; long l; };
static int target = 99;
static union P up = {.p = &target};

int main(void) {
    printf("%s %zu %d\n", digits.a, sizeof digits, (int)((uintptr_t)&digits % 2));
    printf("%g %s %d\n", u1.d, u2.c, u3.i);
    printf("%g %g\n", arr[0].d, arr[1].d);
    printf("%d\n", *(int *)up.p);
    return 0;
}
