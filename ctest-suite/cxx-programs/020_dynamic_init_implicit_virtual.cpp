// Dynamic initialization of non-class objects (int x = f(); at namespace scope, static int n = g(); in a block),
// implicit and defaulted virtual destructors (D's vtable names D::~D() and its D0), and default member
// initializers of class template instances (were silently skipped: the implicit constructor was never called),
// constructors of class templates with member initializers (their instances; gcc's torture pr30567).
#include <stdio.h>
static int calls;
int next_value() { return 10 * ++calls; }
int first = next_value();          // 10, before main, in declaration order
auto second = next_value() + 1;    // 21
double ratio = first / 4.0;        // constant? no: first is not a constant expression
int table[3] = {next_value(), 5, first};   // {30, 5, 10}
const int fixed = 7;               // constant initialization: no code
int once(int k) { static int n = next_value() + k; return n; }   // initialized on the first pass only
struct Shape { virtual ~Shape() = default; virtual int area() const = 0; };
struct Square : Shape { int s; explicit Square(int v) : s(v) {} int area() const override { return s * s; } };
struct Noisy { virtual ~Noisy() { printf("~Noisy\n"); } };
struct Quiet : Noisy { int x = 3; };   // implicit virtual destructor
template <typename T, int N = 4> struct Stack {
    T data[N];
    int top = 0;   // a default member initializer of an instance: the implicit constructor runs it
    void push(T v) { data[top++] = v; }
    T pop() { return data[--top]; }
};
template <typename T> struct ConstRef {
    const T *begin;
    int count;
    ConstRef(const T *b, int n) : begin(b), count(n) {}
    ~ConstRef() { printf("~ConstRef %d\n", count); }
    T sum() const { T r = 0; for (int i = 0; i < count; i++) r += begin[i]; return r; }
};
static const long longs[3] = {1, 20, 300};
ConstRef<long> global_ref(longs, 3);   // a class template instance constructed by the global constructor
int main() {
    printf("%d %d %.2f %d %d %d %d\n", first, second, ratio, table[0], table[1], table[2], fixed);
    int a = once(1);
    int b = once(2);
    printf("once %d %d calls %d\n", a, b, calls);
    Shape *s = new Square(6);
    printf("area %d\n", s->area());
    delete s;
    Noisy *q = new Quiet;
    printf("quiet %d\n", static_cast<Quiet *>(q)->x);
    delete q;
    Stack<double> st;
    st.push(1.5);
    st.push(2.5);
    double x = st.pop();
    double y = st.pop();
    Stack<int, 2> si;
    printf("stack %.1f %.1f %d %d\n", x, y, st.top, si.top);
    const double ds[2] = {0.5, 0.25};
    ConstRef<double> local_ref(ds, 2);
    printf("refs %ld %.2f\n", global_ref.sum(), local_ref.sum());
    return 0;
}
