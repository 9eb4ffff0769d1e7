// char16_t, char32_t and char8_t are distinct types with the representation of uint_least16_t, uint_least32_t and
// unsigned char ([basic.fundamental]/9); jcirc++ gave a declared `char16_t` or `char32_t` C's default `int`: `a[1]` of a
// `const char16_t *a = u"ab"` read 4 bytes from a 2-byte array (wrong code), sizeof(char16_t) was 4, and a char32_t
// above INT_MAX compared as negative.
#include <cstdio>

static int kind(char16_t) { return 16; }
static int kind(char32_t) { return 32; }
static int kind(unsigned short) { return 2; }
static int kind(unsigned) { return 4; }

struct Pair { char16_t a; char16_t b; char32_t c; };

int main() {
    const char16_t *a = u"ab";
    const char32_t *b = U"xyz";
    char16_t big16 = 0xfffe;
    char32_t big32 = 0xfffffff0u;
    char16_t buf[4] = { u'h', u'i', 0, 0 };
    std::printf("%zu %zu %zu %zu\n", sizeof(char16_t), sizeof(char32_t), sizeof(u"ab"), sizeof(U"xyz"));
    std::printf("%d %d %d %d\n", (int)a[0], (int)a[1], (int)b[2], (int)a[2]);
    std::printf("%d %d %u\n", (int)(big16 > 0), (int)(big32 > 0), (unsigned)(big32 >> 28));
    std::printf("%d %d %d %d\n", kind(a[0]), kind(b[0]), kind(big16), kind(big32));
    std::printf("%zu %zu %d\n", sizeof(Pair), sizeof buf, (int)buf[1]);
    char16_t sum = 0;
    for (const char16_t *p = u"\u00e9\u4e2d"; *p; ++p) sum = (char16_t)(sum + *p);
    std::printf("%u\n", (unsigned)sum);
    return 0;
}
