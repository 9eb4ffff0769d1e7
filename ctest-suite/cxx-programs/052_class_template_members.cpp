// Members of class templates: in-class and out-of-class member functions, static data members
// (one per instance), only the members used are instantiated.
#include <stdio.h>
template<class T> struct Box {
  T v;
  T get() { return v + one(); }
  static T one() { return 1; }
  void set(T x);
  static int count;
  T unused() { return v.no_such_member; }   // never used: never instantiated (an error for every T here)
};
template<class T> void Box<T>::set(T x) { v = x; count++; }
template<class T> int Box<T>::count = 0;
int main() {
  Box<int> b; b.set(2);
  Box<double> d; d.set(0.5);
  printf("%d %g %d\n", b.get(), d.get(), Box<int>::count);
  return 0;
}
