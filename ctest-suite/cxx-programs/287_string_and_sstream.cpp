// <string> and <sstream> from libstdc++: concatenation, comparison, +=, c_str, substr, find, to_string, stoi;
// std::getline from a std::istringstream, std::stringstream >> of ints, std::ostringstream with <iomanip>.
// (The IR named another basic_string instance's _Alloc_hider for a member: cxx-program 284.)
#include <cstdio>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

int main() {
    std::string a = "hello";
    std::string b = a + " world";
    std::cout << b << " " << b.size() << " " << (a == "hello") << " " << b.substr(6) << " " << b.find("wor") << " "
              << std::to_string(42) << " " << std::stoi("123") << std::endl;

    std::string c = "abc", d = "abd";
    std::cout << (c < d) << (c == d) << (c != d) << (d > c) << (c <= "abc") << (c.compare(d) < 0) << std::endl;
    c += "-x";
    c += '!';
    c += d;
    std::printf("%s %zu %d\n", c.c_str(), std::strlen(c.c_str()), c.back());

    std::istringstream in("first line\nsecond\n\nlast");
    std::string line;
    int n = 0;
    while (std::getline(in, line)) std::cout << ++n << ": [" << line << "] " << line.length() << std::endl;

    std::stringstream ss("10 20 -7 x");
    int x, sum = 0;
    while (ss >> x) sum += x;
    std::cout << "sum " << sum << " fail " << ss.fail() << std::endl;

    std::ostringstream os;
    os << "v=" << 42 << ' ' << 1.5 << ' ' << std::hex << 255 << std::dec << ' ' << std::setw(5) << std::setfill('0') << 7;
    std::cout << os.str() << " " << os.str().size() << std::endl;
    return 0;
}
