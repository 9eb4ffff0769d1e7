/* Types and functions shared by callee.c and caller.c: every x86-64 System V argument class.
 * The interoperability test (AbiInteropTest) compiles each file with jcirc and with gcc and links
 * them both ways; the program's output must equal the all-gcc build's. */
#include <stdarg.h>

struct ii { int a, b; };                     /* INTEGER                     -> i64            */
struct ll2 { long a, b; };                   /* INTEGER, INTEGER                              */
struct dd { double x, y; };                  /* SSE, SSE                                      */
struct id { int i; double d; };              /* INTEGER, SSE                                  */
struct di { double d; int i; };              /* SSE, INTEGER                                  */
struct ff { float x, y; };                   /* SSE (two floats in one eightbyte)             */
struct fff { float x, y, z; };               /* SSE, SSE                                      */
struct if1 { int i; float f; };              /* INTEGER (mixed int/float in one eightbyte)    */
struct c3 { char c[3]; };                    /* INTEGER, 3 bytes                              */
struct c5 { char c[5]; };                    /* INTEGER, 5 bytes                              */
struct s11 { short s[5]; char c; };          /* INTEGER, INTEGER, 11 bytes                    */
struct big { long v[5]; };                   /* MEMORY                                        */
struct mixbig { int i; double d; char name[20]; }; /* MEMORY                                  */
struct nest { struct ff p; double z; };      /* SSE, SSE (nested)                             */
struct arr { float v[3]; int k; };           /* SSE, INTEGER (array inside)                   */
struct bits { unsigned a : 3, b : 7; int c : 12; }; /* INTEGER (bit-fields)                   */
struct ld { long double x; };                /* X87 X87UP: memory argument, ST0 result       */
struct __attribute__((packed)) pk { char c; int i; }; /* MEMORY (unaligned field)             */
struct e { };                                /* empty: nothing passed (GNU C)                 */
union uf { float f; int i; };                /* INTEGER                                       */
union ud { double d; double e; };            /* SSE                                           */
union u16 { double d[2]; long l; };          /* INTEGER, SSE                                  */

struct czf { float _Complex z; };           /* SSE (both floats in one eightbyte)            */
struct czd { double _Complex z; };          /* SSE, SSE                                      */
struct czfi { float _Complex z; int i; };   /* SSE, INTEGER                                  */
struct czdt { double _Complex z; int tag; }; /* MEMORY (24 bytes)                            */
struct czl { long double _Complex z; };     /* MEMORY (COMPLEX_X87 inside a struct)          */

/* _Atomic members: gcc aligns 1/2/4/8/16-byte _Atomic types to their size; 16-byte and odd-sized
   ones go through libatomic on both sides */
struct s3b { char c[3]; };
struct atomics {
    char tag;
    _Atomic struct { short x, y; } pair;      /* 4 bytes, 4-aligned */
    char c2;
    _Atomic long double ld;                   /* 16-aligned, __atomic_*_16 */
    _Atomic struct s3b odd;                   /* 3 bytes, generic __atomic_load/store */
    _Atomic __int128 wide;
    _Atomic double _Complex z;
};

typedef struct ii (*ii_fn)(struct ii, struct ii);
typedef double _Complex (*cd_fn)(double _Complex, double);

struct ii ii_add(struct ii a, struct ii b);
struct ll2 ll2_mk(long a, long b);
long ll2_dot(struct ll2 a, struct ll2 b);
struct dd dd_scale(struct dd a, double k);
struct id id_mk(int i, double d);
struct di di_swap(struct id v);
struct ff ff_add(struct ff a, struct ff b);
struct fff fff_scale(struct fff a, float k);
struct if1 if1_mk(int i, float f);
struct c3 c3_rev(struct c3 c);
struct c5 c5_rot(struct c5 c);
struct s11 s11_inc(struct s11 s);
struct big big_fill(long base);
long big_sum(struct big b);
struct big big_twice(struct big b);
struct big big_many(int a, int b, int c, int d, int e, struct ll2 f);
struct mixbig mixbig_mk(int i, double d, const char *name);
int mixbig_len(struct mixbig m);
struct nest nest_mk(float x, float y, double z);
double nest_sum(struct nest n);
struct arr arr_add(struct arr a, struct arr b);
struct bits bits_inc(struct bits b);
struct ld ld_half(struct ld x);
long double ld_scalar(long double a, int b);
struct pk pk_mk(char c, int i);
int pk_sum(struct pk p);
int empty_mid(int a, struct e e, int b);
union uf uf_neg(union uf u);
union ud ud_twice(union ud u);
union u16 u16_swap(union u16 u);
long many_mixed(int a, struct ll2 b, double c, struct dd d, long e, struct ll2 f, struct ii g, float h,
                struct dd i, struct ll2 j, double k, struct ff l, struct ll2 m, double n, double o, double p,
                struct dd q, struct fff r, long s);
