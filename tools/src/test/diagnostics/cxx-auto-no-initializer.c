// FLAGS: -x c++
int main() {
    auto value;
    return 0;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{declaration of variable 'value' with deduced type 'auto' requires an initializer}}
