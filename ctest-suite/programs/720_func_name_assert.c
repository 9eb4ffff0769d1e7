// __func__ / __FUNCTION__ / __PRETTY_FUNCTION__ and <assert.h>: a passing assert, a failing one in a
// child (its message captured through a pipe) and finally a failing one that aborts the program.
// EXIT: 134
#include <assert.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *outer = __func__;          /* file scope: "" (gcc and clang warn) */
static const char *outer_pretty = __PRETTY_FUNCTION__;

static int names(int x) {
    static const char *saved = __func__;      /* an address constant */
    char copy[sizeof __func__];
    memcpy(copy, __func__, sizeof copy);
    printf("%s %s %s %zu %zu %s %c %d\n", __func__, __FUNCTION__, __PRETTY_FUNCTION__,
           sizeof __func__, sizeof(__PRETTY_FUNCTION__), copy, __func__[2], saved == __func__);
    if (x > 0) {
        const char *inner = __func__;         /* the same object in nested blocks */
        return inner == __FUNCTION__ || inner == __func__;
    }
    return 0;
}

int a_rather_long_function_name(void) { return (int)strlen(__func__); }

static void run_failing(void) {
    int fd[2];
    if (pipe(fd) != 0) return;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 2);
        int three = 3;
        assert(three == 4 && "three is four");
        _exit(0);
    }
    close(fd[1]);
    char buf[512] = {0};
    size_t n = 0;
    ssize_t k;
    while (n < sizeof buf - 1 && (k = read(fd[0], buf + n, sizeof buf - 1 - n)) > 0) n += (size_t)k;
    int st;
    waitpid(pid, &st, 0);
    const char *at = strstr(buf, __FILE__);
    printf("message: %s", at ? at + strlen(__FILE__) : buf);
    printf("signalled %d sig %d\n", WIFSIGNALED(st), WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

int main(void) {
    printf("[%s] [%s]\n", outer, outer_pretty);
    printf("%d\n", names(1));
    printf("%d %s\n", a_rather_long_function_name(), __func__);
    assert(names(0) == 0);
    assert(sizeof __func__ == 5);
    run_failing();
    fflush(stdout);
    assert(outer[0] == 'x');
    return 0;
}
