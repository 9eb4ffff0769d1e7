// <limits>: numeric_limits of the builtin types, including NaNs and infinities.
#include <limits>
#include <cstdio>
#include <cstring>

template<class T> void show(const char *name) {
    std::printf("%s: digits=%d digits10=%d signed=%d integer=%d exact=%d\n", name, std::numeric_limits<T>::digits,
                std::numeric_limits<T>::digits10, (int)std::numeric_limits<T>::is_signed,
                (int)std::numeric_limits<T>::is_integer, (int)std::numeric_limits<T>::is_exact);
}

int main() {
    std::printf("%d %d\n", std::numeric_limits<int>::max(), std::numeric_limits<int>::min());
    std::printf("%u %lld\n", std::numeric_limits<unsigned>::max(), std::numeric_limits<long long>::lowest());
    std::printf("%d %d\n", (int)std::numeric_limits<char>::max(), (int)std::numeric_limits<signed char>::min());
    std::printf("%g %g %g\n", std::numeric_limits<double>::epsilon(), std::numeric_limits<double>::max(), std::numeric_limits<double>::min());
    std::printf("%g %g\n", (double)std::numeric_limits<float>::epsilon(), (double)std::numeric_limits<float>::denorm_min());
    std::printf("%g %g\n", std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity());
    double qn = std::numeric_limits<double>::quiet_NaN();
    std::printf("%d %d\n", (int)(qn != qn), (int)std::numeric_limits<double>::has_quiet_NaN);
    float sn = std::numeric_limits<float>::signaling_NaN();
    unsigned bits;
    std::memcpy(&bits, &sn, 4);
    std::printf("%08x\n", bits);
    double sd = std::numeric_limits<double>::signaling_NaN();
    unsigned long long dbits;
    std::memcpy(&dbits, &sd, 8);
    std::printf("%016llx\n", dbits);
    show<int>("int");
    show<unsigned char>("unsigned char");
    show<long>("long");
    show<float>("float");
    show<double>("double");
    show<bool>("bool");
    std::printf("%d %d\n", std::numeric_limits<double>::max_exponent10, std::numeric_limits<float>::min_exponent);
    std::printf("%d\n", (int)std::numeric_limits<long double>::digits);
    return 0;
}
