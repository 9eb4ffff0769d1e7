// FLAGS: -x c++
struct Flag {
    int on;
    explicit operator bool() const { return on != 0; }
};
int main() {
    Flag f = {1};
    if (f) return 1;
    int i = f;
    return i;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@9 {{no viable conversion from 'Flag' to 'int'}}
