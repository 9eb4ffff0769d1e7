// Explicit specializations ([temp.expl.spec]) of class templates, variable templates and members of class template
// instances: each is used instead of the template for its arguments, and defines its own symbols as g++ mangles them.
#include <cstdio>
#include <typeinfo>

// variable templates: constexpr values, the specialization's own initializer (the template's reads a class template's member)
template<class T> struct Tr;
template<class T> constexpr bool is_ch = false;
template<> constexpr bool is_ch<char> = true;
template<> inline constexpr bool is_ch<signed char> = true;
template<class T> constexpr int width = Tr<T>::k * 16;
template<> constexpr int width<bool> = 1;

// a class template and explicit specializations of it: members of their own, defined in and out of the class
template<class T> struct Tr { static int id() { return 0; } static const int k = 1; };
template<> struct Tr<int> { static int id() { return 42; } static const int k = 2; int x = 7; };
template<> struct Tr<double>;   // declared, then defined
template<> struct Tr<double> { static int id(); static int cnt; virtual ~Tr() {} virtual int v() const { return 3; } };
int Tr<double>::id() { return 99; }
int Tr<double>::cnt = 5;
struct Der : Tr<double> { int v() const override { return 4; } };

// members of class template instances specialized: a member function, a static data member
template<class T> struct Box { T v; int get() const; static int made; };
template<class T> int Box<T>::get() const { return (int)v; }
template<> int Box<char>::get() const { return -1; }
template<class T> int Box<T>::made = 10;
template<> int Box<long>::made = 20;

// a function template using the class template: each instance sees the specialization for its argument
template<class T> int idOf() { return Tr<T>::id() * 1000 + Tr<T>::k * 100 + (is_ch<T> ? 10 : 0) + width<T> % 10; }

int main() {
    std::printf("%d %d %d %d %d %d\n", is_ch<char>, is_ch<int>, is_ch<signed char>, width<int>, width<bool>, width<long>);
    std::printf("%d %d %d %d %d\n", Tr<char>::id(), Tr<int>::id(), Tr<int>::k, Tr<char>::k, Tr<int>{}.x);
    Tr<double>::cnt++;
    Der d;
    Tr<double> &r = d;
    std::printf("%d %d %d %d\n", Tr<double>::id(), Tr<double>::cnt, r.v(), Tr<double>{}.v());
    Box<int> a{3};
    Box<char> b{'x'};
    Box<long> c{8};
    Box<long>::made += 2;
    std::printf("%d %d %d %d %d %d\n", a.get(), b.get(), (int)c.get(), Box<int>::made, Box<long>::made, Box<char>::made);
    std::printf("%d %d %d %d\n", idOf<char>(), idOf<int>(), idOf<float>(), idOf<bool>());
    std::printf("%s %s %s\n", typeid(Tr<double>).name(), typeid(Box<char>).name(), typeid(Tr<int>).name());
    return 0;
}
