// Braced arguments to member functions: s.push({1, 2}) of Stack<P>::push(const T &) (the instance's parameter class),
// s.put({5, 6}) by value, and member functions of plain classes taking an aggregate or a class with a constructor.
#include <cstdio>
struct P { int x, y; };
struct R { int a; R(int x, int y) : a(x * 10 + y) {} };
template <class T> struct Stack {
    T data[8];
    int n = 0;
    void push(const T &t) { data[n++] = t; }
    void put(T t) { data[n++] = t; }
    T pop() { return data[--n]; }
};
struct Plain { int sum = 0; void add(P p) { sum += p.x * p.y; } void addr(const R &r) { sum += r.a; } };
int main() {
    Stack<P> s;
    s.push({1, 2});
    s.put({5, 6});
    s.push(P{3, 4});
    P p = s.pop();
    P q = s.pop();
    P w = s.pop();
    std::printf("%d %d %d %d %d %d\n", p.x, p.y, q.x, q.y, w.x, w.y);
    Plain pl;
    pl.add({2, 3});
    pl.addr({4, 5});
    std::printf("%d\n", pl.sum);
    return 0;
}
