#include <stdio.h>
#include <ctype.h>
int main(void) {
    const char *text = "It was the best of times, it was the worst of times; it was the age of wisdom.";
    int counts[26] = {0}, words = 0, in_word = 0, upper = 0, punct = 0;
    for (const char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (isalpha(c)) { counts[tolower(c) - 'a']++; if (!in_word) { words++; in_word = 1; } if (isupper(c)) upper++; }
        else { in_word = 0; if (ispunct(c)) punct++; }
    }
    for (int i = 0; i < 26; i++) if (counts[i] > 3) printf("%c=%d ", 'a' + i, counts[i]);
    printf("\nwords=%d upper=%d punct=%d\n", words, upper, punct);
    return 0;
}
