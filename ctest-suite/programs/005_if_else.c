#include <stdio.h>
static const char *classify(int x) {
    if (x < 0) return "negative";
    else if (x == 0) return "zero";
    else if (x < 10) { return "small"; }
    return "large";
}
int main(void) {
    int vals[] = {-3, 0, 7, 42};
    for (int i = 0; i < 4; i++) printf("%d %s\n", vals[i], classify(vals[i]));
    int y = 5;
    if (y > 3) y = y * 2;
    if (y > 100) y = 0; else y = y + 1;
    printf("%d\n", y);
    return 0;
}
