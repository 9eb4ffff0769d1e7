// g++ predefines _GNU_SOURCE for C++, so glibc declares its GNU extensions (libstdc++'s <mutex> and
// <condition_variable> call pthread_mutex_clocklock and pthread_cond_clockwait).
#include <cstdio>
#include <cstring>
#include <pthread.h>
#include <time.h>

int main() {
#ifdef _GNU_SOURCE
    std::printf("_GNU_SOURCE %d\n", _GNU_SOURCE);
#endif
    const char *s = "key=value";
    std::printf("%s\n", strchrnul(s, '='));
    std::printf("%d\n", *strchrnul(s, '#') == '\0');
    const char *last = static_cast<const char *>(memrchr(s, 'e', std::strlen(s)));
    std::printf("%ld\n", (long)(last - s));

    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    ts.tv_sec += 1;
    std::printf("%d\n", pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &ts));
    std::printf("%d\n", pthread_mutex_unlock(&m));
    return 0;
}
