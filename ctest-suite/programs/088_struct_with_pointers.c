#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct str { char *data; size_t len; };
static struct str mkstr(const char *s) { struct str r; r.len = strlen(s); r.data = malloc(r.len + 1); memcpy(r.data, s, r.len + 1); return r; }
static void append(struct str *a, const struct str *b) { a->data = realloc(a->data, a->len + b->len + 1); memcpy(a->data + a->len, b->data, b->len + 1); a->len += b->len; }
int main(void) {
    struct str a = mkstr("foo"), b = mkstr("barbaz");
    append(&a, &b); append(&a, &a);
    printf("%s %zu\n", a.data, a.len);
    free(a.data); free(b.data);
    return 0;
}
