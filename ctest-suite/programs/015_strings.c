#include <stdio.h>
#include <string.h>
int main(void) {
    const char *s = "hello" " " "world";
    printf("%s %zu\n", s, strlen(s));
    char buf[32];
    strcpy(buf, "abc");
    strcat(buf, "def");
    printf("%s %d\n", buf, strcmp(buf, "abcdef"));
    printf("[%s]\n", "tab\there\\ \"quoted\" \x41\101\n");
    char c = 'x', nl = '\n', q = '\'';
    printf("%c%c%c %d\n", c, q, nl, '\0');
    char arr[] = "xyz";
    printf("%zu %c\n", sizeof arr, arr[1]);
    const char *p = s + 6;
    printf("%s %c\n", p, *s);
    printf("%d\n", "abc"[2]);
    char w[10] = {'h', 'i'};
    printf("%s %d\n", w, w[5]);
    return 0;
}
