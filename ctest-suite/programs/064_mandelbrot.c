#include <stdio.h>
int main(void) {
    for (int y = -10; y <= 10; y++) {
        for (int x = -30; x <= 10; x++) {
            double cr = x / 15.0, ci = y / 10.0, zr = 0, zi = 0;
            int it = 0;
            while (zr * zr + zi * zi < 4.0 && it < 50) { double t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; it++; }
            putchar(" .:-=+*#%@"[it % 10]);
        }
        putchar('\n');
    }
    return 0;
}
