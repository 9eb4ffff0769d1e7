#include <stdio.h>
#include <string.h>
int main(void) {
    char board[3][4] = {"x.o", ".x.", "o.x"};
    int wins = 0;
    if (board[0][0] == board[1][1] && board[1][1] == board[2][2]) wins++;
    for (int i = 0; i < 3; i++) printf("%s\n", board[i]);
    board[1][1] = 'o';
    printf("%d %s %zu\n", wins, board[1], strlen(board[2]));
    return 0;
}
