/* Packed records (attribute and #pragma pack(1)) with misaligned scalar members: reads, writes,
   compound assignment through pointers to the record, arrays of packed records, packed records
   nested in ordinary ones, passed to and returned from functions by value (a record with
   misaligned members is passed in memory). */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct __attribute__((packed)) PA { uint8_t tag; int32_t i; int64_t l; double d; uint16_t s; };

#pragma pack(push, 1)
struct PB { char c; uint64_t big; struct PA inner; int16_t tail; };
#pragma pack(pop)

struct Wrap { char c; struct PB pb; int after; };

static struct PA gpa = { 1, -2, -3, 4.5, 6 };
static struct PB gpb[3];

static struct PA twice(struct PA a) { a.i *= 2; a.l *= 2; a.d *= 2; a.s *= 2; return a; }
static int64_t total(struct PB b) { return b.c + (int64_t)b.big + b.inner.i + b.inner.l + (int64_t)b.inner.d + b.tail; }

int main(void) {
    printf("PA %zu/%zu i@%zu l@%zu d@%zu s@%zu\n", sizeof(struct PA), _Alignof(struct PA),
           offsetof(struct PA, i), offsetof(struct PA, l), offsetof(struct PA, d), offsetof(struct PA, s));
    printf("PB %zu/%zu inner@%zu tail@%zu Wrap %zu after@%zu\n", sizeof(struct PB), _Alignof(struct PB),
           offsetof(struct PB, inner), offsetof(struct PB, tail), sizeof(struct Wrap), offsetof(struct Wrap, after));

    struct PA t = twice(gpa);
    printf("twice: %d %ld %.1f %u\n", t.i, (long)t.l, t.d, t.s);

    for (int k = 0; k < 3; k++) {
        struct PB *p = &gpb[k];
        p->c = (char)('a' + k);
        p->big = 0x0102030405060708ULL << k;
        p->inner = gpa;
        p->inner.i += k * 1000;
        p->inner.l -= k;
        p->inner.d /= (k + 1);
        p->tail = (int16_t)(-k);
    }
    for (int k = 0; k < 3; k++)
        printf("gpb[%d]: %c %llx %d %ld %.2f %d total %lld\n", k, gpb[k].c, (unsigned long long)gpb[k].big,
               gpb[k].inner.i, (long)gpb[k].inner.l, gpb[k].inner.d, gpb[k].tail, (long long)total(gpb[k]));

    struct Wrap w = { 'w', gpb[2], 99 };
    w.pb.inner.s += 7;
    int32_t *pi = &w.after;
    *pi += w.pb.inner.s;
    printf("wrap: %c %u %d\n", w.c, w.pb.inner.s, w.after);

    /* byte image of a packed record */
    const unsigned char *b = (const unsigned char *)&gpa;
    for (size_t k = 0; k < sizeof gpa; k++) printf("%02x", b[k]);
    printf("\n");
    return 0;
}
