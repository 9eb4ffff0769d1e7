#if __STDC_VERSION__ != 201710L
#error "-std=c17 expected"
#endif
int c17_value(void) { return _Generic(1.0f, float: 17, default: 0); }
