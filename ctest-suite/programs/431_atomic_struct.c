// _Atomic structs of every size: 1, 2, 4, 8 bytes as same-size integers (aligned to their size, as
// gcc), 16 bytes through __atomic_*_16, other sizes (3, 5, 12, 24) through libatomic's generic
// __atomic_load/store/exchange/compare_exchange; layout of _Atomic members, arrays, by-value use,
// and threads updating a 3-byte and a 24-byte struct with compare-and-exchange loops.
// ARGS: -latomic -pthread
#include <stdio.h>
#include <stddef.h>
#include <pthread.h>

struct s1 { char c; };
struct s2 { char a, b; };
struct s3 { unsigned char a, b, c; };
struct s4 { short x, y; };
struct s5 { char a[5]; };
struct s8 { char tag; char pad[3]; int n; };
struct s12 { int a, b, c; };
struct s16 { long lo, hi; };
struct s24 { long a, b, c; };

struct holder {
    char c;
    _Atomic struct s4 v4;
    char d;
    _Atomic struct s8 v8;
    char e;
    _Atomic struct s16 v16;
    _Atomic struct s3 v3;
};

static _Atomic struct s3 counter3;
static _Atomic struct s24 counter24;
static _Atomic struct s12 arr[3];

static int sum3(struct s3 s) { return s.a + s.b * 256 + s.c * 65536; }

static void *bump(void *arg) {
    (void)arg;
    for (int i = 0; i < 5000; i++) {
        struct s3 cur = counter3, next;
        do {
            next = cur;
            if (++next.a == 0 && ++next.b == 0) next.c++;
        } while (!__atomic_compare_exchange(&counter3, &cur, &next, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
        struct s24 c24, n24;
        __atomic_load(&counter24, &c24, __ATOMIC_RELAXED);
        do {
            n24 = c24;
            n24.a += 1;
            n24.b += 2;
            n24.c = n24.a * 3;
        } while (!__atomic_compare_exchange(&counter24, &c24, &n24, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED));
    }
    return 0;
}

#define LAYOUT(T) printf("%-10s size %2zu align %2zu atomic align %2zu\n", #T, sizeof(T), _Alignof(T), _Alignof(_Atomic T))

int main(void) {
    LAYOUT(struct s1);
    LAYOUT(struct s2);
    LAYOUT(struct s3);
    LAYOUT(struct s4);
    LAYOUT(struct s5);
    LAYOUT(struct s8);
    LAYOUT(struct s12);
    LAYOUT(struct s16);
    LAYOUT(struct s24);
    printf("holder size %zu: v4 %zu v8 %zu v16 %zu v3 %zu\n", sizeof(struct holder), offsetof(struct holder, v4),
           offsetof(struct holder, v8), offsetof(struct holder, v16), offsetof(struct holder, v3));

    _Atomic struct s1 a1 = {'q'};
    _Atomic struct s2 a2;
    a2 = (struct s2){'x', 'y'};
    _Atomic struct s4 a4 = {-3, 9};
    _Atomic struct s5 a5;
    a5 = (struct s5){"abcd"};
    _Atomic struct s8 a8;
    a8 = (struct s8){'t', {0}, 123456};
    _Atomic struct s16 a16;
    a16 = (struct s16){-1, 1L << 40};
    struct s1 r1 = a1;
    struct s2 r2 = a2;
    struct s4 r4 = a4;
    struct s5 r5 = a5;
    struct s8 r8 = a8;
    struct s16 r16 = a16;
    printf("loads %c %c%c %d,%d %s %c%d %ld,%ld\n", r1.c, r2.a, r2.b, r4.x, r4.y, r5.a, r8.tag, r8.n, r16.lo, r16.hi);

    struct s12 v = {1, 2, 3}, old;
    arr[1] = v;
    __atomic_exchange(&arr[1], &(struct s12){7, 8, 9}, &old, __ATOMIC_ACQ_REL);
    struct s12 now = arr[1];
    printf("exchange old %d%d%d now %d%d%d\n", old.a, old.b, old.c, now.a, now.b, now.c);
    struct s16 want = {0, 0}, put = {5, 6};
    int ok = __atomic_compare_exchange(&a16, &want, &put, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas16 %d saw %ld,%ld\n", ok, want.lo, want.hi);
    ok = __atomic_compare_exchange(&a16, &want, &put, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    r16 = a16;
    printf("cas16 %d now %ld,%ld\n", ok, r16.lo, r16.hi);
    struct s5 n5 = {"wxyz"}, o5;
    __atomic_exchange(&a5, &n5, &o5, __ATOMIC_SEQ_CST);
    r5 = a5;
    printf("exchange5 %s %s\n", o5.a, r5.a);

    struct holder h = {0};
    h.v3 = (struct s3){1, 2, 3};
    h.v16 = (struct s16){11, 22};
    struct s16 hv = h.v16;
    printf("holder %d %ld\n", sum3(h.v3), hv.hi);

    pthread_t t[3];
    for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, bump, 0);
    for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
    struct s24 c = counter24;
    printf("threads %d %ld %ld %ld\n", sum3(counter3), c.a, c.b, c.c);
    return 0;
}
