/* Library builtins called without a declaration of the builtin (gcc's builtins tests): an
   undeclared __builtin_strcat, __builtin_strchr, __builtin_memchr ... has the library function's
   type (a pointer result, not int), also where the unit declares the function itself. */
#include <stdio.h>

extern char *strcat(char *, const char *);
extern int memcmp(const void *, const void *, __SIZE_TYPE__);

int main(void) {
    char dst[32] = "hello";
    char *r = __builtin_strcat(dst, " world");
    const char *c = __builtin_strchr(dst, 'w');
    const char *m = __builtin_memchr(dst, 'o', 5);
    char *e = __builtin_stpcpy(dst + 11, "!");
    printf("%s %d %s %d %d\n", r, r == dst, c, (int)(m - dst), (int)(e - dst));
    printf("%d %d\n", (int)__builtin_strspn("aabbc", "ab"), memcmp(dst, "hello", 5));
    return 0;
}
