#include <stdio.h>
#include <math.h>
struct body { double x, y, z, vx, vy, vz, m; };
int main(void) {
    struct body b[3] = {{0, 0, 0, 0, 0, 0, 10}, {1, 0, 0, 0, 1, 0, 1e-3}, {0, 2, 0, -0.7, 0, 0, 1e-3}};
    double dt = 0.01;
    for (int step = 0; step < 1000; step++) {
        for (int i = 0; i < 3; i++)
            for (int j = i + 1; j < 3; j++) {
                double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
                double d2 = dx * dx + dy * dy + dz * dz, mag = dt / (d2 * sqrt(d2));
                b[i].vx -= dx * b[j].m * mag; b[i].vy -= dy * b[j].m * mag; b[i].vz -= dz * b[j].m * mag;
                b[j].vx += dx * b[i].m * mag; b[j].vy += dy * b[i].m * mag; b[j].vz += dz * b[i].m * mag;
            }
        for (int i = 0; i < 3; i++) { b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz; }
    }
    for (int i = 0; i < 3; i++) printf("%.6f %.6f\n", b[i].x, b[i].y);
    return 0;
}
