/* sort: 10M pseudo-random ints sorted twice, once with a hand-written introsort-like
   quicksort (median of three, insertion sort for small ranges) and once with a
   bottom-up merge sort; checks both are sorted and equal, prints a checksum. argv[1] = n. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void insertion_sort(int *a, long lo, long hi) {
    for (long i = lo + 1; i <= hi; i++) {
        int v = a[i];
        long j = i - 1;
        while (j >= lo && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

static void swap(int *a, long i, long j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
}

static void quicksort(int *a, long lo, long hi) {
    while (hi - lo > 16) {
        long mid = lo + (hi - lo) / 2;
        if (a[mid] < a[lo]) swap(a, mid, lo);
        if (a[hi] < a[lo]) swap(a, hi, lo);
        if (a[hi] < a[mid]) swap(a, hi, mid);
        int pivot = a[mid];
        long i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                swap(a, i, j);
                i++;
                j--;
            }
        }
        /* recurse into the smaller half, loop on the larger one */
        if (j - lo < hi - i) {
            quicksort(a, lo, j);
            lo = i;
        } else {
            quicksort(a, i, hi);
            hi = j;
        }
    }
    insertion_sort(a, lo, hi);
}

static void mergesort_bottom_up(int *a, long n) {
    int *tmp = malloc(sizeof(int) * n);
    int *src = a, *dst = tmp;
    for (long width = 1; width < n; width *= 2) {
        for (long lo = 0; lo < n; lo += 2 * width) {
            long mid = lo + width < n ? lo + width : n;
            long hi = lo + 2 * width < n ? lo + 2 * width : n;
            long i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                dst[k++] = src[i] <= src[j] ? src[i++] : src[j++];
            while (i < mid)
                dst[k++] = src[i++];
            while (j < hi)
                dst[k++] = src[j++];
        }
        int *t = src;
        src = dst;
        dst = t;
    }
    if (src != a)
        memcpy(a, src, sizeof(int) * n);
    free(tmp);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    int *a = malloc(sizeof(int) * n);
    int *b = malloc(sizeof(int) * n);
    uint32_t x = 2463534242u;
    for (long i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        a[i] = (int)(x % 1000000000u) - 500000000;
        b[i] = a[i];
    }
    quicksort(a, 0, n - 1);
    mergesort_bottom_up(b, n);
    int ok = 1;
    uint64_t h = 0;
    for (long i = 0; i < n; i++) {
        if (a[i] != b[i] || (i > 0 && a[i - 1] > a[i]))
            ok = 0;
        h = h * 31 + (uint32_t)a[i];
    }
    printf("%s %d %d %016llx\n", ok ? "sorted" : "NOT SORTED", a[0], a[n - 1],
           (unsigned long long)h);
    free(a);
    free(b);
    return 0;
}
