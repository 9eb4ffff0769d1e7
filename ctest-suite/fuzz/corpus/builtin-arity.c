// Type-generic builtins called with the wrong number of arguments (was: internal compiler errors in
// code generation, ArrayIndexOutOfBoundsException / NullPointerException; fuzz seed 6, mutant 2138).
// EXPECT: error: too few arguments to function call, expected 3, have 2
// EXPECT: error: too few arguments to function call, expected 1, have 0
// EXPECT: error: too few arguments to function call, expected 2, have 1
// EXPECT: error: too few arguments to function call, expected 6, have 3
// EXPECT: error: too many arguments to function call, expected 1, have 2
int foo(unsigned short x, unsigned short y) {
    int r;
    if (__builtin_mul_overflow(x, y & r))
        __builtin_abort();
    return r;
}
int f(double d) {
    return __builtin_isnan() + __builtin_isgreater(d) + __builtin_fpclassify(1, 2, d)
         + __builtin_signbit(d, d) + __builtin_isinf_sign() + __builtin_classify_type() + __builtin_constant_p();
}
