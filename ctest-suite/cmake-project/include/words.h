#ifndef WORDS_H
#define WORDS_H
#if defined(__GNUC__)
#define WORDS_API __attribute__((visibility("default")))
#else
#define WORDS_API
#endif
WORDS_API const char *words_longest(int n, char **w);
#endif
