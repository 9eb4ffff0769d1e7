#include <stdio.h>
static unsigned char bits[256];
int main(void) {
    for (int i = 1; i < 256; i++) bits[i] = (unsigned char)(bits[i >> 1] + (i & 1));
    unsigned long total = 0;
    for (unsigned v = 0; v < 100000; v += 7) total += bits[v & 255] + bits[(v >> 8) & 255] + bits[(v >> 16) & 255];
    printf("%lu %d %d\n", total, bits[255], bits[0x5a]);
    return 0;
}
