// FLAGS: -x c++
struct A { int a; };
struct U { int u; };
int main() {
    A a = {1};
    U *pu = static_cast<U *>(&a);
    return pu->u;
}
// ---- expected diagnostics (clang-19; regenerate with update-from-clang.py) ----
// expected-error@6 {{static_cast from 'A *' to 'U *', which are not related by inheritance, is not allowed}}
