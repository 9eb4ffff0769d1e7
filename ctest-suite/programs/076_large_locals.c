#include <stdio.h>
#include <string.h>
int main(void) {
    int big[20000];
    for (int i = 0; i < 20000; i++) big[i] = i % 97;
    long s = 0;
    for (int i = 0; i < 20000; i++) s += big[i];
    char text[4096];
    memset(text, 'x', sizeof text - 1); text[sizeof text - 1] = 0;
    printf("%ld %zu\n", s, strlen(text));
    return 0;
}
