/* Adjacent string literals are joined AFTER escapes are decoded (C11 5.1.1.2 phases 5-6):
 * "\x04""8" is two chars {4,'8'}, not the one escape \x048. Found in libyaml's test-reader
 * (UTF-16 BOM test data written as "\x04""8\x04""2..."). */
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static const char utf16[] = "\xff\xfeH\x00i\x00 \x00\x1f\x04@\x04""8\x04""2\x04""5\x04""B\x04!";
static const char *octal = "\1""23" "\0""7";
#define E4 "\x04"
#define STR(x) #x
static const char viamacro[] = E4 "8" E4
    "a";
static char arr[] = "\x41""B" "\101""1";

static void dump(const char *name, const char *p, size_t n) {
    printf("%s (%zu):", name, n);
    for (size_t i = 0; i < n; i++) printf(" %02x", (unsigned char)p[i]);
    printf("\n");
}

int main(void) {
    dump("utf16", utf16, sizeof utf16);
    dump("octal", octal, 6);
    dump("arr", arr, sizeof arr);
    dump("viamacro", viamacro, sizeof viamacro);
    printf("stringified %s\n", STR("\x04"));
    printf("sizeof hex pair %zu, strlen %zu\n", sizeof("\x04""8"), strlen("\x7f""f"));
    const wchar_t *w = L"\x41""B" L"\x263a""a";
    for (int i = 0; w[i]; i++) printf(" %x", (unsigned)w[i]);
    printf("\nwide len %zu\n", wcslen(w));
    const char *local = "\x4""1";
    return local[0] == 4 && local[1] == '1' ? 0 : 1;
}
