#include <stdio.h>
static double half(double x) { return x / 2; }
static double twice(double x) { return x * 2; }
static double neg(double x) { return -x; }
struct cmd { const char *name; double (*fn)(double); };
static const struct cmd cmds[] = {{"half", half}, {"twice", twice}, {"neg", neg}};
static double run(const char *prog, double v) {
    for (const char *p = prog; *p; p++) {
        int idx = *p - '0';
        if (idx >= 0 && idx < 3) v = cmds[idx].fn(v);
    }
    return v;
}
int main(void) {
    printf("%g %g\n", run("0112", 10), run("2222", 3));
    for (int i = 0; i < 3; i++) printf("%s(5)=%g ", cmds[i].name, cmds[i].fn(5));
    printf("\n");
    return 0;
}
