// Variadic templates: function parameter packs, recursive variadic functions, sizeof... of type and
// parameter packs, fold expressions (unary/binary, left/right, arithmetic, logical with empty packs, bitwise,
// shifts, comma), patterns calling overloads per element, rvalue forwarding with static_cast<Ts&&>, packs in
// braced lists ({Vs..., x}, {(f(xs), 0)...}), non-type packs, variadic class templates and their members.
extern "C" int printf(const char *, ...);

// recursive variadic function, sizeof... of types and of parameters
void show() { printf("end\n"); }
template<typename T, typename... Rest>
void show(T first, Rest... rest) {
    printf("[%d left=%d/%d] ", (int)first, (int)sizeof...(Rest), (int)sizeof...(rest));
    show(rest...);
}

// folds: unary right/left, binary right/left, several operators
template<typename... Ts> int sumR(Ts... xs) { return (xs + ...); }
template<typename... Ts> int subL(Ts... xs) { return (... - xs); }
template<typename... Ts> int subR(Ts... xs) { return (xs - ...); }
template<typename... Ts> long mulInit(Ts... xs) { return (1 * ... * xs); }
template<typename... Ts> int subInitR(Ts... xs) { return (xs - ... - 100); }
template<typename... Ts> bool allOf(Ts... xs) { return (xs && ...); }
template<typename... Ts> bool anyOf(Ts... xs) { return (... || xs); }
template<typename... Ts> unsigned orBits(Ts... xs) { return (0u | ... | xs); }
template<typename... Ts> int shifts(int v, Ts... xs) { return (v << ... << xs); }

int counter = 0;
int tick(int x) { counter = counter * 10 + x; return x; }
template<typename... Ts> void commaFold(Ts... xs) { (tick(xs), ...); }

// pattern with a call per element, and forwarding
int twice(int x) { return 2 * x; }
double twice(double x) { return 2.5 * x; }
template<typename... Ts> double sumTwice(Ts... xs) { return (0.0 + ... + twice(xs)); }
int take3(int a, long b, double c) { return a + (int)b + (int)c; }
template<typename... Ts> int fwd(Ts&&... args) { return take3(static_cast<Ts&&>(args)...); }
template<typename... Ts> int viaPtrs(Ts... ps) { return (*ps + ...); }
template<typename F, typename... Ts> int apply(F f, Ts... xs) { return f(xs...); }
int add3(int a, int b, int c) { return a * 100 + b * 10 + c; }

// variadic class template with a static member function
template<typename... Ts> struct Count {
    static int n() { return sizeof...(Ts); }
    int size() const { return (int)sizeof...(Ts) * 2; }
};
template<int... Ns> int sumN() { return (Ns + ... + 0); }

// pack expansions in braced lists and constructor arguments
template<typename T, T... Vs> int pick(int i) { T vals[] = { Vs..., (T)-1 }; return (int)vals[i] + (int)sizeof(vals) / (int)sizeof(T); }
int log10s = 0;
int note(int x) { log10s = log10s * 10 + x; return x; }
template<typename... Ts> void each(Ts... xs) { int dummy[] = { (note(xs), 0)..., 0 }; (void)dummy; }
template<typename... Ts> struct Holder {
    int a, b, c;
    void set(Ts... xs) { int v[] = { xs... }; a = v[0]; b = v[1]; c = v[2]; }
    int sum(Ts... xs) const { return (a + ... + xs); }
};

int main() {
    show(1, 2L, 'c', (short)4);
    printf("%d %d %d %ld %d\n", sumR(1, 2, 3, 4), subL(10, 3, 2), subR(10, 3, 2), mulInit(2, 3L, 4), subInitR(10, 3));
    printf("%d %d %d %d %d\n", allOf(1, 2, 3), allOf(1, 0, 3), allOf(), anyOf(0, 0), anyOf());
    printf("%u %d\n", orBits(1u, 4u, 16u), shifts(1, 2, 3));
    commaFold(3, 1, 4); commaFold();
    printf("counter=%d\n", counter);
    printf("%.1f\n", sumTwice(1, 2.0, 3));
    int a = 5; long b = 6;
    printf("%d\n", fwd(1, 2L, 3.5));
    int x = 7, y = 8;
    printf("%d\n", viaPtrs(&x, &y));
    printf("%d\n", apply(add3, 1, 2, 3));
    Count<int, char, long> c;
    printf("%d %d %d %d\n", Count<>::n(), Count<int, int>::n(), c.size(), sumN<1, 2, 3, 4>());
    printf("%d %d\n", pick<int, 7, 8, 9>(1), pick<long, 5>(1));
    each(4, 2, 7); each();
    printf("log=%d\n", log10s);
    Holder<int, int, int> h;
    h.set(1, 2, 3);
    printf("%d %d %d %d\n", h.a, h.b, h.c, h.sum(10, 20, 30));
    return 0;
}
