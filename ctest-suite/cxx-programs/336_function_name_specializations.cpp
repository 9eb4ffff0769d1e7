// __FUNCTION__/__func__ in an explicit specialization of a function template is g++'s "f1<int>" (the name with the
// specialization's arguments); in an implicit instance it stays the template's "f1". WRONG CODE before
// (g++.old-deja/g++.ext/pretty3): "f1" for the specialization too, so code comparing the string took the other branch.
#include <cstring>
#include <cstdio>
template<class T> void f1(T) { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); }
template<> void f1<int>(int) { printf("%s | %s | %s\n", __FUNCTION__, __func__, __PRETTY_FUNCTION__); }
template<> void f1(char) { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); }
template<class T, int N> int g(T) { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); return N; }
template<> int g<long, 3>(long) { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); return 3; }
template<class T> struct S { void m() { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); } template<class U> void t(U) { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); } };
template<> void S<int>::m() { printf("%s | %s\n", __FUNCTION__, __PRETTY_FUNCTION__); }
int main() { f1(0); f1(1.5f); f1('c'); g<long, 3>(1L); g<short, 2>((short)1); S<int>().m(); S<char>().m(); S<int>().t(2); 
  return std::strcmp(__func__, "main") != 0;
}
