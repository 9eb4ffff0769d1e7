// A class template instance whose defaulted copy/move constructors are non-trivial through a member (std::string):
// non-trivial for calls (Itanium C++ ABI 3.1.2.3), so returned through sret with its move constructor, never by bytes
// (a byte copy followed by the local's destructor frees the string: wrong code before issue 14's fix).
#include <cstdio>
#include <string>
#include <utility>
template<class T> struct Box { T a; int b; Box() = default; Box(const Box &) = default; Box(Box &&) = default; };
template<class T> struct Plain { T a; int b; };
Box<std::string> boxed(int i) { Box<std::string> r; r.a = std::string(i, 'q') + "-long-enough-for-the-heap"; r.b = i; return r; }
Plain<std::string> plain(int i) { Plain<std::string> r; r.a = std::string(i, 'w'); r.b = i; return r; }
std::pair<std::string, int> pairLocal(int i) { std::pair<std::string, int> r; r.first = std::string(i, 'p') + "/heap-sized-string-here"; r.second = i; return r; }
int takes(Box<std::string> b) { return (int)b.a.size() + b.b; }
int main() {
    Box<std::string> b = boxed(2);
    printf("%s %d\n", b.a.c_str(), b.b);
    Plain<std::string> p = plain(3);
    printf("%s %d\n", p.a.c_str(), p.b);
    auto pl = pairLocal(5);
    printf("%s %d\n", pl.first.c_str(), pl.second);
    printf("%d %s\n", takes(b), b.a.c_str());
    return 0;
}
