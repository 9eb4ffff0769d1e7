// C++'s NULL is g++'s __null, an integer null pointer constant the size of a pointer (lead, session 25): jcirc++ had
// C's ((void *)0), so 'f(NULL)' for 'f(const int *)' found no function (no void * to T * conversion in C++), and a
// class assigned from NULL through 'operator=(std::nullptr_t)' did not compile (g++.dg/coroutines/torture/func-params-07).
#include <cstddef>
#include <cstdio>
#include <cstring>
struct Handle {
  void *p = &p;
  Handle &operator=(std::nullptr_t) { p = nullptr; return *this; }
};
static int isNull(const int *p) { return p == NULL; }
static const char *which(int) { return "int"; }
static const char *which(const char *) { return "pointer"; }
int main() {
  int *p = NULL;
  int x = 3;
  const char *s = NULL;
  Handle h;
  h = NULL;
  std::printf("%d %d %d %zu\n", isNull(NULL), isNull(&x), p == NULL && s == NULL, sizeof(NULL));
  std::printf("%s %d\n", which(s), h.p == NULL);
  void (*fp)(void) = NULL;
  std::printf("%d %d\n", fp == NULL, NULL == 0);
  return 0;
}
