typedef int bad __attribute__((mode(ZZ)));
typedef float f2 __attribute__((mode(QI)));
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@1 {{unknown machine mode 'ZZ'}}
// expected-error@2 {{type of machine mode does not match type of base type}}
