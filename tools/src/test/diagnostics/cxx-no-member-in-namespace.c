// FLAGS: -x c++
namespace std {}
int main() {
    int a = 1, b = 2;
    std::swap(a, b);
    return a;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@5 {{no member named 'swap' in namespace 'std'}}
