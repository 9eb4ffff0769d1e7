// Explicit instantiation definitions of classes ([temp.explicit]): template class A<int>; instantiates the class and each
// member the template defines (functions, constructors, destructor, static data members; weak_odr as g++), named or not.
#include <cstdio>
template <class T> struct A { static int i; T v; A() : v(1) {} ~A() { std::printf("~A %d\n", (int)v); } T get() const { return v * 2; } void put(T x); virtual T vf() { return v + 100; } template<class U> U conv() const { return (U)v; } };
template <class T> int A<T>::i = 42;
template <class T> void A<T>::put(T x) { v = x; }
template class A<int>;
template struct A<char>;
int main() { std::printf("%d %d\n", A<int>::i, A<char>::i); A<int> a; a.put(5); std::printf("%d %d\n", a.get(), a.vf()); }
