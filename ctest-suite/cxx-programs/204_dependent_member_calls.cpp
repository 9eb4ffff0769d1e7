// Calls of member functions with dependent arguments inside a class template's members: f(p) (an implicit this->f)
// and this->f(p), overloads chosen per instance, const members, calls from a destructor, members of a dependent base.
#include <cstdio>

template <class T> struct Base {
  T* start = nullptr;
  int n = 0;
  void release(T* p, int k) { printf("release %d %d\n", p != nullptr, k); }
  ~Base() { release(start, n); }
};

template <class T> struct Box : Base<T> {
  T value;
  Box(T v) : value(v) {}
  void show(int x) const { printf("int %d\n", x); }
  void show(double x) const { printf("double %.2f\n", x); }
  void show(const char* s) const { printf("str %s\n", s); }
  void all() const { show(value); this->show(value); show("s"); }
  T twice(T x) { return x + x; }
  T quad() { return twice(twice(value)); }
  void mark() { this->release(&value, 1); this->n = 2; }
  ~Box() { printf("~Box %d\n", (int)twice(value)); }
};

int main() {
  {
    Box<int> a(3);
    a.all();
    printf("%d\n", a.quad());
    a.mark();
  }
  {
    Box<double> b(1.25);
    b.all();
    printf("%.2f\n", b.quad());
  }
  return 0;
}
