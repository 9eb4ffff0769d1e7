// C++17 class template argument deduction of standard-library templates: the guides libstdc++ declares
// (__cpp_deduction_guides) and the constructors' implicit guides: std::pair, std::tuple, std::vector (an
// initializer list is vector<int>; an iterator pair is vector<value_type>), std::optional, std::lock_guard,
// std::unique_lock, std::scoped_lock of one mutex.
#include <cstdio>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

template <class T> const char *name(const T &) { return "other"; }
template <> const char *name(const std::pair<int, double> &) { return "pair<int,double>"; }
template <> const char *name(const std::pair<const char *, long> &) { return "pair<const char*,long>"; }
template <> const char *name(const std::pair<std::string, int> &) { return "pair<string,int>"; }
template <> const char *name(const std::tuple<int, char> &) { return "tuple<int,char>"; }
template <> const char *name(const std::tuple<int, double, long> &) { return "tuple<int,double,long>"; }
template <> const char *name(const std::vector<int> &) { return "vector<int>"; }
template <> const char *name(const std::vector<double> &) { return "vector<double>"; }
template <> const char *name(const std::optional<int> &) { return "optional<int>"; }
template <> const char *name(const std::optional<double> &) { return "optional<double>"; }

int counter = 0;
std::mutex m;

void bump() {
    std::lock_guard lk(m);
    ++counter;
}

int main() {
    std::pair p{1, 2.5};
    std::pair p2("key", 40L);
    std::string s = "str";
    std::pair p3(s, 3);
    printf("%s %d %g | %s %s %ld | %s %s %d\n", name(p), p.first, p.second, name(p2), p2.first, p2.second,
           name(p3), p3.first.c_str(), p3.second);

    std::tuple t{1, 'c'};
    std::tuple t2(4, 0.5, 8L);
    printf("%s %d %c | %s %zu\n", name(t), std::get<0>(t), std::get<1>(t), name(t2), sizeof t2);

    std::vector v{1, 2, 3};
    std::vector<double> d{0.5, 1.5};
    std::vector v2(d.begin(), d.end());
    std::vector v3(4, 7);
    printf("%s %zu %d | %s %zu %g | %s %zu %d\n", name(v), v.size(), v[2], name(v2), v2.size(), v2[1], name(v3),
           v3.size(), v3[3]);

    std::optional o{3};
    std::optional od(0.75);
    printf("%s %d %d | %s %g\n", name(o), o.has_value(), *o, name(od), od.value());

    bump();
    bump();
    {
        std::unique_lock ul(m);
        printf("counter %d owns %d\n", counter, ul.owns_lock());
    }
    {
        std::scoped_lock sl(m);
        ++counter;
    }
    printf("counter %d\n", counter);
    return 0;
}
