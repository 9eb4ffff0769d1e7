/*
 * jcirc-client: the native client of jcirc's compile server (docs/compile-server.md).
 *
 * What the Java client (tools/.../server/ServerClient.java) does, without starting a JVM: connect to
 * the server of this build over its Unix-domain socket, send the command line, the working directory,
 * the umask, the environment and the client properties (Wire.Request), then copy the server's stdout
 * and stderr frames to fds 1 and 2 (and stdin to the server when it asks) and exit with the status it
 * sends. When the server cannot be used, and nothing was written yet, it exits with FALLBACK_STATUS:
 * the launcher (bin/lib/launch.bash) then runs the Java client, which compiles in-process and starts a
 * server for the next compile.
 *
 * Built by jcirc itself, per build (the build key is compiled in: -DJCIRC_SERVER_KEY="..."), by
 * jcirc.tools.server.NativeClientBuild in the background; never by gcc or clang.
 *
 *   usage: jcirc-client c|c++ ARGS...
 */
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <unistd.h>

#ifndef JCIRC_SERVER_KEY
#error "build with -DJCIRC_SERVER_KEY=\"<the server's build key>\" (jcirc.tools.server.NativeClientBuild does)"
#endif

enum { FALLBACK_STATUS = 254 };
enum { MAGIC = 0x4a435331 };   /* "JCS1", Wire.MAGIC */
enum { OUT = 1, ERR = 2, NEED_IN = 3, EXIT = 4, FALLBACK = 5, IN = 6, IN_EOF = 7 };   /* Wire's frame types */

extern char **environ;

/* ---- the request, built in memory and sent at once ---- */

static unsigned char *req;
static size_t req_len, req_cap;

static void put_bytes(const void *p, size_t n) {
    if (req_len + n > req_cap) {
        size_t cap = req_cap ? req_cap : 4096;
        while (cap < req_len + n) cap *= 2;
        unsigned char *r = realloc(req, cap);
        if (!r) exit(FALLBACK_STATUS);
        req = r;
        req_cap = cap;
    }
    memcpy(req + req_len, p, n);
    req_len += n;
}

static void put_int(uint32_t v) {
    unsigned char b[4] = { (unsigned char)(v >> 24), (unsigned char)(v >> 16), (unsigned char)(v >> 8), (unsigned char)v };
    put_bytes(b, 4);
}

static void put_string_n(const char *s, size_t n) {
    put_int((uint32_t)n);
    put_bytes(s, n);
}

static void put_string(const char *s) { put_string_n(s, strlen(s)); }

/* ---- the runtime directory (ServerPaths.runtimeDir) ---- */

/* an existing directory owned by us, mode exactly 0700, writable */
static int usable(const char *d) {
    struct stat st;
    if (lstat(d, &st) != 0 || !S_ISDIR(st.st_mode)) return 0;
    return st.st_uid == getuid() && (st.st_mode & 07777) == 0700 && access(d, W_OK) == 0;
}

static int exists(const char *p) {
    struct stat st;
    return lstat(p, &st) == 0;
}

/*
 * The directory the Java client would use, in `out`; 0 when that one has no server for sure (it is
 * missing: Java would create it) or none is usable. Candidates as ServerPaths: $JCIRC_RUNTIME_DIR
 * alone when set; else $XDG_RUNTIME_DIR/jcirc, then <tmp>/jcirc-run-<uid> for $TMPDIR, /tmp, /var/tmp.
 */
static int runtime_dir(char *out, size_t n) {
    const char *explicit_dir = getenv("JCIRC_RUNTIME_DIR");
    if (explicit_dir && *explicit_dir) {
        snprintf(out, n, "%s", explicit_dir);
        return usable(out);
    }
    const char *xdg = getenv("XDG_RUNTIME_DIR");
    if (xdg && *xdg) {
        snprintf(out, n, "%s/jcirc", xdg);
        if (usable(out)) return 1;
        if (!exists(out)) return 0;
    }
    const char *tmp[3] = { getenv("TMPDIR"), "/tmp", "/var/tmp" };
    for (int i = 0; i < 3; i++) {
        if (!tmp[i] || !*tmp[i]) continue;
        struct stat st;
        if (stat(tmp[i], &st) != 0 || !S_ISDIR(st.st_mode) || access(tmp[i], W_OK) != 0) continue;
        snprintf(out, n, "%s/jcirc-run-%u", tmp[i], (unsigned)getuid());
        if (usable(out)) return 1;
        if (!exists(out)) return 0;
    }
    return 0;
}

/* ---- the connection ---- */

static int sock = -1;

