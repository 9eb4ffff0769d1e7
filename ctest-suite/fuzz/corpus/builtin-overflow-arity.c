// __builtin_add_overflow with two arguments (a fuzz mutant of torture's pr85095.c): an error, not an
// ArrayIndexOutOfBoundsException in code generation.
// EXPECT: builtin-overflow-arity.c:7:41: error: too few arguments to function call, expected 3, have 2
unsigned long f3(unsigned int a, unsigned int b)
{
    unsigned int i;
    i = __builtin_add_overflow(a - b, &a);
    return a + i;
}
