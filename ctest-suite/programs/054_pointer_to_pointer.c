#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void split(const char *s, char ***out, int *n) {
    *n = 0; *out = NULL;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        const char *e = s; while (*e && *e != ' ') e++;
        *out = realloc(*out, (*n + 1) * sizeof(char *));
        (*out)[*n] = malloc(e - s + 1);
        memcpy((*out)[*n], s, e - s); (*out)[*n][e - s] = 0;
        (*n)++; s = e;
    }
}
int main(int argc, char **argv) {
    char **words; int n;
    split("  the cat  sat on the mat ", &words, &n);
    for (int i = n - 1; i >= 0; i--) { printf("%s%c", words[i], i ? ' ' : '\n'); free(words[i]); }
    free(words);
    printf("%d %d\n", argc, argv[1] == NULL);
    return 0;
}
