// EXIT: 44 (300 mod 256)
int f(int x) { return x * 10; }
int main(void) { int s = 0; for (int i = 0; i < 5; i++) s += f(i); return s * 2 + 100; }
