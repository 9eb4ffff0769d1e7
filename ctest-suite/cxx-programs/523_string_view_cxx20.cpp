// ARGS: -std=c++20
// C++20: string_view comparisons (one operator== per pair plus rewritten candidates), starts_with/ends_with
// of string and string_view (their bodies compare string_views; with <string>, CDT's choice in the instance was
// allocator's uninstantiated hidden friend operator==).
#include <cstdio>
#include <string>
#include <string_view>

int main() {
    std::string_view a = "abc", b = "ab";
    std::string t = "prefix-body";
    std::printf("%d %d %d %d\n", a == b, a.substr(0, 2) == b, (int)a.starts_with(b), (int)a.ends_with('c'));
    std::printf("%d %d %d\n", (int)t.starts_with("prefix"), (int)t.ends_with("dy"), (int)t.starts_with(a));
}
