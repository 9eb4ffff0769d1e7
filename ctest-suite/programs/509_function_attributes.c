// MLIR-TRANSLATE-DEVIATION: aliases (jcirc.aliasee) need MLIR 20's llvm.mlir.alias; mlir-translate-19 drops them and the link fails
/* Function and object attributes that reach the generated code: constructors and destructors
   with priorities, alias, weak, section, noinline, always_inline, noreturn, visibility, used,
   packed and aligned. */
#include <stdio.h>
#include <stdlib.h>

struct __attribute__((packed)) P { char c; int i; short s; };
struct A { char c; } __attribute__((aligned(16)));
struct B { char c; int i __attribute__((aligned(8))); };

static int order[8], norder;
__attribute__((constructor)) static void ctor(void) { order[norder++] = 3; }
__attribute__((constructor(200))) static void ctor2(void) { order[norder++] = 2; }
__attribute__((constructor(101))) static void ctor1(void) { order[norder++] = 1; }
__attribute__((destructor)) static void dtor(void) { printf("dtor\n"); }
__attribute__((destructor(150))) static void dtor150(void) { printf("dtor150\n"); }

int target(void) { return 42; }
int alias_f(void) __attribute__((alias("target")));
int gtarget = 7;
extern int galias __attribute__((alias("gtarget")));
__attribute__((weak)) int weakf(void) { return 1; }
extern int missing_weak(void) __attribute__((weak));
__attribute__((section(".mydata"))) int insec = 3;
__attribute__((section(".mytext"))) int infunc(void) { return 4; }
__attribute__((noinline)) int ni(int x) { return x + 1; }
static inline __attribute__((always_inline)) int ai(int x) { return x * 2; }
__attribute__((noreturn)) void die(int code) { printf("dying %d\n", code); exit(code); }
__attribute__((visibility("hidden"))) int hid = 5;
__attribute__((visibility("hidden"))) int hidf(void) { return 6; }
__attribute__((used)) static int kept(void) { return 8; }
__attribute__((unused)) static int unused_fn(void) { return 9; }
int __attribute__((format(printf, 1, 2))) myprintf(const char *fmt, ...);

int main(void) {
    for (int i = 0; i < norder; i++) printf("ctor%d ", order[i]);
    printf("\n%zu %zu %zu %zu\n", sizeof(struct P), _Alignof(struct A), sizeof(struct A), sizeof(struct B));
    printf("%d %d %d %d\n", alias_f(), galias, weakf(), missing_weak == 0);
    galias = 70;
    printf("%d %d %d %d %d %d %d\n", gtarget, insec, infunc(), ni(1), ai(2), hid, hidf());
    die(0);
}
