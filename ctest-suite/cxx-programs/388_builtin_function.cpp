// __builtin_FUNCTION(): the name of the function it is called in (g++'s __FUNCTION__), and in a default argument the
// name of the calling function (gcc's coroutines/pr95520 prints a coroutine's name with it). Not in function template
// instances, where g++ 12 adds the template arguments (tmpl<int>) and clang 19 does not.
#include <cstdio>
#include <cstring>

static const char *who(const char *caller = __builtin_FUNCTION()) { return caller; }

namespace ns {
struct widget {
    const char *name() const { return __builtin_FUNCTION(); }
    static const char *make() { return who(); }
    widget() { std::printf("ctor %s\n", __builtin_FUNCTION()); }
};
}

int helper() { return (int)std::strlen(__builtin_FUNCTION()); }

int main() {
    std::printf("%s\n", __builtin_FUNCTION());
    std::printf("%s\n", who());
    std::printf("%s\n", who("given"));
    ns::widget w;
    std::printf("%s %s\n", w.name(), ns::widget::make());
    std::printf("%d\n", helper());
    return 0;
}
