/* cleanup variables left by gotos: a retry loop built from a backward goto out of a block,
   a forward goto over nested blocks, and goto to a label inside the same block (no cleanup). */
#include <stdio.h>

static char trace[128];
static int tn;
static void done(int *p) { trace[tn++] = (char)('0' + *p); trace[tn] = 0; }

static int attempt(int limit) {
    int tries = 0;
retry:
    {
        int t __attribute__((cleanup(done))) = tries;
        tries++;
        if (tries < limit) goto retry;        /* leaves the block: cleanup runs */
        {
            int u __attribute__((cleanup(done))) = 9;
            if (limit > 2) goto out;           /* leaves both blocks */
        }
    }
out:
    return tries;
}

static int same_block(void) {
    int x __attribute__((cleanup(done))) = 5;
    int n = 0;
again:
    if (++n < 3) goto again;                   /* stays in the block: no cleanup */
    return n;
}

int main(void) {
    int a = attempt(1);
    trace[tn++] = '|';
    int b = attempt(3);
    trace[tn++] = '|';
    int c = same_block();
    printf("%d %d %d %s\n", a, b, c, trace);
    return 0;
}
