// Exceptions: a new-expression whose constructor throws frees its memory with the matching operator delete
// (global, class-specific, sized; placement new frees nothing), array new destroys the elements already built and frees the array; an exception object whose
// construction throws is freed (__cxa_free_exception) and the new exception propagates.
extern "C" int printf(const char *, ...);
extern "C" void *malloc(unsigned long);
extern "C" void free(void *);

struct T {
    int id;
    T(int i) : id(i) { printf("T(%d)\n", id); if (id < 0) throw id; }
    ~T() { printf("~T(%d)\n", id); }
};

struct Own {
    int id;
    Own(int i) : id(i) { printf("Own(%d)\n", id); if (id < 0) throw id; }
    ~Own() { printf("~Own(%d)\n", id); }
    static void *operator new(unsigned long n) { printf("Own::new\n"); return malloc(n); }
    static void operator delete(void *p) { printf("Own::delete\n"); free(p); }
};

struct Sized {
    int id, pad;
    Sized(int i) : id(i) { if (id < 0) throw id; }
    static void *operator new(unsigned long n) { printf("Sized::new %lu\n", n); return malloc(n); }
    static void operator delete(void *p, unsigned long n) { printf("Sized::delete %lu\n", n); free(p); }
};

inline void *operator new(unsigned long, void *p) noexcept { return p; }

struct Counted {
    static int n;
    int id;
    Counted() : id(n++) { printf("Counted(%d)\n", id); if (id == 2) throw 2; }
    ~Counted() { printf("~Counted(%d)\n", id); }
    static void *operator new[](unsigned long n) { printf("Counted::new[]\n"); return malloc(n); }
    static void operator delete[](void *p) { printf("Counted::delete[]\n"); free(p); }
};
int Counted::n = 0;

struct Exc {
    int v;
    Exc(int x) : v(x) { printf("Exc(%d)\n", v); if (v < 0) throw v * 2; }
    Exc(const Exc &o) : v(o.v) { printf("Exc(copy %d)\n", v); throw 77; }
    ~Exc() { printf("~Exc(%d)\n", v); }
};

template <class F> void run(const char *what, F f) {
    try { f(); } catch (int e) { printf("%s caught %d\n", what, e); } catch (Exc &e) { printf("%s caught Exc %d\n", what, e.v); }
}

int main() {
    run("global", [] { T *p = new T(-1); delete p; });
    run("class", [] { Own *p = new Own(-2); delete p; });
    run("class-ok", [] { Own *p = new Own(3); delete p; });
    run("sized", [] { Sized *p = new Sized(-4); delete p; });
    run("placement", [] { long buf[2]; T *p = new (buf) T(-5); printf("%d\n", p->id); });
    run("array", [] { Counted *p = new Counted[4]; delete[] p; });
    run("array-global", [] { Counted::n = 0; T *p = new T[3]{8, 9, -10}; delete[] p; });
    run("exc-ctor", [] { throw Exc(-11); });
    run("exc-ok", [] { throw Exc(12); });
    run("exc-copy", [] { Exc e(13); throw e; });
    return 0;
}
