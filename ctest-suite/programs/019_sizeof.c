#include <stdio.h>
struct s { char a; int b; char c; };
int main(void) {
    printf("%zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long));
    printf("%zu %zu %zu\n", sizeof(float), sizeof(double), sizeof(void *));
    printf("%zu %zu\n", sizeof(struct s), sizeof(struct s[3]));
    int a[7];
    printf("%zu %zu\n", sizeof a, sizeof a[0]);
    int x = 1;
    printf("%zu %d\n", sizeof(x++), x);
    printf("%zu %zu\n", sizeof 'a', sizeof "abc");
    return 0;
}
