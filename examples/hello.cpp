#include <iostream>
int main() { std::cout << "hello " << 42 << ' ' << 2.5 << std::endl; }
