#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>
/* GNU statement expressions: values, void ones, declarations inside, nesting, typeof, loops inside */
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SQUARE(x) ({ long _v = (x); _v * _v; })
struct P { int x, y; };
static int calls;
static int bump(void) { return ++calls; }
int main(void) {
    int x = ({ int y = 3; y * 2; });
    double d = MAX(2.5, 1);
    long s = SQUARE(MAX(3, bump()));
    printf("%d %.1f %ld %d\n", x, d, s, calls);
    int sum = ({ int t = 0; for (int i = 1; i <= 10; i++) t += i; t; });
    ({ printf("void statement expression %d\n", sum); });
    struct P p = ({ struct P q = {4, 5}; q; });
    printf("%d %d\n", p.x, p.y);
    int nested = ({ int a = ({ int b = 7; b + 1; }); a * 2; });
    char *str = ({ char *t = malloc(8); strcpy(t, "abc"); t; });
    printf("%d %s %d\n", nested, str, toupper(str[1]));
    free(str);
    int c = 0;
    for (int i = 0; i < 5; i++) c += ({ int r = i % 2 ? i : -i; r; });
    printf("%d %s\n", c, ({ const char *m = c > 0 ? "pos" : "nonpos"; m; }));
    return 0;
}
