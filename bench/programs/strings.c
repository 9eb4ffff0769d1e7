/* string workload: generate a text of pseudo-random words from a syllable table
   into a growing buffer, split it into words, count word frequencies in a chained
   hash table keyed by strings (strcmp/strlen/memcpy), sort the distinct words by
   count then alphabetically with qsort, and print the top ten and a checksum.
   argv[1] = number of words. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *syllables[] = {"ka", "lo", "mi", "nu", "pe", "ra", "si", "to",
                                  "ve", "za", "qua", "dre", "sto", "ph", "en", "ul"};

typedef struct Entry {
    char *word;
    long count;
    struct Entry *next;
} Entry;

typedef struct {
    char *data;
    size_t len, cap;
} Buf;

static void buf_append(Buf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap)
            b->cap = b->cap ? b->cap * 2 : 64;
        b->data = realloc(b->data, b->cap);
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

static uint32_t hash_str(const char *s) {
    uint32_t h = 5381;
    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static int by_count_then_word(const void *pa, const void *pb) {
    const Entry *a = *(const Entry *const *)pa, *b = *(const Entry *const *)pb;
    if (a->count != b->count)
        return a->count > b->count ? -1 : 1;
    return strcmp(a->word, b->word);
}

int main(int argc, char **argv) {
    long nwords = argc > 1 ? atol(argv[1]) : 10000000;
    uint32_t seed = 7;
    Buf text = {0, 0, 0};
    for (long w = 0; w < nwords; w++) {
        seed = seed * 1664525u + 1013904223u;
        /* skewed length: 1..4 syllables, frequent short words */
        int nsyl = 1 + (int)((seed >> 24) % 4 * ((seed >> 20) & 1));
        char word[32];
        size_t wl = 0;
        for (int s = 0; s < nsyl; s++) {
            seed = seed * 1664525u + 1013904223u;
            const char *syl = syllables[(seed >> 16) % 16];
            size_t sl = strlen(syl);
            memcpy(word + wl, syl, sl);
            wl += sl;
        }
        word[wl++] = (w % 17 == 16) ? '\n' : ' ';
        buf_append(&text, word, wl);
    }

    size_t nbuckets = 1 << 16;
    Entry **buckets = calloc(nbuckets, sizeof(Entry *));
    size_t distinct = 0;
    char *p = text.data;
    long total = 0;
    while (*p) {
        while (*p == ' ' || *p == '\n')
            p++;
        if (!*p)
            break;
        char *start = p;
        while (*p && *p != ' ' && *p != '\n')
            p++;
        char saved = *p;
        *p = '\0';
        uint32_t h = hash_str(start) & (nbuckets - 1);
        Entry *e = buckets[h];
        while (e && strcmp(e->word, start) != 0)
            e = e->next;
        if (!e) {
            e = malloc(sizeof *e);
            size_t len = strlen(start);
            e->word = malloc(len + 1);
            memcpy(e->word, start, len + 1);
            e->count = 0;
            e->next = buckets[h];
            buckets[h] = e;
            distinct++;
        }
        e->count++;
        total++;
        *p = saved;
    }

    Entry **all = malloc(distinct * sizeof(Entry *));
    size_t k = 0;
    for (size_t i = 0; i < nbuckets; i++)
        for (Entry *e = buckets[i]; e; e = e->next)
            all[k++] = e;
    qsort(all, distinct, sizeof(Entry *), by_count_then_word);

    char line[64];
    uint32_t check = 0;
    for (size_t i = 0; i < distinct; i++) {
        int n = snprintf(line, sizeof line, "%s=%ld;", all[i]->word, all[i]->count);
        for (int j = 0; j < n; j++)
            check = check * 131 + (unsigned char)line[j];
    }
    printf("words %ld distinct %zu bytes %zu check %08x\n", total, distinct, text.len, check);
    for (size_t i = 0; i < 10 && i < distinct; i++)
        printf("%s %ld\n", all[i]->word, all[i]->count);

    for (size_t i = 0; i < nbuckets; i++) {
        Entry *e = buckets[i];
        while (e) {
            Entry *next = e->next;
            free(e->word);
            free(e);
            e = next;
        }
    }
    free(all);
    free(buckets);
    free(text.data);
    return 0;
}
