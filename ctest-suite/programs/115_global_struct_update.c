#include <stdio.h>
struct stats { long count; double sum, min, max; } g_stats = {0, 0, 1e300, -1e300};
static void add(double v) { g_stats.count++; g_stats.sum += v; if (v < g_stats.min) g_stats.min = v; if (v > g_stats.max) g_stats.max = v; }
int main(void) {
    double vals[] = {3.5, -2, 8.25, 0, 4};
    for (int i = 0; i < 5; i++) add(vals[i]);
    printf("%ld %.3f %.3f %.3f %.3f\n", g_stats.count, g_stats.sum, g_stats.min, g_stats.max, g_stats.sum / g_stats.count);
    struct stats copy = g_stats;
    copy.count = 0;
    printf("%ld %ld\n", copy.count, g_stats.count);
    return 0;
}
