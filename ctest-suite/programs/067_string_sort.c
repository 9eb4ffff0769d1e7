#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmpstr(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }
struct person { const char *name; int age; };
static int by_age(const void *a, const void *b) {
    const struct person *x = a, *y = b;
    return x->age != y->age ? x->age - y->age : strcmp(x->name, y->name);
}
int main(void) {
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apple"};
    qsort(words, 6, sizeof *words, cmpstr);
    for (int i = 0; i < 6; i++) printf("%s ", words[i]);
    printf("\n");
    struct person ps[] = {{"bob", 30}, {"amy", 25}, {"cid", 30}, {"dan", 20}};
    qsort(ps, 4, sizeof ps[0], by_age);
    for (int i = 0; i < 4; i++) printf("%s:%d ", ps[i].name, ps[i].age);
    printf("\n");
    return 0;
}
