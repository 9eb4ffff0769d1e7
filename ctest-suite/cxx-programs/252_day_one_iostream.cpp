// The day-one program: <iostream>'s std::cout, operator<< of a C string, an int, a char and a double, std::endl.
// basic_ostream<char>'s members are libstdc++.so's (extern template class), called by g++'s names; std::cout is
// initialized by the static ios_base::Init object of the header.
#include <iostream>
int main() { std::cout << "hello " << 42 << ' ' << 2.5 << std::endl; }
