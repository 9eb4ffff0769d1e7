/* The called side of the ABI interoperability test (see abi.h). */
#include <string.h>
#include "abi.h"

struct ii ii_add(struct ii a, struct ii b) { struct ii r = {a.a + b.a, a.b + b.b}; return r; }
struct ll2 ll2_mk(long a, long b) { struct ll2 r = {a, b}; return r; }
long ll2_dot(struct ll2 a, struct ll2 b) { return a.a * b.a + a.b * b.b; }
struct dd dd_scale(struct dd a, double k) { a.x *= k; a.y *= k; return a; }
struct id id_mk(int i, double d) { struct id r = {i, d}; return r; }
struct di di_swap(struct id v) { struct di r = {v.d, v.i}; return r; }
struct ff ff_add(struct ff a, struct ff b) { struct ff r = {a.x + b.x, a.y + b.y}; return r; }
struct fff fff_scale(struct fff a, float k) { a.x *= k; a.y *= k; a.z *= k; return a; }
struct if1 if1_mk(int i, float f) { struct if1 r; r.i = i; r.f = f; return r; }
struct c3 c3_rev(struct c3 c) { struct c3 r = {{c.c[2], c.c[1], c.c[0]}}; return r; }
struct c5 c5_rot(struct c5 c) { struct c5 r; for (int i = 0; i < 5; i++) r.c[i] = c.c[(i + 1) % 5]; return r; }
struct s11 s11_inc(struct s11 s) { for (int i = 0; i < 5; i++) s.s[i] += i + 1; s.c += 1; return s; }
struct big big_fill(long base) { struct big b; for (int i = 0; i < 5; i++) b.v[i] = base * (i + 1); return b; }
long big_sum(struct big b) { long t = 0; for (int i = 0; i < 5; i++) t += b.v[i]; return t; }
struct big big_twice(struct big b) { for (int i = 0; i < 5; i++) b.v[i] *= 2; return b; }
struct big big_many(int a, int b, int c, int d, int e, struct ll2 f) {
    struct big r = {{a + f.a, b + f.b, c, d, e}};
    return r;
}
struct mixbig mixbig_mk(int i, double d, const char *name) {
    struct mixbig m;
    m.i = i;
    m.d = d;
    strncpy(m.name, name, sizeof m.name - 1);
    m.name[sizeof m.name - 1] = 0;
    return m;
}
int mixbig_len(struct mixbig m) { return (int)strlen(m.name) + m.i; }
struct nest nest_mk(float x, float y, double z) { struct nest n = {{x, y}, z}; return n; }
double nest_sum(struct nest n) { return n.p.x + n.p.y + n.z; }
struct arr arr_add(struct arr a, struct arr b) {
    struct arr r;
    for (int i = 0; i < 3; i++) r.v[i] = a.v[i] + b.v[i];
    r.k = a.k * b.k;
    return r;
}
/* bit-fields are read and written through their 32-bit unit (a: bits 0-2, b: 3-9, c: 10-21) */
struct bits bits_inc(struct bits b) {
    unsigned raw;
    memcpy(&raw, &b, sizeof raw);
    raw = ((raw & 7) + 1) | ((((raw >> 3) & 127) + 2) << 3) | ((((raw >> 10) & 0xfff) - 3) & 0xfff) << 10;
    memcpy(&b, &raw, sizeof raw);
    return b;
}
struct ld ld_half(struct ld x) { x.x /= 2; return x; }
long double ld_scalar(long double a, int b) { return a * b; }
struct pk pk_mk(char c, int i) { struct pk p; p.c = c; p.i = i; return p; }
int pk_sum(struct pk p) { return p.c + p.i; }
int empty_mid(int a, struct e e, int b) { (void)e; return a * 100 + b; }
union uf uf_neg(union uf u) { u.f = -u.f; return u; }
union ud ud_twice(union ud u) { u.d *= 2; return u; }
union u16 u16_swap(union u16 u) { double t = u.d[0]; u.d[0] = u.d[1]; u.d[1] = t; return u; }
long many_mixed(int a, struct ll2 b, double c, struct dd d, long e, struct ll2 f, struct ii g, float h,
                struct dd i, struct ll2 j, double k, struct ff l, struct ll2 m, double n, double o, double p,
                struct dd q, struct fff r, long s) {
    double fsum = c + d.x + d.y + h + i.x + i.y + k + l.x + l.y + n + o + p + q.x + q.y + r.x + r.y + r.z;
    long isum = a + b.a + b.b + e + f.a + f.b + g.a + g.b + j.a + j.b + m.a + m.b + s;
    return isum * 1000 + (long)(fsum * 10);
}
long split_ll2(int a, int b, int c, int d, int e, struct ll2 f, long g) { return a + b + c + d + e + f.a * 10 + f.b * 100 + g * 1000; }
double split_dd(double a, double b, double c, double d, double e, double f, double g, struct dd h, double i) {
    return a + b + c + d + e + f + g + h.x * 10 + h.y * 100 + i * 1000;
}
double split_id(long a, long b, long c, long d, long e, struct id f, long g, double h) {
    return a + b + c + d + e + f.i * 10 + f.d * 100 + g * 1000 + h * 10000;
}
double vsum(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double t = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p == 'i') t += va_arg(ap, int);
        else if (*p == 'l') t += (double)va_arg(ap, long);
        else if (*p == 'd') t += va_arg(ap, double);
    }
    va_end(ap);
    return t;
}
ii_fn get_ii_add(void) { return ii_add; }
long apply_big(long (*f)(struct big, int), struct big b, int k) { return f(b, k) + 1; }
struct dd apply_dd(struct dd (*f)(struct dd, struct id), struct dd a, struct id b) {
    struct dd r = f(a, b);
    r.x += 0.5;
    return r;
}
int small_ints(char a, short b, _Bool c, unsigned char d, signed char e) { return a * 10000 + b * 100 + c * 10 + d + e; }
float _Complex cf_mul(float _Complex a, float _Complex b) { return a * b; }
double _Complex cd_axpy(double k, double _Complex x, double _Complex y) { return k * x + y; }
long double _Complex cl_scale(long double _Complex z, long double k, int n) { return z * k + n * 1.0Li; }
double _Complex cd_from_cf(float _Complex a, double _Complex b, float _Complex c) { return a + b * 2 - c; }
double cd_many(double _Complex a, double _Complex b, double _Complex c, double _Complex d, double _Complex e,
               double f, float _Complex g, long h, double _Complex i) {
    double _Complex t = a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * g + 7 * i;
    return __real__ t * 1000 + __imag__ t + f * 100000 + h * 1000000;
}
struct czf czf_conj(struct czf s) { s.z = ~s.z; return s; }
struct czd czd_rot(struct czd s) { s.z *= 1.0i; return s; }
struct czfi czfi_mk(float re, float im, int i) { struct czfi r; __real__ r.z = re; __imag__ r.z = im; r.i = i; return r; }
struct czdt czdt_mk(double _Complex z, int tag) { struct czdt r = {z * z, tag}; return r; }
struct czl czl_twice(struct czl s) { s.z += s.z; return s; }
double _Complex cvsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double _Complex t = 0;
    for (int i = 0; i < n; i++) t += va_arg(ap, double _Complex);
    va_end(ap);
    return t;
}
/* f: float _Complex (not promoted), d: double _Complex, l: long double _Complex (memory), i: int */
long double _Complex cvmix(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    long double _Complex t = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p == 'f') t += va_arg(ap, float _Complex);
        else if (*p == 'd') t += va_arg(ap, double _Complex);
        else if (*p == 'l') t += va_arg(ap, long double _Complex);
        else t += va_arg(ap, int) * 1.0Li;
    }
    va_end(ap);
    return t;
}
static double _Complex cd_scale_by(double _Complex z, double k) { return z * k; }
cd_fn get_cd_fn(void) { return cd_scale_by; }
double _Complex apply_cd(cd_fn f, double _Complex z, double k) { return f(z, k) + 1; }
void atomics_bump(struct atomics *a, int n) {
    for (int i = 0; i < n; i++) {
        a->ld += 0.5L;
        a->wide += (__int128)1 << 64;
        a->z += 1.0i;
    }
    struct s3b o = a->odd;
    o.c[0]++;
    a->odd = o;
    __typeof__((void)0, a->pair) p = a->pair;
    p.y = (short)(p.x * 2);
    a->pair = p;
}
unsigned long atomics_layout(void) {
    return sizeof(struct atomics) * 1000000 + __builtin_offsetof(struct atomics, pair) * 100000
        + __builtin_offsetof(struct atomics, ld) * 1000 + __builtin_offsetof(struct atomics, odd) * 10
        + __builtin_offsetof(struct atomics, wide) / 16;
}
v4si_t vec_mix(v4si_t a, int k, v2sf_t b, v2hi_t c, v8si_t d, v2df_t e, double f, v4si_t g) {
    v4si_t r = a * k + g;
    r[0] += (int)(b[0] * 10) + (int)(b[1] * 100);
    r[1] += c[0] * c[1];
    r[2] += (int)(d[0] + d[7]);
    r[3] += (int)(e[0] + e[1] + f);
    return r;
}
v8si_t vec_wide(v8si_t a, v4si_t b) { v8si_t r = a * 3; r[1] += b[1]; r[6] -= b[3]; return r; }
v2sf_t vec_small(v2sf_t a, v2hi_t b) { return a * (float)b[0] + (float)b[1]; }
v2hi_t vec_tiny(v2hi_t a, long n) { return a + (short)n; }
int vec_spill(v4si_t a, v4si_t b, v4si_t c, v4si_t d, v4si_t e, v4si_t f, v4si_t g, v4si_t h, v4si_t i, v2sf_t j, v2hi_t k) {
    v4si_t s = a + b + c + d + e + f + g + h + i;
    return s[0] + s[1] * 10 + s[2] * 100 + s[3] * 1000 + (int)(j[0] * j[1]) + k[0] - k[1];
}
unsigned vec_late(long a, long b, long c, long d, long e, long f, long g, v8si_t v, long h) {
    return (unsigned)(a + b + c + d + e + f + g + h) * 1000 + v[0] + v[7];
}

struct vwrap vwrap_scale(struct vwrap a, struct dwrap b, union vmix m, float k) {
    struct vwrap r;
    r.v = a.v * k;
    r.v[0] += (float)b.d[0][1];
    r.v[3] += (float)(m.d[0] * 10 + m.d[1]);
    return r;
}
struct dwrap dwrap_swap(struct dwrap a) { struct dwrap r = {{{a.d[0][1], a.d[0][0]}}}; return r; }
float vwrap_spill(struct vwrap a, struct vwrap b, struct vwrap c, struct vwrap d, struct vwrap e, struct vwrap f,
                  struct vwrap g, struct vwrap h, struct vwrap i, double x) {
    v4sf_t s = a.v + b.v * 2 + c.v * 3 + d.v * 4 + e.v * 5 + f.v * 6 + g.v * 7 + h.v * 8 + i.v * 9;
    return s[0] + s[1] * 10 + s[2] * 100 + s[3] * 1000 + (float)x;
}
