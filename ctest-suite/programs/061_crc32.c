#include <stdio.h>
#include <string.h>
static unsigned crc32(const unsigned char *p, size_t n) {
    unsigned c = 0xffffffffu;
    while (n--) { c ^= *p++; for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & -(c & 1)); }
    return ~c;
}
int main(void) {
    const char *s = "The quick brown fox jumps over the lazy dog";
    printf("%08x\n", crc32((const unsigned char *)s, strlen(s)));
    printf("%08x\n", crc32((const unsigned char *)"", 0));
    return 0;
}
