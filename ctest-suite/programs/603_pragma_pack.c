/* #pragma pack: pack(N), pack(), push/pop (also with an identifier and push,N); member
   alignment is capped at N (even one raised by aligned), bit-fields are placed at the next bit,
   a :0 bit-field still aligns to its type, the aligned attribute of the record is kept. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct Natural { char c; int i; short s; long l; };

#pragma pack(push)
#pragma pack(1)
struct P1 { char c; int i; short s; long l; };
struct P1bits { unsigned a : 3; unsigned b : 30; char c; unsigned : 0; char d; };
#pragma pack(2)
struct P2 { char c; int i; short s; long l; };
struct P2bits { char c; int x : 20; int y : 20; int z; };
struct P2al { char c; int i __attribute__((aligned(8))); };
struct __attribute__((aligned(8))) P2rec { char c; int i; };
#pragma pack()
struct Reset { char c; long l; };
#pragma pack(push, outer, 4)
struct P4 { char c; long l; double d; };
#pragma pack(push, 1)
struct P1again { char c; long l; };
#pragma pack(pop, outer)
struct AfterPop { char c; long l; };
struct AfterAll { char c; long l; };

_Pragma("pack(push, 2)")
struct Op { char c; long l; };
_Pragma("pack(pop)")

struct Holder { char c; struct P2 p; struct P1 q[2]; };

#define SHOW(T, m) printf("%-8s size %2zu align %zu " #m "@%zu\n", #T, sizeof(struct T), _Alignof(struct T), offsetof(struct T, m))

int main(void) {
    SHOW(Natural, l);
    SHOW(P1, l);
    SHOW(P1bits, d);
    SHOW(P2, l);
    SHOW(P2bits, z);
    SHOW(P2al, i);
    SHOW(P2rec, i);
    SHOW(Reset, l);
    SHOW(P4, d);
    SHOW(P1again, l);
    SHOW(AfterPop, l);
    SHOW(AfterAll, l);
    SHOW(Op, l);
    SHOW(Holder, q);

    struct P1bits pb;
    memset(&pb, 0, sizeof pb);
    pb.a = 5; pb.b = 0x2aaaaaaa; pb.c = 'c'; pb.d = 'd';
    const unsigned char *bytes = (const unsigned char *)&pb;
    for (size_t i = 0; i < sizeof pb; i++) printf("%02x", bytes[i]);
    printf("\n%u %x %c %c\n", pb.a, pb.b, pb.c, pb.d);

    struct P2bits q = { 'q', -5, 300000, 7 };
    q.y += q.x;
    printf("%c %d %d %d\n", q.c, q.x, q.y, q.z);

    struct Holder h;
    memset(&h, 0, sizeof h);
    h.p.l = 1L << 40; h.q[1].i = -9; h.q[1].l = 42;
    struct Holder h2 = h;
    printf("%ld %d %ld\n", h2.p.l, h2.q[1].i, h2.q[1].l);
    return 0;
}
