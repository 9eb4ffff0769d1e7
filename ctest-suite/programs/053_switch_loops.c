#include <stdio.h>
int main(void) {
    const char *prog = "aabxcbbay";
    int a = 0, b = 0, other = 0;
    for (const char *p = prog; *p; p++) {
        switch (*p) {
        case 'a': a++; break;
        case 'b': b++; continue;
        case 'x': goto out;
        default: other++;
        }
        other += 10;
    }
out:
    printf("%d %d %d\n", a, b, other);
    int state = 0, steps = 0;
    while (state != 3) {
        switch (state) { case 0: state = 2; break; case 2: state = 1; break; case 1: state = 3; break; }
        steps++;
    }
    printf("%d\n", steps);
    return 0;
}
