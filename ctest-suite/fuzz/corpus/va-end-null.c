// va_end(0): a null pointer constant where the va_list goes (clang accepts it); was: verification
// failed after CIRGen: operand 'arg_list' must be CIR pointer type (fuzz seed 45, mutant 21 of va-arg-26.c).
#include <stdarg.h>
double f(int n, ...) {
    va_list ap;
    double d;
    va_start(ap, n);
    d = va_arg(ap, double);
    va_end(ap);
    return d;
}
int main(void) {
    va_end(0);
    return f(1, 2.0) != 2.0;
}
