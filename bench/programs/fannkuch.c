/* fannkuch-redux: for every permutation of 1..n (in the order of a counting
   "rotation" scheme), count the prefix reversals until 1 is in front; prints the
   alternating checksum and the maximum flip count. argv[1] = n, argv[2] = repetitions
   (the whole count is repeated so the run lasts about a second at n = 10). */
#include <stdio.h>
#include <stdlib.h>

static void fannkuch(int n, long *checksum_out, int *maxflips_out) {
    int perm[32], work[32], count[32];
    for (int i = 0; i < n; i++)
        perm[i] = i;
    int r = n;
    long checksum = 0;
    int maxflips = 0;
    long permindex = 0;
    for (;;) {
        while (r != 1) {
            count[r - 1] = r;
            r--;
        }
        /* count flips of this permutation */
        if (perm[0] != 0) {
            for (int i = 0; i < n; i++)
                work[i] = perm[i];
            int flips = 0;
            int k = work[0];
            while (k != 0) {
                for (int lo = 0, hi = k; lo < hi; lo++, hi--) {
                    int t = work[lo];
                    work[lo] = work[hi];
                    work[hi] = t;
                }
                flips++;
                k = work[0];
            }
            if (flips > maxflips)
                maxflips = flips;
            checksum += (permindex % 2 == 0) ? flips : -flips;
        }
        /* next permutation: rotate the first r+1 elements left until a counter is left */
        for (;;) {
            if (r == n) {
                *checksum_out = checksum;
                *maxflips_out = maxflips;
                return;
            }
            int first = perm[0];
            for (int i = 0; i < r; i++)
                perm[i] = perm[i + 1];
            perm[r] = first;
            count[r]--;
            if (count[r] > 0)
                break;
            r++;
        }
        permindex++;
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10;
    int reps = argc > 2 ? atoi(argv[2]) : 5;
    if (n < 1 || n > 31)
        return 1;
    long total = 0;
    for (int rep = 0; rep < reps; rep++) {
        long checksum;
        int maxflips;
        fannkuch(n, &checksum, &maxflips);
        if (rep == 0)
            printf("%ld\nPfannkuchen(%d) = %d\n", checksum, n, maxflips);
        total += checksum + maxflips;
    }
    printf("total %ld over %d runs\n", total, reps);
    return 0;
}
