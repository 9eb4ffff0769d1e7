// MLIR-TRANSLATE-DEVIATION: aliases (jcirc.aliasee) need MLIR 20's llvm.mlir.alias; mlir-translate-19 drops them and the link fails
/* weak definitions and undefined weak references, aliases of functions and objects, hidden
   and protected visibility, sections, used and unused static functions. */
#include <stdio.h>

__attribute__((weak)) int config_value(void) { return 10; }
extern int optional_hook(int) __attribute__((weak));
__attribute__((weak)) int weak_data = 5;

static int impl(int x) { return x * x; }
int square(int) __attribute__((alias("impl")));
int table[4] = {1, 2, 3, 4};
extern int table_alias[4] __attribute__((alias("table")));

__attribute__((visibility("hidden"))) int hidden_fn(void) { return 1; }
__attribute__((visibility("protected"))) int protected_var = 2;
__attribute__((section(".rodata.jcirc"))) const int in_rodata = 3;
__attribute__((section("jcirc_funcs"))) int in_section(int x) { return x + 100; }
__attribute__((used)) static void keep_me(void) { }
__attribute__((unused)) static void maybe_unused(void) { }

int main(void) {
    printf("%d %d %d\n", config_value(), optional_hook ? optional_hook(1) : -1, weak_data);
    table_alias[2] = 30;
    printf("%d %d\n", square(7), table[2]);
    printf("%d %d %d %d\n", hidden_fn(), protected_var, in_rodata, in_section(1));
    return 0;
}
