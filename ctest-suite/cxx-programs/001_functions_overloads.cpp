// Free functions with C++ linkage: overloads on builtin types, pointers and cv; extern "C"; bool; char literals.
#include <stdio.h>

int over(int x) { return x + 1; }
long over(long x) { return x + 100; }
double over(double x) { return x * 2; }
int over(const char *s) { return s[0]; }
int over(int *p) { return *p * 3; }
int over(int a, int b) { return a * b; }

int kind(char) { return 1; }
int kind(int) { return 2; }
int kind(bool) { return 3; }
int kind(unsigned char) { return 4; }
int kind(long long) { return 5; }

extern "C" int c_linkage(int x) { return x - 1; }
extern "C" {
int c_block(int x) { return x * 10; }
}

bool is_even(int x) { return x % 2 == 0; }

int main() {
    int v = 7;
    printf("%d %ld %.1f %d %d %d\n", over(1), over(2L), over(1.5), over("A"), over(&v), over(3, 4));
    printf("%d %d %d %d %d\n", kind('a'), kind(1), kind(true), kind((unsigned char)1), kind(1LL));
    printf("%d %d\n", (int)sizeof('a'), (int)sizeof(true));
    bool b = is_even(4), c = is_even(3);
    printf("%d %d %d %d\n", b, c, b && !c, true + true);
    printf("%d %d\n", c_linkage(5), c_block(5));
    int *p = nullptr;
    printf("%d\n", p == nullptr);
    return 0;
}
