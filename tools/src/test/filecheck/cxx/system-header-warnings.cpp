// Warnings whose location is in a system header (libstdc++'s, glibc's, jcirc's builtin headers) are not shown, as
// clang and gcc do: the day-one program compiles silently (libstdc++'s string_view:784 gave four
// -Wincompatible-pointer-types warnings before). A warning in the user's own code still is.
// RUN: jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
#include <iostream>

int main() {
    std::cout << "hello " << 42 << ' ' << 2.5 << std::endl;
    int x = 1;
    if (x = 2)
// CHECK: system-header-warnings.cpp:[[@LINE-1]]:11: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
        return 1;
    return 0;
}
