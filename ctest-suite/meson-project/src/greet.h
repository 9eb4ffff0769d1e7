const char *greet_word(int n);
