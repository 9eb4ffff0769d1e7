/* Copying a union copies all of its bytes, also those that are padding in the member with the
   largest alignment but belong to another member (union assignment, initialization, passing
   and returning by value, arrays of unions, a union inside a struct). */
#include <stdio.h>
#include <string.h>

struct Padded { char c; int i; short s; };          /* padding after c and after s */
union U { struct Padded p; unsigned char raw[12]; };
union V { long double ld; unsigned char raw[16]; };  /* x87: 10 value bytes, 6 of padding */
struct Holder { int tag; union U u; };

static union U pass(union U u) { u.raw[11] ^= 0xff; return u; }

static void show(const char *n, const unsigned char *b, size_t len) {
    printf("%-5s", n);
    for (size_t i = 0; i < len; i++) printf("%02x", b[i]);
    printf("\n");
}

int main(void) {
    union U a, b;
    for (int i = 0; i < 12; i++) a.raw[i] = (unsigned char)(0x11 * (i + 1));
    memset(&b, 0, sizeof b);
    b = a;
    show("b", b.raw, 12);
    union U c = a;
    show("c", c.raw, 12);
    union U d = pass(a);
    show("d", d.raw, 12);

    union U arr[2];
    memset(arr, 0, sizeof arr);
    arr[1] = a;
    arr[0] = arr[1];
    show("arr0", arr[0].raw, 12);

    struct Holder h1 = { 7, a }, h2;
    memset(&h2, 0, sizeof h2);
    h2 = h1;
    show("h2", h2.u.raw, 12);

    union V v, w;
    for (int i = 0; i < 16; i++) v.raw[i] = (unsigned char)(0xa0 + i);
    memset(&w, 0, sizeof w);
    w = v;
    show("w", w.raw, 16);
    return 0;
}
