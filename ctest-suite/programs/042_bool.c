#include <stdio.h>
#include <stdbool.h>
static bool is_prime(int n) { if (n < 2) return false; for (int i = 2; i * i <= n; i++) if (n % i == 0) return false; return true; }
int main(void) {
    int c = 0;
    for (int i = 0; i < 100; i++) c += is_prime(i);
    bool t = true, f = false;
    bool x = 5;
    printf("%d %d %d %d %zu\n", c, t, f, x, sizeof(bool));
    bool flags[4] = {true, false, 2, 0};
    printf("%d %d %d\n", flags[0] + flags[2], !flags[1], t && !f);
    _Bool b = 0.5;
    printf("%d\n", b);
    return 0;
}
