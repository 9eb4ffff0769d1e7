/* String helpers: the shared library libstrutil.so. */
#ifndef STRUTIL_H
#define STRUTIL_H

#include <stddef.h>

size_t str_reverse(char *s);
int str_count_words(const char *s);
unsigned long str_hash(const char *s);
void str_join(char *out, size_t cap, const char *const *parts, int n, const char *sep);

#endif
