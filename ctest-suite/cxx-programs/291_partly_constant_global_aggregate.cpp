// A global aggregate whose initializer is partly constant (gcc's g++.dg/cpp0x/constexpr-static4): g++ puts the
// constant elements and members in the object's static initializer and its dynamic initialization stores only the
// others, so an earlier dynamic initializer already sees `ar[0] == 42`. jcirc++ zero-initialized the whole object and
// stored every element at run time: f() saw ar[0] == 0 (wrong code before).
#include <cstdio>

extern int ar[2];
struct P { int x; double y; const char *name; int z; };
extern P p;
struct Q { int n[3]; P inner; };
extern Q q;

static int seen() {
    std::printf("early: %d %d | %d %.1f %s %d | %d %d %d %d %d\n", ar[0], ar[1], p.x, p.y, p.name ? p.name : "null", p.z,
                q.n[0], q.n[1], q.n[2], q.inner.x, q.inner.z);
    ar[1] = 5;   // replaced by ar's own dynamic initialization
    return 7;
}

int i = seen();
int ar[2] = { 42, i };
P p = { 1, 2.5, "abc", i + 1 };
Q q = { { 3, i, 4 }, { i, 0.5, "q", 9 } };

int main() {
    std::printf("late: %d %d | %d %.1f %s %d | %d %d %d %d %d\n", ar[0], ar[1], p.x, p.y, p.name, p.z,
                q.n[0], q.n[1], q.n[2], q.inner.x, q.inner.z);
    return 0;
}
