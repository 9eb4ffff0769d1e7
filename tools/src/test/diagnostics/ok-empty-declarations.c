// expected-no-diagnostics
// Stray semicolons: after a function definition (often from a macro that defines a function), alone at
// file scope, and doubled in a struct. C23 calls them empty declarations; gcc and clang accept them
// silently in every mode (clang warns only with -pedantic: -Wextra-semi). gdbm's tools/datconv.c has
// `DEFNSCAN(s_short, short, long, strtol);`, which jcirc rejected as implicit int.
#define DEFINE_GETTER(name, value) int name(void) { return value; }
DEFINE_GETTER(get_one, 1);
DEFINE_GETTER(get_two, 2);
;
struct pair { int a;; int b; };
int sum(struct pair p) { return p.a + p.b + get_one() + get_two(); };
