#include <string.h>
#include "strutil.h"

size_t str_reverse(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--) {
        char t = s[i];
        s[i] = s[j];
        s[j] = t;
    }
    return n;
}

int str_count_words(const char *s) {
    int words = 0, in_word = 0;
    for (; *s; s++) {
        int blank = *s == ' ' || *s == '\t' || *s == '\n';
        if (!blank && !in_word) words++;
        in_word = !blank;
    }
    return words;
}

/* FNV-1a, 64-bit. */
unsigned long str_hash(const char *s) {
    unsigned long h = 14695981039346656037UL;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 1099511628211UL;
    }
    return h;
}

void str_join(char *out, size_t cap, const char *const *parts, int n, const char *sep) {
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        const char *piece[2] = { i ? sep : "", parts[i] };
        for (int k = 0; k < 2; k++)
            for (const char *c = piece[k]; *c && len + 1 < cap; c++) out[len++] = *c;
    }
    out[len] = '\0';
}
