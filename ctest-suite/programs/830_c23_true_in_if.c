// C23 true/false in #if conditions, written directly and reaching #if through macros
// (C23 6.10.2: true is 1, false 0); other keywords left in a condition are identifiers (0).
// ARGS: -std=c23
// REFERENCE: clang-19
#include <stdio.h>
#include <stdbool.h>
#define ON true
#define OFF false
#define BOTH (ON && !OFF)
#define PICK(x) ((x) ? 10 : 20)

#if ON
static int a = 1;
#else
static int a = 2;
#endif

#if OFF
static int b = 1;
#elif BOTH
static int b = 3;
#else
static int b = 4;
#endif

#if ON + ON == 2 && OFF == 0 && (ON ? 5 : 6) == 5
static int c = 7;
#else
static int c = 8;
#endif

#if true && !false
static int d = 9;
#else
static int d = 0;
#endif

#if PICK(ON) == 10 && PICK(OFF) == 20
static int e = 11;
#else
static int e = 12;
#endif

#if _Bool || int
static int f = 13;
#else
static int f = 14;
#endif

int main(void) {
    printf("%d %d %d %d %d %d\n", a, b, c, d, e, f);
    printf("%zu %d %d\n", sizeof(ON), ON, OFF);
    printf("%d\n", _Generic(ON, bool: 1, default: 0));
    return 0;
}
