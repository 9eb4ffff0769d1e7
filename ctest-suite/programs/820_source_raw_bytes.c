/* Bytes that are not UTF-8 in literals stay the bytes they are (gcc takes source bytes as they are):
   "\0<0xff>" has 3 bytes and the byte 255, the character constant <0xff> is -1 (char is signed). */
#include <stdio.h>

static const unsigned char f[] = "\0\377";
static const unsigned char g[] = "\0ÿ";
static const char h[] = "aébà";

int main(void) {
    printf("%d %d %d %d\n", (int)sizeof f, (int)sizeof g, f[1] == g[1], g[1]);
    printf("%d %d\n", (int)'ÿ', (int)(unsigned char)'é');
    printf("%d", (int)sizeof h);
    for (int i = 0; h[i]; i++) printf(" %d", (unsigned char)h[i]);
    printf("\n");
    return 0;
}
