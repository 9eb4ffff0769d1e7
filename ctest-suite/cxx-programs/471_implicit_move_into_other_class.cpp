// return of a local object of another class than the function's result ([class.copy.elision]/3, implicit move):
// `return s;` first treats s as an rvalue, so a converting constructor taking an rvalue reference moves from it
// (a forwarding template constructor Box(U&&) deduces U = T, not T&). Observable: the element's copy and move
// constructors print, and a move-only element (std::unique_ptr) can only be moved.
#include <cstdio>
#include <memory>
#include <string>
#include <utility>

struct Noisy {
    int id;
    explicit Noisy(int i) : id(i) {}
    Noisy(const Noisy &o) : id(o.id) { std::printf("copy %d\n", id); }
    Noisy(Noisy &&o) noexcept : id(o.id) { o.id = -1; std::printf("move %d\n", id); }
    ~Noisy() { std::printf("~Noisy %d\n", id); }
};

template <class T> struct Box {
    T value;
    template <class U> Box(U &&u) : value(std::forward<U>(u)) {}
};

struct Holder {
    Noisy n;
    Holder(Noisy &&m) : n(std::move(m)) {}
    Holder(const Noisy &m) : n(m) {}
};

static Box<Noisy> make_box(int i) {
    Noisy n(i);
    return n;   // moved: Box(U&&) with U = Noisy
}

static Holder make_holder(int i) {
    Noisy n(i);
    return n;   // moved: Holder(Noisy&&)
}

static Box<std::unique_ptr<int>> make_unique_box(int v) {
    auto p = std::make_unique<int>(v);
    return p;   // only a move compiles
}

static Box<std::string> make_string_box(bool longer) {
    std::string s = longer ? "a string long enough to live on the heap" : "short";
    return s;
}

static Holder from_parameter(Noisy n) {
    return n;   // a by-value parameter is moved too
}

int main() {
    {
        Box<Noisy> b = make_box(1);
        std::printf("box %d\n", b.value.id);
    }
    {
        Holder h = make_holder(2);
        std::printf("holder %d\n", h.n.id);
    }
    Box<std::unique_ptr<int>> u = make_unique_box(7);
    std::printf("unique %d\n", *u.value);
    Box<std::string> longer = make_string_box(true), shorter = make_string_box(false);
    std::printf("%s | %s\n", longer.value.c_str(), shorter.value.c_str());
    {
        Holder h = from_parameter(Noisy(3));
        std::printf("param %d\n", h.n.id);
    }
    return 0;
}
