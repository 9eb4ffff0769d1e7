#include <stdio.h>
#include <string.h>
static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
static void b64(const unsigned char *in, size_t n, char *out) {
    size_t i = 0, o = 0;
    for (; i + 2 < n; i += 3) {
        unsigned v = in[i] << 16 | in[i + 1] << 8 | in[i + 2];
        out[o++] = tbl[v >> 18]; out[o++] = tbl[v >> 12 & 63]; out[o++] = tbl[v >> 6 & 63]; out[o++] = tbl[v & 63];
    }
    if (i < n) {
        unsigned v = in[i] << 16 | (i + 1 < n ? in[i + 1] << 8 : 0);
        out[o++] = tbl[v >> 18]; out[o++] = tbl[v >> 12 & 63];
        out[o++] = i + 1 < n ? tbl[v >> 6 & 63] : '='; out[o++] = '=';
    }
    out[o] = 0;
}
int main(void) {
    char out[64];
    const char *tests[] = {"", "f", "fo", "foo", "foob", "fooba", "foobar"};
    for (int i = 0; i < 7; i++) { b64((const unsigned char *)tests[i], strlen(tests[i]), out); printf("'%s' -> '%s'\n", tests[i], out); }
    return 0;
}
