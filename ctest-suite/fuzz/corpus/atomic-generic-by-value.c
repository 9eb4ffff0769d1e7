// gcc's generic atomic builtins take their value, result and expected arguments by address; a value
// there (was: "verification failed after CIRGen: 'bitcast' requires a !cir.ptr source", an internal
// compiler error; fuzz seed 11, mutant 5092 of 430_atomic_long_double.c: a deleted '&'). clang's
// wording for the plain type (clang rejects _Atomic objects in these builtins outright; gcc accepts them).
// EXPECT: error: passing 'long double' to parameter of incompatible type 'long double *'
_Atomic long double x;
long double y;
void g(long double n) {
    long double old, e = 0;
    __atomic_exchange(&x, &n, old, 5);
    __atomic_store(&y, n, 5);
    __atomic_load(&y, old, 5);
    __atomic_compare_exchange(&y, e, &n, 0, 5, 5);
    __atomic_compare_exchange_n(&y, e, n, 0, 5, 5);
}
