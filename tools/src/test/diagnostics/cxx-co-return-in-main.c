// FLAGS: -x c++ -std=c++20
int main() {
    co_return;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@3 {{'co_return' cannot be used in the 'main' function}}
