// FLAGS: -x c++
int main() {
    int *q = new int[3](1);
    return *q;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{array 'new' cannot have initialization arguments}}
