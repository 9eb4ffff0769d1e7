// FLAGS: -x c++
int main() {
    const int k = 3;
    char *c = reinterpret_cast<char *>(&k);
    return *c;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@4 {{reinterpret_cast from 'const int *' to 'char *' casts away qualifiers}}
