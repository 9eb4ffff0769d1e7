// Constructors inherited through two levels (struct R : V { using V::V; } with struct V : B { using B::B; }): R's
// inheriting constructor builds V by V's inheriting constructor, so R's vptr and members are set (jcirc called B's
// constructor on the R object: B's vtable, R's overrides never ran). And a mem-initializer naming a dependent base
// beside `using Base<T>::Base;` names the base, not the inherited constructors (Catch2's BasicResult).
#include <cstdio>
#include <string>
struct B {
  B(int t) : type(t) {}
  B(int t, double d) : type(t + (int)d) {}
  virtual ~B() {}
  virtual int get() const { return type; }
  int type;
};
struct V : B { using B::B; int extra = 5; };
struct R : V {
  using V::V;
  static R make(int x) { return { x }; }
  int get() const override { return 100 + type + extra + tag; }
  int tag = 1000;
};

// Catch2's shape: a value base, its void specialization (protected inherited constructors), a result class
// template inheriting them and naming its base in its own mem-initializers
struct ResultBase {
  enum Type { Ok, LogicError, RuntimeError };
  ResultBase(Type t) : m_type(t) {}
  virtual void enforceOk() const = 0;
  Type m_type;
};
template <typename T> struct ResultValueBase : ResultBase {
  ResultValueBase(Type t, T const &v) : ResultBase(t), m_value(v) {}
  ResultValueBase(Type t) : ResultBase(t), m_value() {}
  T m_value;
};
template <> struct ResultValueBase<void> : ResultBase {
protected:
  using ResultBase::ResultBase;
};
template <typename T = void> class BasicResult : public ResultValueBase<T> {
public:
  template <typename U>
  explicit BasicResult(BasicResult<U> const &other) : ResultValueBase<T>(other.type()), m_errorMessage(other.errorMessage()) {}
  template <typename U> static auto ok(U const &value) -> BasicResult { return { ResultBase::Ok, value }; }
  static auto ok() -> BasicResult { return { ResultBase::Ok }; }
  static auto logicError(std::string const &message) -> BasicResult { return { ResultBase::LogicError, message }; }
  explicit operator bool() const { return this->m_type == ResultBase::Ok; }
  auto type() const -> ResultBase::Type { return this->m_type; }
  auto errorMessage() const -> std::string { return m_errorMessage; }
protected:
  void enforceOk() const override { std::printf("enforceOk %d\n", (int)this->m_type); }
  std::string m_errorMessage;
  BasicResult(ResultBase::Type type, std::string const &message) : ResultValueBase<T>(type), m_errorMessage(message) {}
  using ResultValueBase<T>::ResultValueBase;
};
static void check(ResultBase const &r) { r.enforceOk(); }

int main() {
  R a(1), b(2, 3.5);
  R c = R::make(4);
  B *p = &c;
  std::printf("%d %d %d %d\n", a.get(), b.get(), c.get(), p->get());
  std::printf("%d %d %d\n", a.extra, b.tag, c.type);

  auto r1 = BasicResult<int>::ok(42);
  auto r2 = BasicResult<>::ok();
  auto r3 = BasicResult<>::logicError("bad input");
  BasicResult<int> r4(r3);
  std::printf("%d %d %d\n", (int)r1.type(), r1.m_value, (bool)r1 ? 1 : 0);
  std::printf("%d %d\n", (int)r2.type(), (bool)r2 ? 1 : 0);
  std::printf("%d %s %d\n", (int)r3.type(), r3.errorMessage().c_str(), (bool)r3 ? 1 : 0);
  std::printf("%d %s %d\n", (int)r4.type(), r4.errorMessage().c_str(), r4.m_value);
  check(r1); check(r2); check(r3); check(r4);
  return 0;
}
