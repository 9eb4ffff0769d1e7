// long double objects with static storage: global and static initializers, arrays, structs,
// constant-folded exact expressions, and compound assignment on globals.
#include <stdio.h>

long double g = 2.5L;
static long double table[4] = {0.5L, -1.25L, 1024.0L, 3.0L / 4.0L};
struct Rec { int id; long double w; } rec = {9, -0.0625L};
static long double scaled = 1.5L * 4;

int main(void) {
    g *= 3;
    printf("g %Lf\n", g);
    long double s = 0;
    for (int i = 0; i < 4; i++) s += table[i];
    printf("table %Lf\n", s);
    printf("rec %d %Lf scaled %Lf\n", rec.id, rec.w, scaled);
    static long double acc;
    for (int i = 0; i < 5; i++) acc += i * 0.5L;
    printf("acc %Lf\n", acc);
    rec.w /= 2;
    printf("rec.w %Lf\n", rec.w);
    return 0;
}
