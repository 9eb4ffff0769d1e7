// The walking skeleton: arithmetic on a local, result as exit status.
// EXIT: 42
int main(void) { int x = 40; x = x + 2; return x; }
