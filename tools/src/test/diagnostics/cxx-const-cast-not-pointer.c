// FLAGS: -x c++
int main() {
    const int k = 3;
    const int *p = &k;
    int *q = const_cast<int *>(p);
    return const_cast<int>(k) + *q;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{const_cast to 'int', which is not a reference, pointer-to-object, or pointer-to-data-member}}
