// Asm labels spelled through macros (gcc.c-torture builtins/memops-asm, strstr-asm): a call to the
// declared name goes to the label (was: to the declared name, the wrong function), and so does the
// __builtin_ form of a library function declared with a label (was: an internal compiler error).
#include <stdio.h>
typedef __SIZE_TYPE__ size_t;

#define ASMNAME(cname)  ASMNAME2 (__USER_LABEL_PREFIX__, cname)
#define ASMNAME2(prefix, cname) STRING (prefix) cname
#define STRING(x)    #x

extern int twice(int) __asm(ASMNAME("my_twice"));
extern char *strchr(const char *, int) __asm(ASMNAME("my_strchr"));

static int my_calls, strchr_calls;
int my_twice(int x) { my_calls++; return 2 * x; }
int twice_plain(int x) { return x; }
char *my_strchr(const char *s, int c) {
    strchr_calls++;
    for (;; s++) {
        if (*s == (char)c) return (char *)s;
        if (!*s) return 0;
    }
}

int main(void) {
    volatile int v = 21;
    int r = twice(v);
    static char text[] = "hello, world";
    volatile int c = 'w';
    char *p = strchr(text, c);
    char *q = __builtin_strchr(text, c);
    printf("%d my_calls=%d at=%d %d strchr_calls>=1:%d\n", r, my_calls, (int)(p - text), (int)(q - text), strchr_calls >= 1);
    return 0;
}
