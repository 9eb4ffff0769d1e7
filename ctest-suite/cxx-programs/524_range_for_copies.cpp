// Range-for loop variables by value of a class with a non-trivial copy constructor or destructor (was "not supported
// yet": `for (auto s : strings)`): copy-constructed from *__begin in each iteration and destroyed at its end, on
// break, continue, return and while an exception unwinds; over arrays, vectors, maps and initializer lists.
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

struct T {
    int v;
    static int live, copies;
    T(int x) : v(x) { ++live; }
    T(const T &o) : v(o.v) { ++live; ++copies; std::printf("copy %d\n", v); }
    ~T() { --live; std::printf("dtor %d\n", v); }
};
int T::live = 0, T::copies = 0;

int find(const std::vector<T> &ts, int want) {
    for (T t : ts) {
        if (t.v == want) return t.v * 10;
    }
    return -1;
}

int sum_until_throw(const std::vector<T> &ts) {
    int s = 0;
    try {
        for (const auto t : ts) {
            if (t.v == 3) throw std::runtime_error("three");
            s += t.v;
        }
    } catch (const std::exception &e) {
        std::printf("caught %s, live %d\n", e.what(), T::live);
    }
    return s;
}

int main() {
    {
        std::vector<T> ts;
        ts.reserve(4);
        for (int i = 1; i <= 4; i++) ts.emplace_back(i);
        std::printf("live %d\n", T::live);
        for (auto t : ts) {
            if (t.v == 2) continue;
            if (t.v == 4) break;
            std::printf("body %d\n", t.v);
        }
        std::printf("find %d live %d\n", find(ts, 2), T::live);
        std::printf("sum %d live %d\n", sum_until_throw(ts), T::live);
        T arr[2] = {T(7), T(8)};
        for (T t : arr)
            for (T u : arr) std::printf("pair %d %d\n", t.v, u.v);
    }
    std::printf("live %d copies %d\n", T::live, T::copies);
    std::vector<std::string> words{"alpha", "beta", "gamma"};
    std::string all;
    for (std::string w : words) { w += "!"; all += w; }
    for (auto w : words) all += w.substr(0, 1);
    std::map<std::string, int> m{{"x", 1}, {"y", 2}};
    for (auto kv : m) all += kv.first + std::to_string(kv.second);
    for (std::string s : {std::string("p"), std::string("q")}) all += s;
    std::printf("%s %s\n", all.c_str(), words[0].c_str());
}

// structured bindings by value over a map with string keys: the hidden element variable is a copy of each pair
int bindings() {
    std::map<std::string, std::string> m{{"k1", "v1"}, {"k2", "v2"}};
    std::string out;
    for (auto [k, v] : m) { v += "*"; out += k + "=" + v + ";"; }
    for (const auto [k, v] : m) out += k;
    std::printf("%s %s\n", out.c_str(), m.begin()->first.c_str());
    return (int)out.size();
}
static int b = bindings();
