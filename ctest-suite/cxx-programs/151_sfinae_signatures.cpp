// Function templates constrained by enable_if on a dependent value (std::swap's and std::get's shape): the return type
// typename enable_if<is_integral<T>::value, R>::type is instantiated per instance, and the instances' names carry the
// value-dependent arguments (X sr <type> <name> E, X T_ E) as g++ mangles them, so each overload links to its own body.
#include <type_traits>
#include <cstdio>

template<class T> typename std::enable_if<std::is_integral<T>::value, const char *>::type kind(T) { return "integral"; }
template<class T> typename std::enable_if<std::is_floating_point<T>::value, const char *>::type kind(T) { return "floating"; }

template<class T> typename std::enable_if<std::is_integral<T>::value>::type twice(T &x) { x = x * 2; }

template<unsigned long I, class T> struct slot { T value; };
template<unsigned long I, class T> T &get(slot<I, T> &s) { return s.value; }

struct traits { static int scale(int v) { return v * 10; } };
template<class Tr> int scaled(int v) { return Tr::scale(v) + 1; }   // a static member through a template parameter

int main() {
    std::printf("%s %s %s\n", kind(1), kind(2.5), kind('c'));
    long n = 21;
    twice(n);
    slot<3, int> s{7};
    get(s) += 1;
    std::printf("%ld %d %d\n", n, get(s), scaled<traits>(4));
    return 0;
}
