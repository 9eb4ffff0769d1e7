#include <stdio.h>
#include <stdint.h>
static uint32_t crc_step(uint32_t c, uint8_t b) { return (c << 5) + c + b; }
int main(void) {
    uint32_t h = 0; uint64_t acc = 0;
    int16_t s16 = -300; uint16_t u16 = 60000; int8_t s8 = -100; uint8_t u8 = 200;
    for (int i = 0; i < 1000; i++) {
        h = crc_step(h, (uint8_t)(i * 31));
        acc += (uint64_t)h * (i | 1);
        s16 = (int16_t)(s16 * 3 + i); u16 = (uint16_t)(u16 + s16); s8 = (int8_t)(s8 ^ i); u8 = (uint8_t)(u8 * 7 + s8);
    }
    printf("%u %llu %d %u %d %u\n", h, (unsigned long long)acc, s16, u16, s8, u8);
    return 0;
}