/* a struct needing 2 registers when 1 is left goes wholly to the stack; the next scalar takes the register */
long split_ll2(int a, int b, int c, int d, int e, struct ll2 f, long g);
double split_dd(double a, double b, double c, double d, double e, double f, double g, struct dd h, double i);
double split_id(long a, long b, long c, long d, long e, struct id f, long g, double h);
double vsum(const char *fmt, ...);
ii_fn get_ii_add(void);
long apply_big(long (*f)(struct big, int), struct big b, int k);
struct dd apply_dd(struct dd (*f)(struct dd, struct id), struct dd a, struct id b);
int small_ints(char a, short b, _Bool c, unsigned char d, signed char e);
/* _Complex: float (one SSE eightbyte), double (two), long double (memory argument, ST0/ST1 result) */
float _Complex cf_mul(float _Complex a, float _Complex b);
double _Complex cd_axpy(double k, double _Complex x, double _Complex y);
long double _Complex cl_scale(long double _Complex z, long double k, int n);
double _Complex cd_from_cf(float _Complex a, double _Complex b, float _Complex c);
double cd_many(double _Complex a, double _Complex b, double _Complex c, double _Complex d, double _Complex e,
               double f, float _Complex g, long h, double _Complex i);
struct czf czf_conj(struct czf s);
struct czd czd_rot(struct czd s);
struct czfi czfi_mk(float re, float im, int i);
struct czdt czdt_mk(double _Complex z, int tag);
struct czl czl_twice(struct czl s);
double _Complex cvsum(int n, ...);
long double _Complex cvmix(const char *fmt, ...);
void atomics_bump(struct atomics *a, int n);
unsigned long atomics_layout(void);
cd_fn get_cd_fn(void);
double _Complex apply_cd(cd_fn f, double _Complex z, double k);
/* GNU vectors (docs/vectors.md): 16 bytes in an XMM register, 8 bytes SSE, 4 bytes INTEGER, 32 bytes in memory */
typedef int v4si_t __attribute__((vector_size(16)));
typedef float v2sf_t __attribute__((vector_size(8)));
typedef short v2hi_t __attribute__((vector_size(4)));
typedef unsigned v8si_t __attribute__((vector_size(32)));
typedef double v2df_t __attribute__((vector_size(16)));
v4si_t vec_mix(v4si_t a, int k, v2sf_t b, v2hi_t c, v8si_t d, v2df_t e, double f, v4si_t g);
v8si_t vec_wide(v8si_t a, v4si_t b);
v2sf_t vec_small(v2sf_t a, v2hi_t b);
v2hi_t vec_tiny(v2hi_t a, long n);
int vec_spill(v4si_t a, v4si_t b, v4si_t c, v4si_t d, v4si_t e, v4si_t f, v4si_t g, v4si_t h, v4si_t i, v2sf_t j, v2hi_t k);
/* a struct or array holding one 16-byte vector is (SSE, SSEUP): one XMM register, as the vector itself;
 * a union of a vector and two doubles merges to (SSE, SSE): two XMM registers */
typedef float v4sf_t __attribute__((vector_size(16)));
struct vwrap { v4sf_t v; };
struct dwrap { v2df_t d[1]; };
union vmix { v4si_t v; double d[2]; };
struct vwrap vwrap_scale(struct vwrap a, struct dwrap b, union vmix m, float k);
struct dwrap dwrap_swap(struct dwrap a);
float vwrap_spill(struct vwrap a, struct vwrap b, struct vwrap c, struct vwrap d, struct vwrap e, struct vwrap f,
                  struct vwrap g, struct vwrap h, struct vwrap i, double x);
/* a 32-byte vector after another stack argument sits at the next 32-byte boundary of the argument area */
unsigned vec_late(long a, long b, long c, long d, long e, long f, long g, v8si_t v, long h);
