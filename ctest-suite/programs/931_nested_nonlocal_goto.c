// GNU non-local goto: a nested function jumps to a __label__ of an enclosing function, unwinding
// the frames in between (recursion of the nested function, a library function calling it back,
// a deeper nested function), with the enclosing function's locals keeping their latest values;
// and &&L of an enclosing function's label used by goto * in that function.
#include <stdio.h>
#include <stdlib.h>

static int found_at;

static int search(int *v, int n, int key) {
    __label__ found;
    int visited = 0;
    void walk(int i) {
        if (i == n) return;
        visited++;
        if (v[i] == key) { found_at = i; goto found; }   /* unwinds all the walk frames */
        walk(i + 1);
    }
    walk(0);
    return -visited;
found:
    return visited * 100 + found_at;
}

static int sorted_early_exit(void) {
    __label__ bail;
    int calls = 0;
    int cmp(const void *a, const void *b) {
        if (++calls == 3) goto bail;                       /* out of qsort */
        return *(const int *)a - *(const int *)b;
    }
    int v[8] = { 8, 7, 6, 5, 4, 3, 2, 1 };
    qsort(v, 8, sizeof v[0], cmp);
    return -1;
bail:
    return calls;
}

static int two_levels(int x) {
    __label__ out, other;
    int state = x;
    void mid(int k) {
        void leaf(void) {
            state += 10;
            if (k > 1) goto out;                          /* from depth 2 */
            goto other;
        }
        state *= 2;
        leaf();
    }
    mid(x);
    return -1;
out:
    return state;
other:
    return state + 1000;
}

static int pick(int which) {
    __label__ a, b, c;
    void *target(int w) { return w == 0 ? &&a : w == 1 ? &&b : &&c; }
    goto *target(which);
a:  return 11;
b:  return 22;
c:  return 33;
}

static int recurse(int n, void (*proc)(void)) {
    __label__ l1;
    void jump(void) { goto l1; }
    if (n == 3) return recurse(n - 1, jump);
    if (n > 0) return recurse(n - 1, proc);
    proc();
    return -1;
l1:
    return n * 7;                                         /* the frame of n == 3 receives it */
}

int main(void) {
    int v[] = { 4, 8, 15, 16, 23, 42 };
    printf("search %d %d\n", search(v, 6, 16), search(v, 6, 5));
    printf("qsort bail %d\n", sorted_early_exit());
    printf("two levels %d %d\n", two_levels(3), two_levels(1));
    printf("pick %d %d %d\n", pick(0), pick(1), pick(2));
    printf("recurse %d\n", recurse(6, 0));
    return 0;
}
