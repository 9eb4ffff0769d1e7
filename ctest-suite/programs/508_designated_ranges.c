/* Nested designated initializers with GNU array ranges `[a ... b] = x`, for globals, static
   and automatic objects, overriding, nested members. */
#include <stdio.h>

struct pt { int x, y; };
int garr[10] = { [0 ... 4] = 1, [7] = 3, [8 ... 9] = 2 };
struct S { int a[4]; struct pt p; struct pt q[3]; } gs = { .a[1 ... 2] = 5, .p.y = 9, .q[0 ... 2].x = 4, .q[1].y = 6 };
char table[16] = { [0 ... 15] = '.', [4 ... 7] = '#' };
int open_ended[] = { [2 ... 5] = 7 };

int main(void) {
    for (int i = 0; i < 10; i++) printf("%d", garr[i]);
    printf("\n%d %d %d %d %d\n", gs.a[0], gs.a[1], gs.a[2], gs.a[3], gs.p.y);
    for (int i = 0; i < 3; i++) printf("(%d,%d)", gs.q[i].x, gs.q[i].y);
    printf("\n%.16s %zu\n", table, sizeof open_ended / sizeof open_ended[0]);
    int loc[8] = { [1 ... 6] = 42, [3] = 0 };
    static struct pt spts[4] = { [0 ... 3] = { 1, 2 }, [2].y = 8 };
    struct pt lpts[3] = { [0 ... 2] = { .y = -1 } };
    int mat[3][3] = { [0 ... 2] = { [0 ... 2] = 1 }, [1][1] = 5 };
    for (int i = 0; i < 8; i++) printf("%d ", loc[i]);
    printf("\n");
    for (int i = 0; i < 4; i++) printf("(%d,%d)", spts[i].x, spts[i].y);
    for (int i = 0; i < 3; i++) printf("(%d,%d)", lpts[i].x, lpts[i].y);
    printf("\n");
    for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) printf("%d", mat[i][j]);
    printf("\n");
    return 0;
}
