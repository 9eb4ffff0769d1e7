/* The calling side of the ABI interoperability test (see abi.h): prints every result. */
#include <stdio.h>
#include <string.h>
#include "abi.h"

static long big_weighted(struct big b, int k) { long t = 0; for (int i = 0; i < 5; i++) t += b.v[i] * (i + k); return t; }
static double _Complex cd_shift(double _Complex z, double k) { return z + k * 1.0i; }
static struct dd dd_combine(struct dd a, struct id b) { struct dd r = {a.x * b.i, a.y + b.d}; return r; }

struct big gbig = {{1, 2, 3, 4, 5}};
struct ii garr[2] = {{1, 2}, {3, 4}};

int main(void) {
    struct ii a = {1, 2}, b = {30, 40};
    struct ii r = ii_add(a, b);
    printf("ii_add %d %d\n", r.a, r.b);
    printf("ii_add arr %d\n", ii_add(garr[0], garr[1]).b);
    struct ll2 l = ll2_mk(-7, 1L << 40);
    printf("ll2_mk %ld %ld dot %ld\n", l.a, l.b, ll2_dot(l, ll2_mk(3, 2)));
    struct dd d = dd_scale((struct dd){1.5, -2.25}, 4);
    printf("dd_scale %g %g\n", d.x, d.y);
    struct id x = id_mk(-9, 0.125);
    struct di y = di_swap(x);
    printf("id_mk %d %g di_swap %g %d\n", x.i, x.d, y.d, y.i);
    struct ff f = ff_add((struct ff){1.25f, 2.5f}, (struct ff){-0.25f, 8});
    printf("ff_add %g %g\n", f.x, f.y);
    struct fff g = fff_scale((struct fff){1, 2, 3}, 0.5f);
    printf("fff_scale %g %g %g\n", g.x, g.y, g.z);
    struct if1 m = if1_mk(12, 3.75f);
    printf("if1_mk %d %g\n", m.i, m.f);
    struct c3 c = c3_rev((struct c3){{'x', 'y', 'z'}});
    printf("c3_rev %c%c%c\n", c.c[0], c.c[1], c.c[2]);
    struct c5 c5 = c5_rot((struct c5){{'a', 'b', 'c', 'd', 'e'}});
    printf("c5_rot %.5s\n", c5.c);
    struct s11 s = s11_inc((struct s11){{10, 20, 30, 40, 50}, 'A'});
    printf("s11_inc %d %d %d %d %d %c\n", s.s[0], s.s[1], s.s[2], s.s[3], s.s[4], s.c);
    struct big bg = big_fill(3);
    printf("big_fill %ld %ld sum %ld\n", bg.v[0], bg.v[4], big_sum(bg));
    struct big bt = big_twice(gbig);
    printf("big_twice %ld %ld (global kept %ld)\n", bt.v[0], bt.v[4], gbig.v[4]);
    struct big bm = big_many(1, 2, 3, 4, 5, ll2_mk(100, 200));
    printf("big_many %ld %ld %ld %ld %ld\n", bm.v[0], bm.v[1], bm.v[2], bm.v[3], bm.v[4]);
    struct mixbig mb = mixbig_mk(4, 2.5, "interop");
    printf("mixbig %d %g %s len %d\n", mb.i, mb.d, mb.name, mixbig_len(mb));
    struct nest n = nest_mk(1.5f, 2.5f, 10);
    printf("nest %g %g %g sum %g\n", n.p.x, n.p.y, n.z, nest_sum(n));
    struct arr ar = arr_add((struct arr){{1, 2, 3}, 4}, (struct arr){{0.5f, 0.25f, 0.125f}, 5});
    printf("arr_add %g %g %g %d\n", ar.v[0], ar.v[1], ar.v[2], ar.k);
    struct bits bi;
    unsigned raw = 5 | 100 << 3 | (-50 & 0xfff) << 10;
    memcpy(&bi, &raw, sizeof raw);
    bi = bits_inc(bi);
    memcpy(&raw, &bi, sizeof raw);
    printf("bits_inc %u %u %u\n", raw & 7, (raw >> 3) & 127, (raw >> 10) & 0xfff);
    struct ld h = ld_half((struct ld){7.0L});
    printf("ld_half %Lg scalar %Lg\n", h.x, ld_scalar(1.5L, 3));
    struct pk p = pk_mk(3, 1000);
    printf("pk %d %d sum %d\n", p.c, p.i, pk_sum(p));
    struct e e;
    printf("empty_mid %d\n", empty_mid(4, e, 2));
    union uf u = uf_neg((union uf){.f = 2.5f});
    printf("uf_neg %g\n", u.f);
    union ud v = ud_twice((union ud){.d = -1.25});
    printf("ud_twice %g\n", v.d);
    union u16 w = u16_swap((union u16){.d = {1.5, 2.5}});
    printf("u16_swap %g %g\n", w.d[0], w.d[1]);
    printf("many_mixed %ld\n", many_mixed(1, ll2_mk(2, 3), 0.5, (struct dd){1, 2}, 4, ll2_mk(5, 6), a, 0.25f,
                                          (struct dd){3, 4}, ll2_mk(7, 8), 5.5, f, ll2_mk(9, 10), 6, 7, 8,
                                          (struct dd){9, 10}, g, 11));
    printf("split_ll2 %ld\n", split_ll2(1, 2, 3, 4, 5, ll2_mk(6, 7), 8));
    printf("split_dd %g\n", split_dd(1, 2, 3, 4, 5, 6, 7, (struct dd){8, 9}, 10));
    printf("split_id %g\n", split_id(1, 2, 3, 4, 5, (struct id){6, 7}, 8, 9));
    printf("vsum %g\n", vsum("idlidd", 1, 2.5, 3L, 4, 5.25, -1.0));
    printf("vsum many %g\n", vsum("iiiiiiiidddddddddd", 1, 2, 3, 4, 5, 6, 7, 8, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
    ii_fn fp = get_ii_add();
    struct ii q = fp(r, a);
    printf("fp %d %d\n", q.a, q.b);
    printf("apply_big %ld\n", apply_big(big_weighted, bg, 2));
    struct dd ad = apply_dd(dd_combine, (struct dd){2, 3}, x);
    printf("apply_dd %g %g\n", ad.x, ad.y);
    printf("small_ints %d\n", small_ints(-3, 300, 1, 200, -5));
    float _Complex cf = cf_mul(1.5f + 2.0fi, -0.5f + 4.0fi);
    printf("cf_mul %g %g\n", __real__ cf, __imag__ cf);
    double _Complex cd = cd_axpy(2.0, 1.25 - 3.0i, 0.5 + 0.25i);
    printf("cd_axpy %g %g\n", __real__ cd, __imag__ cd);
    long double _Complex cl = cl_scale(0.1L + 0.2Li, 3.0L, 7);
    printf("cl_scale %.21Lg %.21Lg\n", __real__ cl, __imag__ cl);
    cd = cd_from_cf(1.0f + 2.0fi, 3.0 + 4.0i, 0.5f - 0.5fi);
    printf("cd_from_cf %g %g\n", __real__ cd, __imag__ cd);
    printf("cd_many %.17g\n", cd_many(1 + 1i, 2 + 2i, 3 + 3i, 4 + 4i, 5 + 5i, 6, 7.0f + 7.0fi, 8, 9 + 9i));
    struct czf zf = czf_conj((struct czf){1.5f + 2.5fi});
    printf("czf_conj %g %g\n", __real__ zf.z, __imag__ zf.z);
    struct czd zd = czd_rot((struct czd){3.0 - 4.0i});
    printf("czd_rot %g %g\n", __real__ zd.z, __imag__ zd.z);
    struct czfi zfi = czfi_mk(0.75f, -1.25f, 42);
    printf("czfi_mk %g %g %d\n", __real__ zfi.z, __imag__ zfi.z, zfi.i);
    struct czdt zdt = czdt_mk(1.0 + 2.0i, 9);
    printf("czdt_mk %g %g %d\n", __real__ zdt.z, __imag__ zdt.z, zdt.tag);
    struct czl zl = czl_twice((struct czl){0.1L - 0.3Li});
    printf("czl_twice %.21Lg %.21Lg\n", __real__ zl.z, __imag__ zl.z);
    cd = cvsum(3, 1.0 + 2.0i, 0.5 - 0.25i, -3.0 + 8.0i);
    printf("cvsum %g %g\n", __real__ cd, __imag__ cd);
    cd = cvsum(6, 1.0 + 1.0i, 2.0 + 2.0i, 3.0 + 3.0i, 4.0 + 4.0i, 5.0 + 5.0i, 6.0 + 6.0i);
    printf("cvsum many %g %g\n", __real__ cd, __imag__ cd);
    cl = cvmix("fdlifl", 1.5f + 0.5fi, 2.0 - 1.0i, 0.1L + 0.2Li, 3, -0.25f + 4.0fi, 1.0L - 1.0Li);
    printf("cvmix %.21Lg %.21Lg\n", __real__ cl, __imag__ cl);
    cl = cvmix("ddddddddfffl", 1.0 + 1.0i, 1.0 + 1.0i, 1.0 + 1.0i, 1.0 + 1.0i, 1.0 + 1.0i, 1.0 + 1.0i, 1.0 + 1.0i,
               1.0 + 1.0i, 2.0f + 2.0fi, 2.0f + 2.0fi, 2.0f + 2.0fi, 0.5L + 0.5Li);
    printf("cvmix spill %.21Lg %.21Lg\n", __real__ cl, __imag__ cl);
    static struct atomics at = {'A', {3, 0}, 'b', 1.25L, {{'x', 'y', 'z'}}, 7, 1.0};
    atomics_bump(&at, 3);
    __typeof__((void)0, at.pair) ap = at.pair;
    struct s3b ao = at.odd;
    __int128 aw = at.wide;
    double _Complex az = at.z;
    printf("atomics %Lg %c%c%c %d %d %llx:%llx %g %g layout %lu %lu\n", (long double)at.ld, ao.c[0], ao.c[1], ao.c[2],
           ap.x, ap.y, (unsigned long long)(aw >> 64), (unsigned long long)aw, __real__ az, __imag__ az,
           atomics_layout(), (unsigned long)(sizeof at * 1000000 + __builtin_offsetof(struct atomics, pair) * 100000
           + __builtin_offsetof(struct atomics, ld) * 1000 + __builtin_offsetof(struct atomics, odd) * 10
           + __builtin_offsetof(struct atomics, wide) / 16));
    cd_fn cfp = get_cd_fn();
    cd = cfp(2.0 + 3.0i, 4.0);
    printf("cd_fn %g %g\n", __real__ cd, __imag__ cd);
    cd = apply_cd(cd_shift, 2.0 + 3.0i, 4.0);
    printf("apply_cd %g %g\n", __real__ cd, __imag__ cd);
    printf("printf structs %d %g %ld\n", ii_add(a, a).a, dd_scale(d, 2).y, big_sum(big_twice(bg)));
    {
        v8si_t w = {1, 2, 3, 4, 5, 6, 7, 8};
        v4si_t vm = vec_mix((v4si_t){1, 2, 3, 4}, 3, (v2sf_t){1.5f, 2.25f}, (v2hi_t){6, -7}, w, (v2df_t){0.5, 1.5}, 2.0, (v4si_t){10, 20, 30, 40});
        v8si_t vw = vec_wide(w, (v4si_t){0, 100, 0, 50});
        v2sf_t vs = vec_small((v2sf_t){1.5f, -2.0f}, (v2hi_t){4, 3});
        v2hi_t vt = vec_tiny((v2hi_t){-5, 9}, 1000);
        v4si_t o = {1, 1, 1, 1};
        int sp = vec_spill(o, o * 2, o * 3, o, o, o, o, o, (v4si_t){1, 2, 3, 4}, (v2sf_t){2.0f, 8.0f}, (v2hi_t){30, 4});
        printf("vectors %d %d %d %d | %u %u %u | %g %g | %d %d | %d\n", vm[0], vm[1], vm[2], vm[3], vw[0], vw[1], vw[6],
               vs[0], vs[1], vt[0], vt[1], sp);
        printf("vec_late %u\n", vec_late(1, 2, 3, 4, 5, 6, 7, w * 10, 8));
        struct vwrap vr = vwrap_scale((struct vwrap){{1, 2, 3, 4}}, (struct dwrap){{{0.5, 8.0}}}, (union vmix){.d = {1.5, 2.5}}, 3.0f);
        struct dwrap ds = dwrap_swap((struct dwrap){{{0.25, 4.0}}});
        struct vwrap u = {{1, 0, 0, 0}}, t = {{0, 1, 0, 1}};
        printf("vwrap %g %g %g %g | %g %g | %g\n", vr.v[0], vr.v[1], vr.v[2], vr.v[3], ds.d[0][0], ds.d[0][1],
               vwrap_spill(u, t, u, t, u, t, u, t, (struct vwrap){{2, 3, 4, 5}}, 0.5));
    }
    return 0;
}
