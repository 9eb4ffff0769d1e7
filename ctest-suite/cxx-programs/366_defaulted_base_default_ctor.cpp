// A base class that declares constructors of its own and a defaulted default constructor (B() = default;) still
// has a trivial default constructor: a derived class's implicit or defaulted default constructor may use it, as
// std::_Hashtable's bases _Hash_code_base and _Enable_default_constructor<true, _Hashtable> are built.
#include <cstdio>

struct Hasher { unsigned operator()(int x) const { return x * 31u; } };

struct CodeBase : Hasher {
  CodeBase() = default;
  CodeBase(const Hasher &h) : Hasher(h) {}
  unsigned code(int x) const { return (*this)(x); }
};

template <bool Enabled, class Tag> struct EnableDefault {
  constexpr EnableDefault() noexcept = default;
  constexpr EnableDefault(const EnableDefault &) noexcept = default;
  struct PrivateTag {};
  constexpr explicit EnableDefault(PrivateTag) {}
};

struct Counted {
  int id;
  Counted() = default;
  Counted(int i) : id(i) {}
};

struct Table : CodeBase, EnableDefault<true, Table> {
  int buckets = 3;
  Table() = default;
  explicit Table(int n) : buckets(n) {}
};

struct Implicit : Counted, CodeBase {   // implicit default constructor over both bases
  int extra = 11;
};

struct Map { Table t; int size = 0; };

int main() {
  Table t;
  Table u(8);
  Map m;
  Implicit i;
  i.id = 4;
  printf("%d %u %d %d %u\n", t.buckets, t.code(2), u.buckets, m.t.buckets, m.t.code(3));
  printf("%d %d %u\n", i.id, i.extra, i.code(5));
  return 0;
}
