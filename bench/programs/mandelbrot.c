/* mandelbrot: an n x n bitmap of the set over [-1.5,0.5] x [-1,1], 50 iterations,
   packed 8 pixels per byte; prints a checksum of the bytes and the number of set bits.
   argv[1] = n. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 4000;
    int rowbytes = (n + 7) / 8;
    unsigned char *bits = calloc((size_t)rowbytes * n, 1);
    double inv = 2.0 / n;
    for (int y = 0; y < n; y++) {
        double ci = y * inv - 1.0;
        for (int x = 0; x < n; x++) {
            double cr = x * inv - 1.5;
            double zr = 0.0, zi = 0.0, tr = 0.0, ti = 0.0;
            int i = 0;
            for (; i < 50 && tr + ti <= 4.0; i++) {
                zi = 2.0 * zr * zi + ci;
                zr = tr - ti + cr;
                tr = zr * zr;
                ti = zi * zi;
            }
            if (tr + ti <= 4.0)
                bits[(size_t)y * rowbytes + x / 8] |= (unsigned char)(0x80 >> (x % 8));
        }
    }
    uint32_t h = 2166136261u;
    long set = 0;
    for (size_t i = 0; i < (size_t)rowbytes * n; i++) {
        h = (h ^ bits[i]) * 16777619u;
        for (unsigned b = bits[i]; b; b &= b - 1)
            set++;
    }
    printf("%08x %ld\n", h, set);
    free(bits);
    return 0;
}
