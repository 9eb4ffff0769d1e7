// Thread-local objects under every TLS model (-ftls-model= and the tls_model attribute): each thread
// sees its own copies, the main thread's survive the others.
// ARGS: -ftls-model=initial-exec -pthread
#include <pthread.h>
#include <stdio.h>

__thread int gd __attribute__((tls_model("global-dynamic"))) = 1;
__thread long ld __attribute__((tls_model("local-dynamic"))) = 2;
__thread int ie = 3;   /* -ftls-model=initial-exec */
static __thread int le __attribute__((tls_model("local-exec"))) = 4;
static __thread char name[16] = "main";

static int sum(void) { return gd + (int)ld + ie + le; }

static void *worker(void *arg) {
    int k = *(int *)arg;
    gd += k; ld *= k; ie -= k; le <<= k;
    snprintf(name, sizeof name, "worker%d", k);
    static int results[4];
    results[k] = sum();
    printf("%s: gd=%d ld=%ld ie=%d le=%d sum=%d\n", name, gd, ld, ie, le, results[k]);
    return &results[k];
}

int main(void) {
    pthread_t t[3];
    int ks[3] = {1, 2, 3};
    for (int i = 0; i < 3; i++) {
        pthread_create(&t[i], NULL, worker, &ks[i]);
        void *r;
        pthread_join(t[i], &r);   /* one at a time: the output order is fixed */
        printf("joined %d: %d\n", i, *(int *)r);
    }
    printf("%s: gd=%d ld=%ld ie=%d le=%d sum=%d\n", name, gd, ld, ie, le, sum());
    int *p = &ie;
    *p = 30;
    printf("ie through a pointer: %d\n", ie);
    return 0;
}
