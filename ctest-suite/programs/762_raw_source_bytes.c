#include <stdio.h>
/* Source files are bytes: a byte that is not valid UTF-8 (here Latin-1 \xff, \xe9 and a lone
   continuation byte \x80, typed raw) goes into a string or character literal unchanged, as in
   gcc; valid UTF-8 text stays as its bytes. */
static const unsigned char f[] = "\0\377";
static const unsigned char g[] = "\0ÿ";
static const char latin[] = "café €!";
static const char utf8[] = "cafÃ©";

int main(void) {
    printf("%zu %zu %d %d\n", sizeof f, sizeof g, f[1] == g[1], g[1]);
    printf("%zu", sizeof latin);
    for (int i = 0; latin[i]; i++) printf(" %02x", (unsigned char)latin[i]);
    printf("\n%zu %d\n", sizeof utf8, (unsigned char)utf8[4]);
    printf("%d\n", (unsigned char)'é');
    return 0;
}
