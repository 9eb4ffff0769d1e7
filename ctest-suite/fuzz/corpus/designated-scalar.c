// A designator in a scalar's braced initializer (was: ClassCastException, CASTDesignatedInitializer
// cast to IASTExpression, in code generation).
// EXPECT: error: field designator cannot initialize a non-struct, non-union type 'int'
// EXPECT: error: array designator cannot initialize non-array type 'int'
struct S { int a, b; };
int g(void) {
    int x = { .a = 1 };
    int z = { [1] = 2 };
    return x + z;
}
