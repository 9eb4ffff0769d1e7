// Exceptions: temporaries of the full-expression being evaluated are destroyed while an exception unwinds
// (those already built, last built first), also in conditional branches, in arguments, in initializers of
// locals; array elements already built (local arrays, aggregate-initialized arrays) are destroyed in reverse.
extern "C" int printf(const char *, ...);

struct T {
    int id;
    T(int i) : id(i) { printf("T(%d)\n", id); if (id < 0) throw id; }
    T(const T &o) : id(o.id + 100) { printf("T(copy %d)\n", id); }
    ~T() { printf("~T(%d)\n", id); }
    int get() const { return id; }
};

int boom(int x) { if (x > 0) { printf("boom %d\n", x); throw x; } return x; }
int use(const T &a, const T &b, int c) { return a.get() + b.get() + c; }
int byval(T a, int c) { return a.get() + c; }
T make(int i) { return T(i); }

void temps1() { int r = T(1).get() && use(T(2), T(2), 0) && boom(3); printf("r %d\n", r); }
void temps2() { int r = T(4).get() && make(5).get() && boom(6); printf("r %d\n", r); }
void temps3(bool c) { int r = ((c ? T(7).get() : 0), boom(8)); printf("r %d\n", r); }
void temps4() { T keep(9); int r = byval(T(10), 1) && (T(40), boom(11)); printf("r %d\n", r); }
void temps5() { int r = T(12).get() && use(T(-13), T(-13), 0); printf("r %d\n", r); }
void temps6() { const T &ref = T(14); boom(15); printf("%d\n", ref.get()); }
void temps7() { T a = make(16), b = make(-17); printf("%d %d\n", a.get(), b.get()); }

void arrays1() { T arr[4] = {20, 21, -22, 23}; printf("%d\n", arr[0].get()); }
struct D {
    static int n;
    int id;
    D() : id(n++) { printf("D(%d)\n", id); if (id == 3) throw id; }
    ~D() { printf("~D(%d)\n", id); }
};
int D::n = 0;
void arrays2() { D ds[5]; printf("%d\n", ds[0].id); }
void arrays3() { D::n = 1; D ds[2][2]; printf("%d\n", ds[0][0].id); }
void arrays4() { T a(30); T arr[2] = {31, 32}; boom(33); printf("%d\n", arr[1].get()); }

template <class F> void run(const char *what, F f) {
    try { f(); } catch (int e) { printf("%s caught %d\n", what, e); }
}

int main() {
    run("temps1", temps1);
    run("temps2", temps2);
    run("temps3", [] { temps3(true); });
    run("temps3f", [] { temps3(false); });
    run("temps4", temps4);
    run("temps5", temps5);
    run("temps6", temps6);
    run("temps7", temps7);
    run("arrays1", arrays1);
    run("arrays2", arrays2);
    run("arrays3", arrays3);
    run("arrays4", arrays4);
    return 0;
}
