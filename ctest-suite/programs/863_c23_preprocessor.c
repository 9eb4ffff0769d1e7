// C23 preprocessor: #elifdef/#elifndef, true/false in #if, __has_include, __has_c_attribute,
// #embed with limit/prefix/suffix/if_empty, __STDC_VERSION__.
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>

#define HAVE_A
#ifdef HAVE_B
#  define WHICH 1
#elifdef HAVE_A
#  define WHICH 2
#else
#  define WHICH 3
#endif

#ifdef HAVE_A
#  define OTHER 1
#elifndef HAVE_C
#  define OTHER 2
#endif
#ifdef HAVE_B
#  define THIRD 1
#elifndef HAVE_C
#  define THIRD 2
#endif

#if true && !false
#  define TRUTH 1
#else
#  define TRUTH 0
#endif

#if __has_include(<stdio.h>) && !__has_include("no/such/header.h")
#  define INCLUDES 1
#else
#  define INCLUDES 0
#endif

#if __has_c_attribute(nodiscard) >= 202003L && __has_c_attribute(fallthrough) && !__has_c_attribute(no_such_attr)
#  define ATTRS 1
#else
#  define ATTRS 0
#endif

static const unsigned char data[] = {
#embed "863_c23_embed.bin"
};
static const int limited[] = {
#embed "863_c23_embed.bin" limit(2) prefix(-1, ) suffix(, -2)
};
static const int empty[] = {
#embed "863_c23_embed.bin" limit(0) if_empty(42)
};

int main(void) {
    printf("%d %d %d %d %d %d\n", WHICH, OTHER, THIRD, TRUTH, INCLUDES, ATTRS);
    printf("%ld\n", (long)__STDC_VERSION__);
    printf("%zu:", sizeof data);
    for (unsigned i = 0; i < sizeof data; i++) printf(" %d", data[i]);
    printf("\n%zu:", sizeof limited / sizeof limited[0]);
    for (unsigned i = 0; i < sizeof limited / sizeof limited[0]; i++) printf(" %d", limited[i]);
    printf("\n%d %zu\n", empty[0], sizeof empty / sizeof empty[0]);
    printf("%d %d\n", __has_c_attribute(deprecated) > 0, __has_c_attribute(gnu::noinline));
    return 0;
}
