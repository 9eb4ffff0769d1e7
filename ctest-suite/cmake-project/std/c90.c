#if defined(__STDC_VERSION__)
#error "-std=c90 expected (no __STDC_VERSION__)"
#endif
int c90_value(void) { int x = 90; /* no // comments, declarations first */ return x; }
