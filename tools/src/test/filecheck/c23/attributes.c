// C23 standard attributes' diagnostics (clang-19's wording and places): nodiscard results
// discarded, uses of deprecated entities (with the note at the attribute), unknown attributes.
// RUN: jcirc -std=c23 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: jcirc -std=c23 -fsyntax-only -Wno-unused-result -Wno-deprecated-declarations -Wno-unknown-attributes %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// NONE-NOT: {{.}}
// RUN: not jcirc -std=c23 -fsyntax-only -Werror=unused-result %s 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: ignoring return value of function declared with 'nodiscard' attribute [-Werror,-Wunused-result]

[[nodiscard]] int make(void) { return 1; }
[[nodiscard("check the status")]] int status(void) { return 0; }
[[gnu::warn_unused_result]] int legacy(void) { return 2; }
[[deprecated]] int old_api(void) { return 3; }
// CHECK-DAG: attributes.c:[[@LINE-1]]:3: note: 'old_api' has been explicitly marked deprecated here
[[deprecated("use make")]] int old_var;
// CHECK-DAG: attributes.c:[[@LINE-1]]:3: note: 'old_var' has been explicitly marked deprecated here
[[maybe_unused]] static int helper(void) { return 4; }

[[foo]] int x;
// CHECK-DAG: attributes.c:[[@LINE-1]]:3: warning: unknown attribute 'foo' ignored [-Wunknown-attributes]
[[gnu::no_such_thing, maybe_unused]] int y;
// CHECK-DAG: attributes.c:[[@LINE-1]]:3: warning: unknown attribute 'no_such_thing' ignored [-Wunknown-attributes]

int main(void) {
    make();
// CHECK-DAG: attributes.c:[[@LINE-1]]:5: warning: ignoring return value of function declared with 'nodiscard' attribute [-Wunused-result]
    status();
// CHECK-DAG: attributes.c:[[@LINE-1]]:5: warning: ignoring return value of function declared with 'nodiscard' attribute: check the status [-Wunused-result]
    legacy();
// CHECK-DAG: attributes.c:[[@LINE-1]]:5: warning: ignoring return value of function declared with 'warn_unused_result' attribute [-Wunused-result]
    (void)make();                 // no warning: cast to void
    int used = make() + status(); // no warning: the results are used
    int a = old_api() + old_var + used;
// CHECK-DAG: attributes.c:[[@LINE-1]]:13: warning: 'old_api' is deprecated [-Wdeprecated-declarations]
// CHECK-DAG: attributes.c:[[@LINE-2]]:25: warning: 'old_var' is deprecated: use make [-Wdeprecated-declarations]
    switch (a) {
    case 1:
        a++;
        [[fallthrough]];
    default:
        break;
    }
    return a;
}
