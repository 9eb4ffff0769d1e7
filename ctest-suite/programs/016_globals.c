#include <stdio.h>
int counter;
int initialized = 42;
static int hidden = -7;
const char *greeting = "hi";
int table[4] = {1, 2, 3};
int *ptr_to_table = &table[2];
struct cfg { int a; const char *name; double ratio; } config = {3, "cfg", 0.25};
struct cfg configs[2] = {{1, "one", 1.0}, {2, "two", 2.0}};
char letters[] = "abc";
static int (*fn_table[2])(int);
static int twice(int x) { return 2 * x; }
static void bump(void) { counter++; }
int main(void) {
    bump(); bump();
    printf("%d %d %d %s\n", counter, initialized, hidden, greeting);
    printf("%d %d %d\n", table[0], table[3], *ptr_to_table);
    printf("%d %s %.2f\n", config.a, config.name, config.ratio);
    printf("%s %d %s\n", configs[1].name, configs[0].a, letters);
    fn_table[1] = twice;
    printf("%d %d\n", fn_table[1](21), fn_table[0] == 0);
    return 0;
}
