// va_start/va_arg/va_end on an int (was: verification failed after CIRGen: operand 'arg_list'
// must be CIR pointer type). A builtin's pointer parameter takes no integer, as in clang.
// EXPECT: error: incompatible integer to pointer conversion passing 'int' to parameter of type 'struct __va_list_tag *'
#include <stdarg.h>
int g(int n, ...) {
    int x = 0;
    va_start(x, n);
    int r = va_arg(x, int);
    va_end(x);
    return r;
}
