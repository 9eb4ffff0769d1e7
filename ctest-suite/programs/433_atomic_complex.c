// _Atomic complex: float _Complex (8 bytes, lock-free as a 64-bit integer), double _Complex
// (16 bytes, __atomic_*_16) and long double _Complex (32 bytes, libatomic's generic functions),
// with compound assignment as compare-and-exchange loops and the generic builtins.
// ARGS: -latomic -pthread
#include <stdio.h>
#include <complex.h>
#include <pthread.h>

static _Atomic double _Complex acc;
static _Atomic long double _Complex lacc;

static void *spin(void *arg) {
    double k = *(double *)arg;
    for (int i = 0; i < 4000; i++) {
        acc += k + k * I;
        lacc -= k * 2.0i;
    }
    return 0;
}

int main(void) {
    _Atomic float _Complex f = 1.0f + 2.0fi;
    f += 0.5f;
    f *= 2.0fi;
    float _Complex fr = f;
    printf("float %g %g size %zu align %zu\n", crealf(fr), cimagf(fr), sizeof f, _Alignof(_Atomic float _Complex));
    _Atomic double _Complex d = 3.0 - 1.0i;
    d -= 1.0i;
    d *= d;
    d /= 2.0;
    double _Complex dr = d;
    printf("double %g %g align %zu\n", creal(dr), cimag(dr), _Alignof(_Atomic double _Complex));
    _Atomic long double _Complex l = 0.1L + 0.2Li;
    l += 1.0L;
    l *= 3.0L;
    long double _Complex lr = l;
    printf("long double %.21Lg %.21Lg align %zu\n", creall(lr), cimagl(lr), _Alignof(_Atomic long double _Complex));

    double _Complex nd = 5.0 + 5.0i, od;
    __atomic_exchange(&d, &nd, &od, __ATOMIC_SEQ_CST);
    dr = d;
    printf("exchange %g %g -> %g %g\n", creal(od), cimag(od), creal(dr), cimag(dr));
    long double _Complex want = 0, put = -1.0L;
    int ok = __atomic_compare_exchange(&l, &want, &put, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas %d saw %.21Lg %.21Lg\n", ok, creall(want), cimagl(want));
    ok = __atomic_compare_exchange(&l, &want, &put, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    lr = l;
    printf("cas %d now %.21Lg %.21Lg\n", ok, creall(lr), cimagl(lr));
    float _Complex fl;
    __atomic_load(&f, &fl, __ATOMIC_SEQ_CST);
    printf("load %g %g\n", crealf(fl), cimagf(fl));

    pthread_t t1, t2;
    double k1 = 0.5, k2 = 0.25;
    pthread_create(&t1, 0, spin, &k1);
    pthread_create(&t2, 0, spin, &k2);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    dr = acc;
    lr = lacc;
    printf("threads %g %g %Lg %Lg\n", creal(dr), cimag(dr), creall(lr), cimagl(lr));
    return 0;
}
