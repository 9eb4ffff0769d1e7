// Classes named without 'struct', data members laid out as C structs, access labels, static member
// functions (defined in the class and out of line) and static data members, classes in namespaces.
#include <stdio.h>

struct Point {
    int x, y;
    static int count;
    static Point make(int x, int y) { ++count; Point p; p.x = x; p.y = y; return p; }
    static int dist2(Point a, Point b);
};
int Point::count = 0;
int Point::dist2(Point a, Point b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }

namespace shapes {
class Rect {
public:
    Point lo, hi;
    static int area(const Rect *r) { return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y); }
    static long total;
private:
    char tag;
};
long Rect::total = 100;
}

int main() {
    Point a = Point::make(1, 2), b = Point::make(4, 6);
    shapes::Rect r;
    r.lo = a;
    r.hi = b;
    shapes::Rect::total += shapes::Rect::area(&r);
    printf("%d %d %d %ld\n", Point::dist2(a, b), Point::count, shapes::Rect::area(&r), shapes::Rect::total);
    printf("%d %d\n", (int)sizeof(shapes::Rect), (int)sizeof(Point));
    return 0;
}
