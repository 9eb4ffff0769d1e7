// Structured bindings of class prvalues: the hidden object is the result object (no copy), destroyed at the block's end;
// const auto& and auto&& of a prvalue; a pair with a std::string returned by a function (issue 14)
#include <cstdio>
#include <string>
#include <utility>
struct Noisy { int id; int v; ~Noisy() { printf("~Noisy %d\n", id); } };
Noisy make(int i) { return Noisy{i, i * 3}; }
std::pair<std::string, int> named(int i) { return {std::string(i, 'z'), i}; }
template<class T> struct Box { T a; int b; Box() = default; Box(const Box &) = default; Box(Box &&) = default; };
Box<std::string> boxed(int i) { Box<std::string> r; r.a = std::string(i, 'q') + "-long-enough-for-the-heap"; r.b = i; return r; }
std::pair<std::string, int> pairLocal(int i) { std::pair<std::string, int> r; r.first = std::string(i, 'p'); r.second = i; return r; }
int main() {
    {
        auto [id, v] = make(1);
        printf("got %d %d\n", id, v);
        const auto &[id2, v2] = make(2);
        auto &&[id3, v3] = make(3);
        v3 += 1;
        printf("got %d %d %d %d\n", id2, v2, id3, v3);
    }
    auto [s, n] = named(3);
    s += "!";
    printf("%s %d\n", s.c_str(), n);
    Box<std::string> b = boxed(2);
    printf("%s %d\n", b.a.c_str(), b.b);
    auto [ba, bb] = boxed(4);
    printf("%s %d\n", ba.c_str(), bb);
    auto pl = pairLocal(5);
    printf("%s %d\n", pl.first.c_str(), pl.second);
    Noisy arr[2];
    arr[0].id = 7; arr[0].v = 1; arr[1].id = 8; arr[1].v = 2;
    for (auto &[id, v] : arr) v *= 10;
    for (const auto &[id, v] : arr) printf("arr %d %d\n", id, v);
    return 0;
}
