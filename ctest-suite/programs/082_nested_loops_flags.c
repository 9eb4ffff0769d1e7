#include <stdio.h>
int main(void) {
    int found = 0, fi = -1, fj = -1;
    for (int i = 1; i < 50 && !found; i++)
        for (int j = i; j < 50; j++)
            if (i * i + j * j == 25 * 25 && i > 5) { found = 1; fi = i; fj = j; break; }
    printf("%d %d %d\n", found, fi, fj);
    int triples = 0;
    for (int a = 1; a < 30; a++) for (int b = a; b < 30; b++) for (int c = b; c < 30; c++) if (a * a + b * b == c * c) triples++;
    printf("%d\n", triples);
    return 0;
}
