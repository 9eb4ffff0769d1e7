#include <stdio.h>
#include <string.h>
static int append_num(char *dst, int pos, long v) {
    char tmp[24]; int n = 0; int neg = v < 0; unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;
    do { tmp[n++] = (char)('0' + u % 10); u /= 10; } while (u);
    if (neg) dst[pos++] = '-';
    while (n) dst[pos++] = tmp[--n];
    dst[pos] = 0;
    return pos;
}
int main(void) {
    char out[256]; int pos = 0;
    long vals[] = {0, 7, -15, 123456789, -2147483648L};
    for (int i = 0; i < 5; i++) { pos = append_num(out, pos, vals[i]); out[pos++] = i < 4 ? ',' : '\0'; }
    printf("%s %zu\n", out, strlen(out));
    return 0;
}
