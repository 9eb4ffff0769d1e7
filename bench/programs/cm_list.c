/* CoreMark-like list kernel (written for jcirc's bench): a singly linked list of
   records {value, index} in one pool; per round: find values, reverse the list,
   merge-sort it by value and back by index, and fold the visit order into a CRC.
   argv[1] = rounds. */
#include <stdio.h>
#include <stdlib.h>

struct node {
    struct node *next;
    short value;
    short index;
};

static unsigned short crc_step(unsigned short crc, unsigned short v) {
    for (int b = 0; b < 16; b++) {
        unsigned bit = (crc ^ v) & 1u;
        v >>= 1;
        crc = (unsigned short)(bit ? (crc >> 1) ^ 0xA001u : crc >> 1);
    }
    return crc;
}

static struct node *find(struct node *l, short value) {
    while (l && l->value != value)
        l = l->next;
    return l;
}

static struct node *reverse(struct node *l) {
    struct node *r = NULL;
    while (l) {
        struct node *n = l->next;
        l->next = r;
        r = l;
        l = n;
    }
    return r;
}

static int by_value(const struct node *a, const struct node *b) { return a->value - b->value; }
static int by_index(const struct node *a, const struct node *b) { return a->index - b->index; }

/* bottom-up merge sort of a list (no recursion, no extra memory) */
static struct node *sort(struct node *list, int (*cmp)(const struct node *, const struct node *)) {
    for (int width = 1;; width *= 2) {
        struct node *p = list, *tail = NULL;
        list = NULL;
        int merges = 0;
        while (p) {
            merges++;
            struct node *q = p;
            int psize = 0;
            for (int i = 0; i < width && q; i++) { psize++; q = q->next; }
            int qsize = width;
            while (psize > 0 || (qsize > 0 && q)) {
                struct node *e;
                if (psize == 0) { e = q; q = q->next; qsize--; }
                else if (qsize == 0 || !q) { e = p; p = p->next; psize--; }
                else if (cmp(p, q) <= 0) { e = p; p = p->next; psize--; }
                else { e = q; q = q->next; qsize--; }
                if (tail) tail->next = e; else list = e;
                tail = e;
            }
            p = q;
        }
        tail->next = NULL;
        if (merges <= 1) return list;
    }
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 30000;
    enum { N = 400 };
    struct node *pool = malloc(sizeof(struct node) * N);
    unsigned seed = 7;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        pool[i].value = (short)((seed >> 16) & 0x3fff);
        pool[i].index = (short)i;
        pool[i].next = i + 1 < N ? &pool[i + 1] : NULL;
    }
    struct node *list = pool;
    unsigned short crc = 0;
    long found = 0;
    for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < 8; k++) {
            short want = (short)((r * 131 + k * 977) & 0x3fff);
            struct node *f = find(list, want);
            if (f) { found++; crc = crc_step(crc, (unsigned short)f->index); }
            else crc = crc_step(crc, (unsigned short)want);
        }
        list = reverse(list);
        list = sort(list, by_value);
        crc = crc_step(crc, (unsigned short)list->value);
        list->value ^= (short)(r & 0xff);   /* data changes between rounds */
        list = sort(list, by_index);
        crc = crc_step(crc, (unsigned short)list->next->index);
    }
    printf("crc %04x found %ld\n", crc, found);
    free(pool);
    return 0;
}
