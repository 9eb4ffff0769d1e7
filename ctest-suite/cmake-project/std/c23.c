#if __STDC_VERSION__ <= 201710L
#error "-std=c2x/c23 expected"
#endif
[[nodiscard]] int c23_value(void) { constexpr int v = 23; bool t = true; return t ? v : 0; }
