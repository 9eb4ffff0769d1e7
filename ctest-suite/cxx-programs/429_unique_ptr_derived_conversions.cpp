// unique_ptr<Derived> converts to unique_ptr<Base> wherever a unique_ptr<Base> is initialized from it: a by-value
// and an rvalue-reference parameter, push_back/emplace_back into a vector<unique_ptr<Base>>, a return value. The
// class's explicit operator bool is no obstacle (it converts only to bool).
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>
struct Shape {
  virtual ~Shape() { std::printf("~Shape\n"); }
  virtual double area() const = 0;
  virtual std::string name() const { return "shape"; }
};
struct Rect : Shape {
  double w, h;
  Rect(double w, double h) : w(w), h(h) {}
  ~Rect() override { std::printf("~Rect %g\n", w * h); }
  double area() const override { return w * h; }
  std::string name() const override { return "rect"; }
};
struct Circle : Shape {
  double r;
  explicit Circle(double r) : r(r) {}
  double area() const override { return 3.0 * r * r; }
  std::string name() const override { return "circle"; }
};
static double byRef(std::unique_ptr<Shape> &&p) { return p->area(); }
static double byValue(std::unique_ptr<Shape> p) { return p->area(); }
static std::unique_ptr<Shape> make(int i) {
  if (i % 2) return std::make_unique<Circle>(i);
  return std::make_unique<Rect>(i, 2);
}
int main() {
  std::printf("%g\n", byRef(std::make_unique<Rect>(2, 3)));
  std::printf("%g\n", byValue(std::make_unique<Circle>(1)));
  std::vector<std::unique_ptr<Shape>> shapes;
  shapes.push_back(std::make_unique<Rect>(4, 1));
  shapes.push_back(make(1));
  shapes.emplace_back(new Rect(1, 1));
  for (int i = 2; i < 5; i++) shapes.push_back(make(i));
  std::sort(shapes.begin(), shapes.end(), [](const std::unique_ptr<Shape> &a, const std::unique_ptr<Shape> &b) {
    return a->area() < b->area();
  });
  for (const auto &s : shapes) std::printf("%s %g\n", s->name().c_str(), s->area());
  std::unique_ptr<Shape> moved = std::move(shapes.back());
  shapes.pop_back();
  std::printf("%zu %d %s\n", shapes.size(), moved ? 1 : 0, moved->name().c_str());
  return 0;
}
