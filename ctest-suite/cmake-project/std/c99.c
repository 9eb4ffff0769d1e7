#if __STDC_VERSION__ != 199901L
#error "-std=c99 expected"
#endif
long c99_value(void) { for (int i = 0; i < 1; i++) { } return __STDC_VERSION__; }
