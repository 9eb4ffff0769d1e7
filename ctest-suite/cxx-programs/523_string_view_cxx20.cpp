// ARGS: -std=c++20
// of string and string_view (their bodies compare string_views), std::make_shared and std::make_unique (<memory> at
// -std=c++20 pulls in <bits/atomic_wait.h>: __builtin_ia32_pause, static arrays of a class with a defaulted constructor).
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

int main() {
    std::string_view a = "abc", b = "ab";
    std::string t = "prefix-body";
    std::printf("%d %d %d %d\n", a == b, a.substr(0, 2) == b, (int)a.starts_with(b), (int)a.ends_with('c'));
    std::printf("%d %d %d\n", (int)t.starts_with("prefix"), (int)t.ends_with("dy"), (int)t.starts_with(a));
    auto p = std::make_unique<int>(4);
    auto s = std::make_shared<std::string>("hello");
    std::weak_ptr<std::string> w = s;
    std::printf("%d %s %ld %d\n", *p, s->c_str(), s.use_count(), (int)w.expired());
}
