#include <stdio.h>
int shared;
int shared;
extern int later;
int later = 5;
static int twice_declared(int);
extern int get_later(void);
int get_later(void) { return later; }
static int twice_declared(int x) { return x * 2; }
int array_decl[];
int array_decl[3] = {1, 2, 3};
int main(void) {
    extern int shared;
    shared = 9;
    printf("%d %d %d %d\n", shared, get_later(), twice_declared(4), array_decl[2]);
    return 0;
}
