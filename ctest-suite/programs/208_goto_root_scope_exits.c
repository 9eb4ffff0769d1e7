/* Exits from a braced block inside a goto root: `case N: { ...; return r; }` followed by
   another case (SQLite's sqlite3ExprCodeTarget), and the same with break/continue in a loop
   whose body holds the goto. */
#include <stdio.h>

/* The function body is the goto root (a backward goto to the top). */
static int code(int op, int x) {
    int depth = 0;
again:
    switch (op) {
    case 1: {
        int r = x * 10 + depth;
        return r;
    }
    case 2: {
        if (x > 3) {
            int q = x - 3;
            return q;
        }
        x += 100;
    }
    /* fall through */
    case 4:
        return -x;
    case 3:
        op = 1;
        x++;
        depth++;
        goto again;
    case 5: {
        {
            int inner = x << 1;
            return inner + 1;
        }
    }
    default:
        return 0;
    }
}

/* The goto root is a loop body (an execute_region): break and continue from braced blocks. */
static int scan(const int *v, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        switch (v[i]) {
        case 0: {
            sum += 1000;
            break;
        }
        case 1: {
            sum += 1;
            continue;
        }
        case 2:
            goto twice;
        case 3: {
            sum += 3;
            goto done;
        }
        default:
            sum += v[i];
        }
        sum *= 2;
        continue;
    twice:
        sum += 20;
    }
done:
    return sum;
}

/* The goto root is the loop body only (an scf.execute_region): continue and break from braced
   blocks set the loop's flags and leave the region. */
static int scan2(const int *v, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        switch (v[i]) {
        case 1: {
            sum += 1;
            continue;
        }
        case 2:
            goto twice;
        case 4:
            goto stop;
        case 9: {
            sum += 9;
            break;
        }
        default:
            sum += v[i];
        }
        sum *= 2;
        continue;
    twice:
        sum += 20;
        continue;
    stop: {
        sum += 4000;
        break;
    }
    }
    return sum;
}

/* A void function: a bare return from a braced block inside the root. */
static int last;
static void note(int k) {
    int n = 0;
top:
    switch (k) {
    case 0: {
        last = -1;
        return;
    }
    case 1:
        last = 100 + n;
        break;
    default:
        k--;
        n++;
        goto top;
    }
    last += 1;
}

int main(void) {
    for (int op = 0; op <= 6; op++)
        for (int x = 0; x < 6; x += 2) printf("code(%d,%d) = %d\n", op, x, code(op, x));
    int a[] = {1, 2, 0, 7, 1, 2, 5};
    int b[] = {2, 1, 3, 9, 9};
    int c[] = {0, 0, 1, 1, 6};
    printf("scan a = %d\n", scan(a, 7));
    printf("scan b = %d\n", scan(b, 5));
    printf("scan c = %d\n", scan(c, 5));
    int d[] = {1, 9, 2, 5, 1, 4, 7, 7};
    int e[] = {9, 2, 1, 6};
    printf("scan2 d = %d\n", scan2(d, 8));
    printf("scan2 e = %d\n", scan2(e, 4));
    for (int k = 0; k < 4; k++) {
        note(k);
        printf("note(%d): last = %d\n", k, last);
    }
    return 0;
}
