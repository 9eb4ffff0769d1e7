// Copy-list-initialization ([over.match.list]) considers every constructor, and choosing an explicit one is ill-formed
// (SemaInitializers.explicitInCopyListInit; clang's error and note): E e = {3};, return {3};, an argument g({3}), an
// aggregate member or array element from braces. Direct-list-initialization (E e{3};, E{3}, new E{3}) may call it.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=internal

struct E { explicit E(int); };

E e = {3};
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:3: error: chosen constructor is explicit in copy-initialization
// CHECK: explicit-copy-list-init.cpp:6:21: note: explicit constructor declared here
E f() { return {3}; }
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:16: error: chosen constructor is explicit in copy-initialization
void g(E);
void h() { g({3}); }
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:12: error: no matching function for call to 'g'
// CHECK: explicit-copy-list-init.cpp:[[@LINE-3]]:6: note: candidate function not viable: cannot convert initializer list argument to 'E'
struct W { E m; int k; };
W w = {{4}, 1};
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:8: error: chosen constructor is explicit in copy-initialization
void locals() {
    E a = {5};
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:7: error: chosen constructor is explicit in copy-initialization
    E c[2] = {{7}, {8}};
// CHECK: explicit-copy-list-init.cpp:[[@LINE-1]]:15: error: chosen constructor is explicit in copy-initialization
// CHECK: explicit-copy-list-init.cpp:[[@LINE-2]]:20: error: chosen constructor is explicit in copy-initialization
}

// accepted: direct-list-initialization and direct-initialization
E ok1{3};
E ok2(3);
E ok3() { return E{3}; }
E *ok4() { return new E{3}; }
// a better non-explicit constructor is chosen
struct F { explicit F(int); F(long); };
F ok5 = {1L};
