// EXIT: 134
// Exceptions: noexcept functions (a throw caught inside one is fine; one escaping calls std::terminate, which
// aborts: SIGABRT), the noexcept operator, throw() specifications, function-local objects destroyed on the way.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" void *stdout;

struct Noisy {
    int id;
    Noisy(int i) : id(i) { printf("Noisy(%d)\n", id); }
    ~Noisy() { printf("~Noisy(%d)\n", id); }
};

int may(int x) { if (x > 1) throw x; return x; }
int never(int x) noexcept { return x + 1; }
int old_style(int x) throw() { return x * 2; }
int cond(int x) noexcept(sizeof(int) == 4) { return x - 1; }

int guarded(int x) noexcept {
    try {
        return may(x);
    } catch (int e) {
        printf("guarded caught %d\n", e);
        return -e;
    }
}

void inner(int x) { Noisy n(x); may(x); }

void fatal(int x) noexcept {
    Noisy n(100);
    printf("fatal %d\n", x);
    fflush(stdout);
    inner(x);
    printf("not reached\n");
}

int main() {
    printf("noexcept %d %d %d %d %d\n", noexcept(never(1)), noexcept(may(1)), noexcept(old_style(2)), noexcept(cond(3)),
           noexcept(1 + 2));
    printf("guarded %d %d\n", guarded(1), guarded(7));
    printf("values %d %d %d\n", never(1), old_style(2), cond(3));
    try {
        inner(5);
    } catch (int e) {
        printf("main caught %d\n", e);
    }
    fflush(stdout);
    fatal(9);
    printf("not reached either\n");
    return 0;
}
