/* Bit-fields in unions: every field starts at bit 0 of the union; the union is as large as its
   largest member (a bit-field counts with its declared type, or only its bytes when packed);
   writing one member and reading another through a byte array and a wider member. */
#include <stdio.h>
#include <string.h>

union U {
    unsigned a : 3;
    signed b : 12;
    unsigned long long w : 40;
    unsigned char bytes[8];
};

union __attribute__((packed)) UP {
    unsigned a : 3;
    long long w : 20;     /* three bytes */
    char c;
};

#pragma pack(push, 1)
union UQ { int i : 9; short s; };
#pragma pack(pop)

struct InS {
    char tag;
    union U u;
    union UP up[2];
    union UQ q;
};

static void bytes(const char *what, const void *p, size_t n) {
    const unsigned char *c = p;
    printf("%-6s", what);
    for (size_t i = 0; i < n; i++) printf("%02x", c[i]);
    printf("\n");
}

int main(void) {
    union U u;
    printf("sizes: U %zu UP %zu UQ %zu InS %zu\n", sizeof(union U), sizeof(union UP), sizeof(union UQ), sizeof(struct InS));
    memset(&u, 0, sizeof u);
    u.b = -1; bytes("b=-1", &u, sizeof u);
    printf("a=%u b=%d w=%llx\n", u.a, u.b, (unsigned long long)u.w);
    u.a = 2; bytes("a=2", &u, sizeof u);
    printf("a=%u b=%d w=%llx\n", u.a, u.b, (unsigned long long)u.w);
    u.w = 0x123456789aULL; bytes("w", &u, sizeof u);
    printf("a=%u b=%d bytes[4]=%x\n", u.a, u.b, u.bytes[4]);
    u.bytes[0] = 0xf0; u.bytes[1] = 0x0f;
    printf("a=%u b=%d w=%llx\n", u.a, u.b, (unsigned long long)u.w);

    union UP up;
    memset(&up, 0, sizeof up);
    up.w = -2; bytes("up.w", &up, sizeof up);
    printf("a=%u c=%d w=%lld\n", up.a, up.c, (long long)up.w);
    up.c = 5; printf("a=%u w=%lld\n", up.a, (long long)up.w);

    struct InS s;
    memset(&s, 0, sizeof s);
    s.tag = 't'; s.u.b = 100; s.up[1].w = 0x7ffff; s.q.i = -200;
    bytes("s", &s, sizeof s);
    struct InS t = s;
    t.u.a += 1; t.up[1].a = 0; t.q.s ^= 0x100;
    printf("%c %d %u %lld %d %d\n", t.tag, t.u.b, t.u.a, (long long)t.up[1].w, t.q.i, t.q.s);
    return 0;
}
