// <type_traits>: integral_constant and the trait classes, read as constants in plain code and in function templates.
#include <type_traits>
#include <cstdio>

template<class T> const char *kind() {
    return std::is_integral<T>::value ? "integral" : std::is_floating_point<T>::value ? "floating" : "other";
}

int main() {
    std::printf("%d %d %d\n", (int)std::is_same<int, int>::value, (int)std::is_same<int, long>::value, (int)std::is_pointer<int *>::value);
    std::printf("%s %s %s\n", kind<int>(), kind<double>(), kind<int *>());
    std::printf("%d %d %d\n", (int)std::is_const<const int>::value, (int)std::is_unsigned<unsigned>::value, (int)std::is_signed<unsigned>::value);
    std::printf("%d %d\n", (int)std::true_type::value, (int)std::integral_constant<int, 42>::value);
    return 0;
}
