#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NB 64
struct entry { char *key; int value; struct entry *next; };
static struct entry *buckets[NB];
static unsigned hash(const char *s) { unsigned h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }
static void put(const char *k, int v) {
    unsigned b = hash(k) % NB;
    for (struct entry *e = buckets[b]; e; e = e->next) if (!strcmp(e->key, k)) { e->value = v; return; }
    struct entry *e = malloc(sizeof *e);
    e->key = strdup(k); e->value = v; e->next = buckets[b]; buckets[b] = e;
}
static int get(const char *k, int dflt) {
    for (struct entry *e = buckets[hash(k) % NB]; e; e = e->next) if (!strcmp(e->key, k)) return e->value;
    return dflt;
}
int main(void) {
    char key[16];
    for (int i = 0; i < 500; i++) { sprintf(key, "k%d", i % 200); put(key, get(key, 0) + i); }
    printf("%d %d %d %d\n", get("k0", -1), get("k199", -1), get("k7", -1), get("nope", -1));
    int n = 0; for (int b = 0; b < NB; b++) for (struct entry *e = buckets[b]; e; e = e->next) n++;
    printf("%d\n", n);
    return 0;
}
