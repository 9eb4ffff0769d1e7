/* goto across scopes: out of nested loops, into blocks, backwards across scopes, in switches
   (the error-handling and retry patterns SQLite uses) */
#include <stdio.h>

static int find(int (*m)[4], int n, int want, int *ri, int *rj) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 4; j++)
            if (m[i][j] == want) { *ri = i; *rj = j; goto found; }
    return 0;
found:
    return 1;
}

static int retry(int n) {
    int tries = 0, acc = 0;
again:
    tries++;
    for (int i = 0; i < n; i++) {
        acc += i * tries;
        if (acc > 100 && tries < 3) { acc = 0; goto again; }
    }
    return acc * 10 + tries;
}

static int into_block(int x) {
    int r = 0;
    if (x > 5) goto inside;
    r = 100;
    {
        int y;
    inside:
        y = x * 2;
        r += y;
    }
    return r;
}

static const char *classify(int v) {
    const char *s;
    switch (v) {
    case 0: s = "zero"; goto done;
    case 1:
        if (v == 1) goto one;
        s = "never";
        break;
    default:
        if (v < 0) goto negative;
        s = "many";
        break;
    }
    return s;
one:
    return "one";
negative:
    s = "negative";
done:
    return s;
}

static int cleanup_chain(int fail_at) {
    int state = 0;
    if (fail_at == 1) goto fail1;
    state |= 1;
    if (fail_at == 2) goto fail2;
    state |= 2;
    if (fail_at == 3) goto fail3;
    state |= 4;
    return state;
fail3:
    state |= 16;
fail2:
    state |= 32;
fail1:
    state |= 64;
    return -state;
}

static int loop_with_goto_continue(int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0) goto next;
        sum += i;
        while (sum > 50) { sum -= 7; if (sum % 2) goto next; }
    next:;
    }
    return sum;
}

static int do_goto_into_loop(int n) {
    int i = 0, s = 0;
    goto start;
    while (i < n) {
        s += 100;
    start:
        s += i;
        i++;
    }
    return s;
}

int main(void) {
    int m[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
    int i = -1, j = -1;
    int f = find(m, 3, 7, &i, &j);
    printf("find 7: %d %d %d\n", f, i, j);
    f = find(m, 3, 42, &i, &j);
    printf("find 42: %d\n", f);
    for (int n = 5; n <= 20; n += 5) printf("retry(%d) = %d\n", n, retry(n));
    printf("into_block: %d %d\n", into_block(3), into_block(9));
    for (int v = -1; v <= 3; v++) printf("classify(%d) = %s\n", v, classify(v));
    for (int k = 0; k <= 3; k++) printf("cleanup_chain(%d) = %d\n", k, cleanup_chain(k));
    printf("loop_with_goto_continue: %d %d\n", loop_with_goto_continue(10), loop_with_goto_continue(40));
    printf("do_goto_into_loop: %d %d\n", do_goto_into_loop(0), do_goto_into_loop(5));
    return 0;
}
