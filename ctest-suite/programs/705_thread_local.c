#include <stdio.h>
#include <pthread.h>
// ARGS: -pthread
/* _Thread_local / __thread: each thread has its own copy; static and extern thread-locals */
_Thread_local int counter = 100;
static __thread long acc;
static void *work(void *arg) {
    int k = *(int *)arg;
    for (int i = 0; i < 1000; i++) { counter++; acc += k; }
    static _Thread_local int calls;
    calls++;
    return (void *)(long)(counter + acc + calls);
}
int main(void) {
    pthread_t t[3]; int ks[3] = { 1, 2, 3 }; void *r[3];
    for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, work, &ks[i]);
    for (int i = 0; i < 3; i++) pthread_join(t[i], &r[i]);
    printf("%ld %ld %ld %d %ld\n", (long)r[0], (long)r[1], (long)r[2], counter, acc);
    return 0;
}
