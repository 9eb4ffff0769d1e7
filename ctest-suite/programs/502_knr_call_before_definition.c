// JCIRC-ARGS: -fpermissive
/* Calls to K&R functions made before their definition (implicit declarations): the promoted
   arguments are passed as they are; the definition converts them. */
#include <stdio.h>

int before(void) { return later(2, 3) + latef(1.5f) + latec('A'); }

int later(a, b) long a; short b; { return a * 10 + b; }
int latef(f) float f; { return f * 2; }
int latec(c) char c; { return c - 'A' + 100; }

double avg(n, a, b, c) int n; double a, b, c; { return (a + b + c) / n; }

int main(void) {
    printf("%d\n", before());
    printf("%d %d %d\n", later(4, 5), latef(2.5f), latec('C'));
    printf("%.2f\n", avg(3, 1.0f, 2.0, 4.5));
    return 0;
}
