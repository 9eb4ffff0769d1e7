// FLAGS: -x c++
int main() {
    int *p = new int[2]{1, 2, 3};
    return *p;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{excess elements in array initializer}}