static int read_full(void *p, size_t n) {
    unsigned char *b = p;
    while (n > 0) {
        ssize_t k = read(sock, b, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        b += k;
        n -= (size_t)k;
    }
    return 0;
}

static int write_full(int fd, const void *p, size_t n) {
    const unsigned char *b = p;
    while (n > 0) {
        ssize_t k = write(fd, b, n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) return -1;
        b += k;
        n -= (size_t)k;
    }
    return 0;
}

static int read_int(int32_t *v) {
    unsigned char b[4];
    if (read_full(b, 4) != 0) return -1;
    *v = (int32_t)((uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | (uint32_t)b[3]);
    return 0;
}

/* stdin to the server, on a thread of its own (the server asked: NEED_IN), until end of file */
static void *pump_stdin(void *unused) {
    (void)unused;
    static unsigned char buf[1 << 16];
    for (;;) {
        ssize_t n = read(0, buf + 5, sizeof buf - 5);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        buf[0] = IN;
        buf[1] = (unsigned char)(n >> 24);
        buf[2] = (unsigned char)(n >> 16);
        buf[3] = (unsigned char)(n >> 8);
        buf[4] = (unsigned char)n;
        if (write_full(sock, buf, (size_t)n + 5) != 0) return NULL;   /* the server is gone: the main thread sees it */
    }
    unsigned char eof = IN_EOF;
    write_full(sock, &eof, 1);
    return NULL;
}

/* the connection broke: before any output, compile in-process; after, say so (repeating output would be worse) */
static int broken(int wrote) {
    if (!wrote) return FALLBACK_STATUS;
    static const char msg[] = "jcirc: error: the compile server stopped during this compile (connection lost); "
                              "run the command again, or set JCIRC_SERVER=0 to compile without it\n";
    write_full(2, msg, sizeof msg - 1);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2) return FALLBACK_STATUS;
    int cxx = strcmp(argv[1], "c++") == 0;
    signal(SIGPIPE, SIG_IGN);

    char dir[4096], path[4200];
    if (!runtime_dir(dir, sizeof dir)) return FALLBACK_STATUS;
    int n = snprintf(path, sizeof path, "%s/jcirc-%s.sock", dir, JCIRC_SERVER_KEY);
    struct sockaddr_un addr;
    memset(&addr, 0, sizeof addr);
    addr.sun_family = AF_UNIX;
    if (n < 0 || (size_t)n >= sizeof addr.sun_path) return FALLBACK_STATUS;
    memcpy(addr.sun_path, path, (size_t)n + 1);
    sock = socket(AF_UNIX, SOCK_STREAM, 0);
    if (sock < 0 || connect(sock, (struct sockaddr *)&addr, sizeof addr) != 0) return FALLBACK_STATUS;

    /* the request (Wire.Request.write) */
    char cwd[8192];
    if (!getcwd(cwd, sizeof cwd)) return FALLBACK_STATUS;
    mode_t mask = umask(0);
    umask(mask);
    put_int(MAGIC);
    put_string(JCIRC_SERVER_KEY);
    unsigned char flag = (unsigned char)cxx;
    put_bytes(&flag, 1);
    put_string(cwd);
    put_int((uint32_t)mask);
    put_int((uint32_t)(argc - 2));
    for (int i = 2; i < argc; i++) put_string(argv[i]);
    uint32_t envs = 0;
    for (char **e = environ; *e; e++) if (strchr(*e, '=')) envs++;
    put_int(envs);
    for (char **e = environ; *e; e++) {
        char *eq = strchr(*e, '=');
        if (!eq) continue;
        put_string_n(*e, (size_t)(eq - *e));
        put_string(eq + 1);
    }
    /* the JVM's stdout.encoding/stderr.encoding when not on a console: the locale's charset */
    setlocale(LC_CTYPE, "");
    const char *cs = nl_langinfo(CODESET);
    put_int(4);
    put_string("jcirc.client");   /* the server's log says which client asked */
    put_string("native");
    put_string("jcirc.stderr.tty");
    put_string(isatty(2) ? "1" : "0");
    put_string("stdout.encoding");
    put_string(cs && *cs ? cs : "UTF-8");
    put_string("stderr.encoding");
    put_string(cs && *cs ? cs : "UTF-8");
    if (write_full(sock, req, req_len) != 0) return FALLBACK_STATUS;

    /* the server's frames */
    int wrote = 0;
    static unsigned char buf[1 << 16];
    for (;;) {
        unsigned char t;
        if (read_full(&t, 1) != 0) return broken(wrote);
        switch (t) {
        case OUT:
        case ERR: {
            int32_t len;
            if (read_int(&len) != 0 || len < 0) return broken(wrote);
            while (len > 0) {
                size_t k = (size_t)len < sizeof buf ? (size_t)len : sizeof buf;
                if (read_full(buf, k) != 0) return broken(wrote);
                write_full(t == OUT ? 1 : 2, buf, k);   /* as the Java client: a closed stdout does not stop the compile */
                len -= (int32_t)k;
            }
            wrote = 1;
            break;
        }
        case NEED_IN: {
            pthread_t th;
            if (pthread_create(&th, NULL, pump_stdin, NULL) != 0) return broken(1);
            pthread_detach(th);
            break;
        }
        case EXIT: {
            int32_t code;
            if (read_int(&code) != 0) return broken(wrote);
            return code & 0xff;
        }
        case FALLBACK:
            return wrote ? broken(wrote) : FALLBACK_STATUS;
        default:
            return broken(wrote);
        }
    }
}
