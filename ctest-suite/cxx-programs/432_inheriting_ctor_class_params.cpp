// Inheriting constructors (using B::B;) whose parameters are classes: by value (passed on, not copied: one
// construction of the argument, as g++), by const and rvalue reference, a small trivially copyable struct passed in
// registers, std::string, and a class template base.
#include <cstdio>
#include <string>
#include <utility>

struct M {
  int v;
  M(int v) : v(v) { printf("M(%d)\n", v); }
  M(const M &o) : v(o.v) { printf("copy M %d\n", v); }
  M(M &&o) : v(o.v) { o.v = -o.v; printf("move M %d\n", v); }
  ~M() { printf("~M %d\n", v); }
};
struct P { int x, y; };   // trivially copyable, in registers
struct B {
  M m;
  double d;
  B(M m, double d) : m(static_cast<M &&>(m)), d(d) { printf("B(M, double)\n"); }
  B(const M &r, int k) : m(r), d(k) { printf("B(const M&, int)\n"); }
  B(M &&r, P p) : m(std::move(r)), d(p.x * 10 + p.y) { printf("B(M&&, P)\n"); }
};
struct D : B {
  using B::B;
  int z = 5;
};

class Account {
public:
  explicit Account(std::string owner, double balance = 0) : owner_(std::move(owner)), balance_(balance) {}
  virtual ~Account() = default;
  virtual std::string kind() const { return "basic"; }
  const std::string &owner() const { return owner_; }
  double balance() const { return balance_; }
private:
  std::string owner_;
  double balance_;
};
class Savings : public Account {
public:
  using Account::Account;
  std::string kind() const override { return "savings"; }
};

template <typename T> struct Box {
  T val;
  explicit Box(T v) : val(std::move(v)) {}
};
struct Named : Box<std::string> {
  using Box<std::string>::Box;
  std::size_t len() const { return val.size(); }
};

int main() {
  {
    D d(M(1), 2.5);
    printf("%d %g %d\n", d.m.v, d.d, d.z);
    M k(7);
    D e(k, 3);
    printf("%d %g %d\n", e.m.v, e.d, e.z);
    D f(M(8), P{4, 2});
    printf("%d %g %d\n", f.m.v, f.d, f.z);
  }
  Savings s("bob", 500);
  Account &a = s;
  printf("%s %s %.1f\n", a.kind().c_str(), a.owner().c_str(), a.balance());
  std::string owner = "a name long enough to live on the heap";
  Savings t(owner);
  printf("%s %.1f %s\n", t.owner().c_str(), t.balance(), owner.c_str());
  Named n(std::string("seven!!"));
  printf("%zu %s\n", n.len(), n.val.c_str());
  return 0;
}
