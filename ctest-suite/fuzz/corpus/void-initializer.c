// Initializing an int from a void call: the error, then no NullPointerException in code generation.
// EXPECT: void-initializer.c:5:9: error: initializing 'int' with an expression of incompatible type 'void'
void g(void);
int h(void) {
    int v = g();
    return v;
}
