// Namespaces: nested, anonymous, same names in different namespaces, namespace variables, using.
#include <stdio.h>

namespace geo {
int scale = 3;
namespace detail {
int twice(int x) { return 2 * x; }
}
int area(int w, int h) { return detail::twice(w * h) * scale; }
}

namespace other {
int scale = 5;
int area(int w, int h) { return w + h + scale; }
}

namespace {
int hidden(int x) { return x * x; }
}

namespace geo {   // reopened
int perimeter(int w, int h) { return 2 * (w + h); }
}

int area(int w, int h) { return w * h; }

using namespace other;

int main() {
    printf("%d %d %d\n", geo::area(2, 3), other::area(2, 3), ::area(2, 3));
    geo::scale = 10;
    printf("%d %d %d\n", geo::area(1, 1), hidden(4), geo::perimeter(2, 5));
    printf("%d %d\n", scale, geo::scale);
    return 0;
}
