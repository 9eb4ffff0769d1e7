#include <stdio.h>
#include <string.h>
#include <ctype.h>
static void reverse(char *s) { for (size_t i = 0, j = strlen(s); i + 1 < j; i++, j--) { char t = s[i]; s[i] = s[j - 1]; s[j - 1] = t; } }
static int is_pal(const char *s) {
    const char *e = s + strlen(s) - 1;
    while (s < e) {
        if (!isalnum((unsigned char)*s)) { s++; continue; }
        if (!isalnum((unsigned char)*e)) { e--; continue; }
        if (tolower((unsigned char)*s++) != tolower((unsigned char)*e--)) return 0;
    }
    return 1;
}
int main(void) {
    char buf[] = "stressed";
    reverse(buf);
    printf("%s %d %d %d\n", buf, is_pal("A man, a plan, a canal: Panama"), is_pal("hello"), is_pal(""));
    return 0;
}
