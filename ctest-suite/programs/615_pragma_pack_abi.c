// MLIR-TRANSLATE-DEVIATION: MLIR 19 llvm.call drops the call-site byval of the packed structs passed in memory through "..." (sum_va); reproducer in docs/lowering.md
/* Records laid out under #pragma pack passed to and returned from functions by value: a record
   with a member below its natural alignment is passed in memory (x86-64 psABI), one whose members
   all stay aligned in registers; also variadic calls and arrays of packed records as arguments. */
#include <stdio.h>
#include <stdarg.h>

#pragma pack(push, 1)
struct Un { char c; int i; short s; };            /* i, s misaligned: memory */
struct Bits { unsigned a : 5; unsigned b : 30; char c; };
#pragma pack(2)
struct Two { short a; int b; char c; };           /* b at 2: misaligned for int */
struct Aligned2 { short a; short b; short c; };   /* all aligned: registers */
#pragma pack(pop)

static struct Un mk_un(int k) { struct Un u = { (char)('a' + k), 1000 * k, (short)-k }; return u; }
static struct Un add_un(struct Un x, struct Un y) { struct Un r = { x.c, x.i + y.i, (short)(x.s + y.s) }; return r; }
static struct Bits flip(struct Bits b) { b.a = ~b.a; b.b ^= 0x15555555; b.c++; return b; }
static struct Two two(struct Two t, int k) { t.a += k; t.b *= k; t.c -= k; return t; }
static struct Aligned2 rot(struct Aligned2 v) { struct Aligned2 r = { v.b, v.c, v.a }; return r; }

static long sum_va(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) { struct Un u = va_arg(ap, struct Un); s += u.c + u.i + u.s; }
    va_end(ap);
    return s;
}

static long sum_arr(const struct Two *t, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += t[i].a + t[i].b + t[i].c;
    return s;
}

int main(void) {
    printf("sizes %zu %zu %zu %zu\n", sizeof(struct Un), sizeof(struct Bits), sizeof(struct Two), sizeof(struct Aligned2));
    struct Un u = add_un(mk_un(3), mk_un(4));
    printf("un: %c %d %d\n", u.c, u.i, u.s);
    struct Bits b = { 17, 0x2aaaaaaa, 'x' };
    struct Bits f = flip(b);
    printf("bits: %u %x %c -> %u %x %c\n", b.a, b.b, b.c, f.a, f.b, f.c);
    struct Two t = two((struct Two){ 1, 2, 3 }, 5);
    printf("two: %d %d %d\n", t.a, t.b, t.c);
    struct Aligned2 r = rot(rot((struct Aligned2){ 1, 2, 3 }));
    printf("rot: %d %d %d\n", r.a, r.b, r.c);
    printf("va: %ld\n", sum_va(3, mk_un(1), mk_un(2), u));
    struct Two arr[4];
    for (int i = 0; i < 4; i++) arr[i] = two((struct Two){ (short)i, i * 100, 'A' }, i + 1);
    printf("arr: %ld\n", sum_arr(arr, 4));
    return 0;
}
