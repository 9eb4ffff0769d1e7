#include <stdio.h>
static char *utoa(unsigned long v, char *buf, int base) {
    char tmp[72]; int n = 0;
    do { int d = (int)(v % base); tmp[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10); v /= base; } while (v);
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return buf;
}
static char *itoa10(long v, char *buf) {
    if (v < 0) { buf[0] = '-'; utoa(-(unsigned long)v, buf + 1, 10); } else utoa(v, buf, 10);
    return buf;
}
int main(void) {
    char b[80];
    printf("%s ", itoa10(0, b));
    printf("%s ", itoa10(-12345, b));
    printf("%s ", utoa(255, b, 16));
    printf("%s ", utoa(255, b, 2));
    printf("%s\n", itoa10(-9223372036854775807L - 1, b));
    return 0;
}
