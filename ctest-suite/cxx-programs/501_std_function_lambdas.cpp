// std::function holding lambdas (captures stored locally and on the heap, destroyed through _M_destroy's pseudo-destructor
// call), copies, callbacks in a vector and a map, and recursion through a std::function.
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

int apply(const std::function<int(int)> &f, int x) { return f(x); }

struct Counter { int calls = 0; int operator()(int x) { return x + ++calls; } };

int main() {
  int k = 3;
  std::function<int(int)> f = [k](int x) { return x * k; };
  printf("%d %d\n", f(2), apply([](int x) { return x + 1; }, 4));

  long a = 1, b = 2, c = 3, d = 4;   // a capture too large for the local buffer: stored on the heap
  std::function<long(long)> big = [a, b, c, d](long x) { return x * 1000 + a + b * 10 + c * 100 + d; };
  std::function<long(long)> copy = big;
  printf("%ld %ld\n", big(5), copy(6));

  std::vector<std::function<int(int)>> callbacks;
  for (int i = 1; i <= 4; i++) callbacks.push_back([i](int x) { return x * i; });
  callbacks.push_back(Counter{});
  int sum = 0;
  for (auto &cb : callbacks) sum += cb(10);
  printf("%d %d\n", sum, (int)callbacks.size());

  std::map<std::string, std::function<int(int, int)>> ops;
  ops.emplace("add", [](int x, int y) { return x + y; });
  ops["mul"] = std::function<int(int, int)>([](int x, int y) { return x * y; });
  ops.insert({"sub", [](int x, int y) { return x - y; }});
  for (auto &kv : ops) printf("%s=%d ", kv.first.c_str(), kv.second(7, 5));
  printf("\n");

  std::function<int(int)> fib = [&fib](int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); };
  printf("%d\n", fib(15));

  std::function<int(int)> empty;
  printf("%d %d\n", (bool)empty, (bool)fib);
  try { empty(1); } catch (const std::bad_function_call &) { printf("bad_function_call\n"); }
  return 0;
}
