// A `return`, `break`, `continue` or `goto` leaving a block destroys its objects, last built first; when one of those
// destructors throws (noexcept(false)), the objects already destroyed are not destroyed again, the one whose
// destructor threw is not either, and the ones not yet destroyed are destroyed while unwinding. jcirc++ ran the
// destructors of the jump inside the EH cleanup regions of the same objects, so they ran twice (wrong code before:
// gcc's g++.old-deja/g++.eh/cleanup1).
#include <cstdio>

struct Exc { int v; };

struct Obj {
    const char *name;
    ~Obj() { std::printf("~%s\n", name); }
};
struct Raiser {
    const char *name;
    bool armed;
    Raiser(const char *n, bool a) : name(n), armed(a) {}
    ~Raiser() noexcept(false) {
        std::printf("~%s\n", name);
        if (armed) throw Exc{1};
    }
};

static int test_return() {   // cleanup1
    Raiser r{"raiser", true};
    Obj o{"obj"};
    return 0;
}

static int test_return_middle() {
    Obj first{"first"};
    Raiser r{"raiser", true};
    Obj last{"last"};
    return 1;
}

static void test_break() {
    for (int i = 0; i < 3; i++) {
        Obj outer{"loop-outer"};
        {
            Raiser r{"loop-raiser", i == 1};
            Obj inner{"loop-inner"};
            if (i == 1) break;
            std::printf("iteration %d\n", i);
        }
    }
}

static void test_continue() {
    for (int i = 0; i < 2; i++) {
        Raiser r{"cont-raiser", i == 1};
        Obj o{"cont-obj"};
        if (i >= 0) continue;
    }
}

static void test_goto() {
    {
        Obj a{"goto-a"};
        Raiser r{"goto-raiser", true};
        Obj b{"goto-b"};
        goto out;
    }
out:
    std::printf("not reached\n");
}

static void test_nested() {   // the throwing destructor in an outer block
    Raiser r{"nested-raiser", true};
    {
        Obj in{"nested-inner"};
        {
            Obj deeper{"nested-deeper"};
            return;
        }
    }
}

struct Ctor {   // a return in a constructor body whose local's destructor throws: the members built are destroyed
    Obj m1{"ctor-m1"};
    Obj m2{"ctor-m2"};
    Ctor() {
        Raiser r{"ctor-raiser", true};
        Obj o{"ctor-local"};
        return;
    }
};

int main() {
    try { test_return(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { test_return_middle(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { test_break(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { test_continue(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { test_goto(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { test_nested(); } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    try { Ctor c; } catch (Exc &e) { std::printf("caught %d\n", e.v); }
    return 0;
}
