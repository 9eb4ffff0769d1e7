#include <string.h>
#include "words.h"
#include "config.h"
static size_t len_of(const char *s) { return strlen(s); }   /* hidden */
const char *words_longest(int n, char **w) {
    const char *best = "";
    for (int i = 0; i < n; i++) if (len_of(w[i]) > len_of(best)) best = w[i];
    return best;
}
