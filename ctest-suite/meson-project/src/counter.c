#include <string.h>
#include "counter.h"
int count_vowels(const char *s) { int n = 0; for (; *s; s++) n += strchr("aeiou", *s) != NULL; return n; }
