// Exceptions with the standard library: std::runtime_error caught as const std::exception& (what()),
// std::out_of_range from std::string::at, std::logic_error family, std::exception_ptr with
// std::current_exception and std::rethrow_exception, std::make_exception_ptr, std::uncaught_exceptions() in a
// destructor while an exception unwinds, a nested rethrow, and std::bad_alloc-free catch ordering.
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>

struct Watch {
    const char *name;
    ~Watch() { std::printf("~Watch %s uncaught=%d\n", name, std::uncaught_exceptions()); }
};

static void thrower(int k) {
    Watch w{"thrower"};
    if (k == 0) throw std::runtime_error("runtime x");
    if (k == 1) throw std::invalid_argument("bad arg");
    if (k == 2) throw std::length_error(std::string("len ") + std::to_string(k));
    if (k == 3) throw 42;
}

static std::exception_ptr capture(int k) {
    try {
        thrower(k);
    } catch (...) {
        return std::current_exception();
    }
    return nullptr;
}

int main() {
    try {
        throw std::runtime_error("x");
    } catch (const std::exception &e) {
        std::printf("caught exception: %s\n", e.what());
    }

    std::string s = "abc";
    try {
        char c = s.at(10);
        std::printf("no throw %c\n", c);
    } catch (const std::out_of_range &e) {
        std::printf("out_of_range caught, what non-empty: %d\n", e.what()[0] != 0);
    }

    for (int k = 0; k < 4; k++) {
        try {
            thrower(k);
        } catch (const std::logic_error &e) {
            std::printf("logic_error: %s\n", e.what());
        } catch (const std::exception &e) {
            std::printf("exception: %s\n", e.what());
        } catch (int i) {
            std::printf("int %d\n", i);
        }
    }

    std::exception_ptr p = capture(0), q = capture(3), none = capture(4);
    std::printf("ptrs %d %d %d\n", p != nullptr, q != nullptr, none == nullptr);
    try {
        std::rethrow_exception(p);
    } catch (const std::runtime_error &e) {
        std::printf("rethrown: %s\n", e.what());
    }
    try {
        std::rethrow_exception(q);
    } catch (int i) {
        std::printf("rethrown int %d\n", i);
    }
    try {
        std::rethrow_exception(std::make_exception_ptr(std::out_of_range("made")));
    } catch (const std::exception &e) {
        std::printf("made: %s\n", e.what());
    }

    try {
        try {
            Watch w{"inner"};
            throw std::overflow_error("over");
        } catch (const std::runtime_error &e) {
            std::printf("inner caught %s uncaught=%d\n", e.what(), std::uncaught_exceptions());
            throw;
        }
    } catch (const std::exception &e) {
        std::printf("outer caught %s\n", e.what());
    }
    std::printf("uncaught at end %d\n", std::uncaught_exceptions());
    return 0;
}
