#include <stdio.h>
static int grade(int score) {
    if (score >= 90) return 'A';
    if (score >= 80) return 'B';
    switch (score / 10) { case 7: return 'C'; case 6: return 'D'; }
    return 'F';
}
static int sign(double d) { return d > 0 ? 1 : d < 0 ? -1 : 0; }
int main(void) {
    int scores[] = {95, 85, 75, 65, 55, 100, 0};
    for (int i = 0; i < 7; i++) putchar(grade(scores[i]));
    putchar('\n');
    printf("%d %d %d\n", sign(2.5), sign(-0.1), sign(0));
    return 0;
}
