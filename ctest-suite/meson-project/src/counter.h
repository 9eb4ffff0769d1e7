int count_vowels(const char *s);
