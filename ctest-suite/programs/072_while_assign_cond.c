#include <stdio.h>
#include <string.h>
int main(void) {
    const char *src = "copy me";
    char dst[16]; char *d = dst; const char *s = src;
    while ((*d++ = *s++)) ;
    printf("%s\n", dst);
    int x, n = 0;
    int vals[] = {3, 5, 0, 9};
    int i = 0;
    while ((x = vals[i++]) != 0) n += x;
    printf("%d %d\n", n, i);
    char *p = strchr(dst, 'm');
    if (p) printf("found at %ld\n", (long)(p - dst));
    if (!strchr(dst, 'z')) printf("no z\n");
    return 0;
}
