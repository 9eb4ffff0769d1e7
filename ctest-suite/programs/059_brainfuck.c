#include <stdio.h>
static void run(const char *prog) {
    unsigned char tape[256] = {0}; unsigned char *p = tape;
    for (const char *ip = prog; *ip; ip++) {
        switch (*ip) {
        case '>': p++; break; case '<': p--; break;
        case '+': (*p)++; break; case '-': (*p)--; break;
        case '.': putchar(*p); break;
        case '[': if (!*p) { int d = 1; while (d) { ip++; if (*ip == '[') d++; else if (*ip == ']') d--; } } break;
        case ']': if (*p) { int d = 1; while (d) { ip--; if (*ip == ']') d++; else if (*ip == '[') d--; } } break;
        }
    }
}
int main(void) {
    run("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.");
    return 0;
}
