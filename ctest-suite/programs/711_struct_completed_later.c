#include <stdio.h>
/* a struct used through pointers while incomplete, then defined, then given static initializers
   (SQLite's sqlite3_mutex: `typedef struct M M;` in prototypes long before `struct M {...}`) */
typedef struct M M;
M *alloc(int);
static int use(M *p) { return p != 0; }
struct M { int a; int b; const char *name; };
M *alloc(int i) {
    static M ms[] = { { 1, 2, "first" }, { 3, 4, "second" } };
    return &ms[i];
}
static M global = { 5, 6, "global" };
int main(void) {
    M *p = alloc(1);
    printf("%d %d %s %d %s %d\n", p->a, p->b, p->name, use(p), global.name, alloc(0)->a + global.b);
    return 0;
}
