/* packed and aligned attributes: sizes, offsets and alignment of structs, members and objects,
   arrays of packed structs written and read through pointers, aligned locals and globals. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct __attribute__((packed)) hdr { uint8_t kind; uint32_t len; uint16_t crc; };
struct mixed { char c; int i __attribute__((packed)); short s; };
struct padded { char c; } __attribute__((aligned(32)));
struct inner_al { char c; double d __attribute__((aligned(16))); };
typedef int aligned_int __attribute__((aligned(64)));

static int counter __attribute__((aligned(128)));
static struct hdr table[3];

int main(void) {
    char local __attribute__((aligned(64))) = 'x';
    aligned_int ai = 5;
    printf("%zu %zu %zu %zu\n", sizeof(struct hdr), offsetof(struct hdr, len), offsetof(struct hdr, crc), _Alignof(struct hdr));
    printf("%zu %zu %zu\n", sizeof(struct mixed), offsetof(struct mixed, i), offsetof(struct mixed, s));
    printf("%zu %zu %zu %zu\n", sizeof(struct padded), _Alignof(struct padded), sizeof(struct inner_al), offsetof(struct inner_al, d));
    printf("%d %d %d\n", (int)((uintptr_t)&counter % 128), (int)((uintptr_t)&local % 64), (int)((uintptr_t)&ai % 64));
    for (int i = 0; i < 3; i++) { table[i].kind = i; table[i].len = 1000000u * (i + 1); table[i].crc = 0xBEEF + i; }
    struct hdr *p = &table[1];
    printf("%zu %u %u %x %c %d\n", sizeof table, p->kind, p->len, table[2].crc, local, ai);
    return 0;
}
