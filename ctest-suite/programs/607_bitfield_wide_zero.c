/* Wide bit-fields (long long, up to 64 bits) and zero-width bit-fields: a :0 field ends the
   current storage unit and aligns the next field to its type (but does not raise the record's
   alignment); fields never straddle a unit of their declared type; an unnamed field of a wide
   type does not raise the alignment either. Values are read through casts to the full type. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct W {
    unsigned long long a : 40;
    long long b : 40;          /* does not fit after a in the same 64-bit unit */
    unsigned long long c : 64;
    signed char d;
};

struct Z1 { char a; int : 0; char b; };
struct Z2 { char a; long long : 0; char b; };
struct Z3 { unsigned a : 5; unsigned : 0; unsigned b : 5; short : 0; char c; };
struct Z4 { char a; unsigned long long : 12; char b; };
struct Z5 { int a : 4; char : 0; int b : 4; char : 0; char c; };

static void dump(const void *p, size_t n) {
    const unsigned char *c = p;
    for (size_t i = 0; i < n; i++) printf("%02x", c[i]);
    printf("\n");
}

int main(void) {
    printf("W %zu %zu d@%zu\n", sizeof(struct W), _Alignof(struct W), offsetof(struct W, d));
    printf("Z1 %zu %zu b@%zu\n", sizeof(struct Z1), _Alignof(struct Z1), offsetof(struct Z1, b));
    printf("Z2 %zu %zu b@%zu\n", sizeof(struct Z2), _Alignof(struct Z2), offsetof(struct Z2, b));
    printf("Z3 %zu %zu c@%zu\n", sizeof(struct Z3), _Alignof(struct Z3), offsetof(struct Z3, c));
    printf("Z4 %zu %zu b@%zu\n", sizeof(struct Z4), _Alignof(struct Z4), offsetof(struct Z4, b));
    printf("Z5 %zu %zu c@%zu\n", sizeof(struct Z5), _Alignof(struct Z5), offsetof(struct Z5, c));

    struct W w;
    memset(&w, 0, sizeof w);
    w.a = 0xffffffffffULL; w.b = -0x8000000000LL; w.c = 0xfedcba9876543210ULL; w.d = -1;
    dump(&w, sizeof w);
    printf("%llx %lld %llx %d\n", (unsigned long long)w.a, (long long)w.b, (unsigned long long)w.c, w.d);
    w.a = 0x10000000001ULL;            /* truncated to 40 bits */
    w.b = 0x7fffffffffLL;
    unsigned long long a = w.a;
    long long b = w.b;
    printf("%llx %lld %d\n", a, b, (long long)w.b > 0);
    w.c >>= 4;
    w.c ^= 0xf000000000000000ULL;
    printf("%llx\n", (unsigned long long)w.c);

    struct Z3 z;
    memset(&z, 0, sizeof z);
    z.a = 31; z.b = 17; z.c = 'c';
    dump(&z, sizeof z);
    struct Z5 z5;
    memset(&z5, 0, sizeof z5);
    z5.a = -1; z5.b = 5; z5.c = 9;
    dump(&z5, sizeof z5);
    printf("%d %d %d\n", z5.a, z5.b, z5.c);
    return 0;
}
