#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
static void upcase(char *s) { for (; *s; s++) *s = (char)toupper((unsigned char)*s); }
static int my_strlen(const char *s) { const char *p = s; while (*p) p++; return (int)(p - s); }
int main(void) {
    char buf[64] = "The quick brown fox";
    upcase(buf);
    printf("%s %d\n", buf, my_strlen(buf));
    char *sp = strchr(buf, 'Q');
    printf("%s\n", sp);
    printf("%d %d\n", atoi("1234"), (int)strtol("-ff", NULL, 16));
    char word[16];
    int n = 0;
    for (const char *p = "a1b22c333"; *p; p++) if (isdigit((unsigned char)*p)) word[n++] = *p;
    word[n] = 0;
    printf("%s\n", word);
    printf("%d\n", memcmp("abc", "abd", 3) < 0);
    char *dup = strdup("copy");
    printf("%s\n", dup);
    free(dup);
    return 0;
}
