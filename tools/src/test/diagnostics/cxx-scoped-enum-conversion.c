// FLAGS: -x c++
enum class Mode : short { Read, Write };
int to_int(Mode m) {
    int bits = m;
    return bits;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{cannot initialize a variable of type 'int' with an lvalue of type 'Mode'}}
