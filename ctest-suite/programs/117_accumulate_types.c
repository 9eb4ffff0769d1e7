#include <stdio.h>
int main(void) {
    float fs = 0; double ds = 0; long ls = 0; unsigned us = 0; short ss = 0;
    for (int i = 1; i <= 1000; i++) { fs += 1.0f / i; ds += 1.0 / i; ls += (long)i * i; us += (unsigned)i * 2654435761u; ss += (short)i; }
    printf("%.5f %.10f %ld %u %d\n", fs, ds, ls, us, ss);
    return 0;
}
