/* functions returning function pointers, declared and defined with nested declarators
   (SQLite's xDlSym: void (*memdbDlSym(sqlite3_vfs*, void*, const char*))(void)) */
#include <stdio.h>
#include <string.h>

typedef struct Vfs Vfs;
struct Vfs { const char *name; void (*(*xDlSym)(Vfs *, void *, const char *zSymbol))(void); };

static void hello(void) { printf("hello\n"); }
static void world(void) { printf("world\n"); }

static void (*lookup(Vfs *pVfs, void *p, const char *zSym))(void);
static Vfs vfs = {"mem", lookup};

static void (*lookup(Vfs *pVfs, void *p, const char *zSym))(void) {
    (void)p;
    printf("%s: lookup %s\n", pVfs->name, zSym);
    if (strcmp(zSym, "hello") == 0) return hello;
    if (strcmp(zSym, "world") == 0) return world;
    return 0;
}

static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static int (*pick(char op))(int, int) { return op == '+' ? add : mul; }

int main(void) {
    const char *names[] = {"hello", "world", "nothing"};
    for (int i = 0; i < 3; i++) {
        void (*f)(void) = vfs.xDlSym(&vfs, 0, names[i]);
        if (f) f(); else printf("not found\n");
    }
    printf("%d %d\n", pick('+')(6, 7), pick('*')(6, 7));
    return 0;
}
