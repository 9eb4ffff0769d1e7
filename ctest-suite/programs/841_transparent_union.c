// GNU transparent unions: a parameter of a union type marked __attribute__((transparent_union)) takes an argument
// of any member's type. glibc declares bind/connect/accept/getsockname with such parameters under _GNU_SOURCE, so
// `bind(fd, (struct sockaddr *) &a, n)` was "passing 'struct sockaddr *' to parameter of incompatible type
// 'union anon.46'" (found building gawk 5.2.1's io.c).
#define _GNU_SOURCE
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

// on the typedef, as glibc does
typedef union {
    int *ip;
    const long *lp;
    void *vp;
} any_ptr __attribute__((__transparent_union__));

// on the union itself
union status_arg {
    int *status;
    union wait_like { int w; } *wait;
} __attribute__((transparent_union));

static const char *describe(any_ptr p) { return p.vp == NULL ? "null" : "non-null"; }
static int first_int(any_ptr p) { return p.ip ? *p.ip : -1; }
static void set_status(union status_arg a, int v) { *a.status = v; }

int main(void) {
    int x = 42;
    long l = 7;
    const int *cx = &x;
    printf("%s %s %s %s\n", describe(&x), describe(&l), describe((void *)cx), describe(0));
    printf("%d %d\n", first_int(&x), first_int((void *)0));
    int st = 0;
    union wait_like w = {0};
    set_status(&st, 5);
    set_status(&w, 9);
    printf("%d %d\n", st, w.w);

    // glibc's sockets under _GNU_SOURCE
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0) { perror("bind"); return 1; }
    socklen_t len = sizeof a;
    if (getsockname(fd, (struct sockaddr *)&a, &len) != 0) { perror("getsockname"); return 1; }
    printf("bound to loopback: %d, a port: %d\n", a.sin_addr.s_addr == htonl(INADDR_LOOPBACK), a.sin_port != 0);
    close(fd);
    return 0;
}
