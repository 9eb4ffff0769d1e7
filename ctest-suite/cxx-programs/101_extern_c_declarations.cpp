// extern "C" without braces makes its declaration an extern one ([dcl.link]: not a definition), with braces not:
// `extern "C" char **environ;` must name libc's variable, `extern "C" { int counter; }` defines one.
extern "C" int printf(const char *, ...);
extern "C" char **environ;
extern "C" void *stdout;
extern "C" int fflush(void *);
extern "C" { int counter; }
extern "C" { extern int counted; }
int counted = 3;

int main() {
    counter += 2;
    printf("environ %d\n", environ != 0 && environ[0] != 0);
    printf("counter %d %d\n", counter, counted);
    fflush(stdout);
    return 0;
}
