/* Constructors and destructors with and without priorities run in gcc's order (ascending
   priorities before main, destructors in reverse), also several in one unit and with exit(). */
#include <stdio.h>
#include <stdlib.h>

static char order[32];
static int n;
static void note(char c) { order[n++] = c; order[n] = 0; }

__attribute__((constructor(300))) static void c300(void) { note('C'); }
__attribute__((constructor(101))) static void c101(void) { note('A'); }
__attribute__((constructor)) static void cdef(void) { note('D'); }
__attribute__((constructor(200))) static void c200(void) { note('B'); }
__attribute__((destructor(101))) static void d101(void) { printf("d101\n"); }
__attribute__((destructor(300))) static void d300(void) { printf("d300\n"); }
__attribute__((destructor)) static void ddef(void) { printf("ddef\n"); }
static void at_exit_handler(void) { printf("atexit\n"); }

int main(void) {
    atexit(at_exit_handler);
    printf("%s\n", order);
    exit(3);
}
// EXIT: 3
