// C++17 structured bindings: of aggregates and arrays, by copy, auto& and const auto&, from function results,
// with qualifiers; the names denote the members of the hidden object (a copy, or the bound object itself).
#include <stdio.h>

struct Point { int x; int y; };
struct Rec { char tag; double weight; long count; };
struct Div { int quot, rem; };

static Div divide(int a, int b) { Div d = {a / b, a % b}; return d; }
static Rec make(char t) { Rec r = {t, 2.5, 7}; return r; }

static int sumPoint(const Point &p) {
    const auto &[a, b] = p;
    return a + b;
}

int main() {
    Point p = {3, 4};
    auto [x, y] = p;          // a copy
    x += 10;
    printf("x=%d y=%d p.x=%d\n", x, y, p.x);

    auto &[rx, ry] = p;       // names for p's members
    rx = 100;
    ry *= 2;
    printf("p=(%d,%d)\n", p.x, p.y);

    auto [q, r] = divide(17, 5);
    printf("17/5 = %d rem %d\n", q, r);

    auto [t, w, c] = make('k');
    printf("%c %.2f %ld\n", t, w, c);

    int arr[3] = {7, 8, 9};
    auto [a0, a1, a2] = arr;  // a copy of the array
    arr[0] = 70;
    printf("%d %d %d arr0=%d\n", a0, a1, a2, arr[0]);
    auto &[b0, b1, b2] = arr;
    b2 = 90;
    printf("arr2=%d b0=%d sizeof(b1)=%zu\n", arr[2], b0, sizeof(b1));

    double m[2] = {1.25, 2.75};
    const auto [d0, d1] = m;
    printf("%.2f\n", d0 + d1);

    printf("sum=%d\n", sumPoint(p));

    Point pts[2] = {{1, 2}, {3, 4}};
    int total = 0;
    for (int i = 0; i < 2; i++) {
        auto &[px, py] = pts[i];
        px *= 10;
        total += px + py;
    }
    printf("total=%d pts[1].x=%d\n", total, pts[1].x);
    return 0;
}
