// A throw out of a noexcept function calls std::terminate, which calls the handler std::set_terminate installed
// (here: it prints whether an exception is current, then _Exit(3)); destructors of the frames between the throw
// and the noexcept boundary may or may not run ([except.terminate]), so none are printed.
// EXIT: 3
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <stdexcept>

static void handler() {
    std::exception_ptr p = std::current_exception();
    std::printf("terminate handler: current=%d\n", p != nullptr);
    try {
        if (p) std::rethrow_exception(p);
    } catch (const std::exception &e) {
        std::printf("what: %s\n", e.what());
    }
    std::fflush(stdout);
    std::_Exit(3);
}

static int depth(int n) {
    if (n == 0) throw std::logic_error("from a noexcept function");
    return depth(n - 1) + 1;
}

static int guarded(int n) noexcept { return depth(n); }

int main() {
    std::terminate_handler old = std::set_terminate(handler);
    std::printf("old handler set: %d, now ours: %d\n", old != nullptr, std::get_terminate() == handler);
    std::fflush(stdout);
    int r = guarded(3);
    std::printf("not reached %d\n", r);
    return 0;
}
