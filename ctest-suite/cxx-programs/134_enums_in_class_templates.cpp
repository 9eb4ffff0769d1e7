// Enumerators of class templates, of their instances and of explicit specializations are distinct per class
// (libstdc++'s __is_integer<T> { enum { __value = … }; }), also named enums used from outside and inside templates.
#include <cstdio>
template<class T> struct is_int { enum { value = 0 }; };
template<> struct is_int<int> { enum { value = 1 }; };
template<> struct is_int<char> { enum { value = 2 }; };
template<class T> struct W { enum { size = sizeof(T) }; enum E { a = 3, b }; };
template<class T> int f() { return is_int<T>::value * 10 + W<T>::size; }
int main() {
    std::printf("%d %d %d %d\n", is_int<int>::value, is_int<char>::value, is_int<long>::value, is_int<double>::value);
    std::printf("%d %d %d %d\n", W<char>::size, W<double>::size, (int)W<int>::b, f<int>() + f<char>() + f<short>());
    W<long>::E e = W<long>::a;
    W<int>::E e2 = W<int>::b;
    std::printf("%d %d\n", (int)e, (int)e2);
    return 0;
}
