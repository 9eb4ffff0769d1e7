/* hash table: open addressing (linear probing) map from 64-bit keys to counters,
   with inserts, lookups, updates and deletions (backward-shift) driven by an
   xorshift generator; grows by doubling. Prints size and a checksum. argv[1] = ops. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    uint64_t key; /* 0 = empty */
    uint64_t value;
} Slot;

typedef struct {
    Slot *slots;
    size_t cap; /* power of two */
    size_t size;
} Map;

static uint64_t mix(uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

static void map_init(Map *m, size_t cap) {
    m->slots = calloc(cap, sizeof(Slot));
    m->cap = cap;
    m->size = 0;
}

static Slot *map_find_slot(Slot *slots, size_t cap, uint64_t key) {
    size_t mask = cap - 1;
    size_t i = mix(key) & mask;
    while (slots[i].key != 0 && slots[i].key != key)
        i = (i + 1) & mask;
    return &slots[i];
}

static void map_grow(Map *m) {
    size_t ncap = m->cap * 2;
    Slot *ns = calloc(ncap, sizeof(Slot));
    for (size_t i = 0; i < m->cap; i++)
        if (m->slots[i].key != 0)
            *map_find_slot(ns, ncap, m->slots[i].key) = m->slots[i];
    free(m->slots);
    m->slots = ns;
    m->cap = ncap;
}

/* adds delta to key's counter (inserting it at 0 first) */
static void map_add(Map *m, uint64_t key, uint64_t delta) {
    if ((m->size + 1) * 4 > m->cap * 3)
        map_grow(m);
    Slot *s = map_find_slot(m->slots, m->cap, key);
    if (s->key == 0) {
        s->key = key;
        s->value = 0;
        m->size++;
    }
    s->value += delta;
}

static int map_get(const Map *m, uint64_t key, uint64_t *out) {
    Slot *s = map_find_slot(m->slots, m->cap, key);
    if (s->key == 0)
        return 0;
    *out = s->value;
    return 1;
}

static int map_remove(Map *m, uint64_t key) {
    size_t mask = m->cap - 1;
    Slot *s = map_find_slot(m->slots, m->cap, key);
    if (s->key == 0)
        return 0;
    size_t hole = (size_t)(s - m->slots);
    size_t i = hole;
    for (;;) {
        i = (i + 1) & mask;
        if (m->slots[i].key == 0)
            break;
        size_t home = mix(m->slots[i].key) & mask;
        /* move slot i into the hole if its home is not cyclically in (hole, i] */
        if (((i - home) & mask) >= ((i - hole) & mask)) {
            m->slots[hole] = m->slots[i];
            hole = i;
        }
    }
    m->slots[hole].key = 0;
    m->slots[hole].value = 0;
    m->size--;
    return 1;
}

static uint64_t rng_state = 88172645463325252ULL;
static uint64_t next_rand(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

int main(int argc, char **argv) {
    long ops = argc > 1 ? atol(argv[1]) : 12000000;
    Map m;
    map_init(&m, 16);
    uint64_t found = 0, sum = 0, removed = 0;
    for (long i = 0; i < ops; i++) {
        uint64_t r = next_rand();
        uint64_t key = (r % 2000003) + 1;
        switch ((r >> 40) & 7) {
        case 0:
        case 1:
        case 2:
        case 3:
            map_add(&m, key, r >> 56);
            break;
        case 4:
        case 5:
        case 6: {
            uint64_t v;
            if (map_get(&m, key, &v)) {
                found++;
                sum += v;
            }
            break;
        }
        default:
            removed += (uint64_t)map_remove(&m, key);
            break;
        }
    }
    uint64_t h = 0;
    for (size_t i = 0; i < m.cap; i++)
        if (m.slots[i].key)
            h += mix(m.slots[i].key ^ m.slots[i].value);
    printf("size %zu found %llu sum %llu removed %llu hash %016llx\n", m.size,
           (unsigned long long)found, (unsigned long long)sum, (unsigned long long)removed,
           (unsigned long long)h);
    free(m.slots);
    return 0;
}
