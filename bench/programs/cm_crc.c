/* CRC16 kernel (written for jcirc's bench): the bitwise CRC-16/ARC of bytes, 16-bit
   and 32-bit words as CoreMark folds its results, over a buffer that each round
   updates. argv[1] = rounds. */
#include <stdio.h>
#include <stdlib.h>

static unsigned short crc8(unsigned char data, unsigned short crc) {
    for (int i = 0; i < 8; i++) {
        unsigned char x16 = (unsigned char)((data & 1) ^ ((unsigned char)crc & 1));
        data >>= 1;
        if (x16 == 1) {
            crc ^= 0x4002;
            crc = (unsigned short)((crc >> 1) | 0x8000);
        } else {
            crc >>= 1;
        }
    }
    return crc;
}

static unsigned short crc16(short v, unsigned short crc) {
    crc = crc8((unsigned char)v, crc);
    return crc8((unsigned char)((unsigned short)v >> 8), crc);
}

static unsigned short crc32w(unsigned v, unsigned short crc) {
    crc = crc16((short)v, crc);
    return crc16((short)(v >> 16), crc);
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 30000;
    enum { N = 2048 };
    unsigned char *buf = malloc(N);
    for (int i = 0; i < N; i++) buf[i] = (unsigned char)(i * 37 + 11);
    unsigned short crc = 0xffff;
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < N; i++) crc = crc8(buf[i], crc);
        crc = crc16((short)r, crc);
        crc = crc32w((unsigned)r * 2654435761u, crc);
        buf[r % N] ^= (unsigned char)crc;
    }
    printf("crc %04x\n", crc);
    free(buf);
    return 0;
}
