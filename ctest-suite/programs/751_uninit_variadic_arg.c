#include <stdio.h>
/* An uninitialized value passed as an extra variadic argument (never read by printf) is not
   undefined behaviour to gcc; with LLVM's noundef on it, -O2 deleted the loop around the call and
   main ran off its end (torture pr79286). Variadic arguments now get no noundef. */
int a = 0, c = 0;
static int d[][8] = {{0}};

int main(void) {
    int e;
    for (int b = 0; b < 4; b++) {
        printf("%d\n", b, e);
        while (a && c++)
            e = d[3][0];
    }
    printf("done\n");
    return 0;
}
