package jcirc.lowering.testing;

import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.List;

import static jcirc.lowering.testing.CirFixture.S32;

/** cir for the C functions several test classes use. */
public final class RaiseFixtures {
    private RaiseFixtures() {}

    public static long[][] range(int lo, int hi) {
        List<long[]> r = new ArrayList<>();
        for (int i = lo; i <= hi; i++) r.add(new long[]{i});
        return r.toArray(long[][]::new);
    }

    // int gcd(int m, int n) { while (n > 0) { int r = m % n; m = n; n = r; } return m; }
    public static CirFixture gcd() {
        CirFixture f = new CirFixture();
        f.func("gcd", 2, S32, () -> {
            Value m = f.var("m"), n = f.var("n");
            f.store(f.args.get(0), m);
            f.store(f.args.get(1), n);
            f.whileLoop(() -> f.cmp("gt", f.load(n), f.c(0)), () -> f.scope(() -> {
                Value r = f.var("r");
                f.store(f.bin("rem", f.load(m), f.load(n)), r);
                f.store(f.load(n), m);
                f.store(f.load(r), n);
            }));
            f.ret(f.load(m));
        });
        return f;
    }

    // int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 5) continue; if (s > 20) break; s += i; } return s; }
    public static CirFixture forBreakContinue() {
        CirFixture f = new CirFixture();
        f.func("f", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.scope(() -> {
                f.set(i, 0);
                f.loop("for", () -> f.cmp("lt", f.load(i), f.load(n)),
                        () -> f.store(f.bin("add", f.load(i), f.c(1)), i),
                        () -> {
                            f.if_(f.cmp("eq", f.load(i), f.c(5)), f::cont, null);
                            f.if_(f.cmp("gt", f.load(s), f.c(20)), f::brk, null);
                            f.store(f.bin("add", f.load(s), f.load(i)), s);
                        });
            });
            f.ret(f.load(s));
        });
        return f;
    }

    // int find(int n) { for (i = 0; i < n; i++) for (j = 0; j < n; j++) if (i * j == 12) return i * 100 + j; return -1; }
    public static CirFixture find() {
        CirFixture f = new CirFixture();
        f.func("find", 1, S32, () -> {
            Value n = f.var("n"), i = f.var("i"), j = f.var("j");
            f.store(f.args.get(0), n);
            f.set(i, 0);
            f.loop("for", () -> f.cmp("lt", f.load(i), f.load(n)), () -> f.store(f.bin("add", f.load(i), f.c(1)), i), () -> {
                f.set(j, 0);
                f.loop("for", () -> f.cmp("lt", f.load(j), f.load(n)), () -> f.store(f.bin("add", f.load(j), f.c(1)), j), () ->
                        f.if_(f.cmp("eq", f.bin("mul", f.load(i), f.load(j)), f.c(12)),
                                () -> f.ret(f.bin("add", f.bin("mul", f.load(i), f.c(100)), f.load(j))), null));
            });
            f.ret(f.c(-1));
        });
        return f;
    }

    // int e(int a, int b) { int x = 0; if (a) { if (b) return 1; x = 2; } else x = 3; x += 10; return x; }
    public static CirFixture earlyReturnInIf() {
        CirFixture f = new CirFixture();
        f.func("e", 2, S32, () -> {
            Value x = f.var("x");
            f.set(x, 0);
            f.if_(f.cmp("ne", f.args.get(0), f.c(0)), () -> {
                f.if_(f.cmp("ne", f.args.get(1), f.c(0)), () -> f.ret(f.c(1)), null);
                f.set(x, 2);
            }, () -> f.set(x, 3));
            f.store(f.bin("add", f.load(x), f.c(10)), x);
            f.ret(f.load(x));
        });
        return f;
    }

    // int g(int n, int k) { int s = 0, i; for (i = start; i CMP n; i += step) { if (i == k) break; s += i; } return s * 1000 + i; }
    public static CirFixture breakAt(String cmp, long start, long step) {
        CirFixture f = new CirFixture();
        f.func("g", 2, S32, () -> {
            Value n = f.var("n"), k = f.var("k"), s = f.var("s"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.store(f.args.get(1), k);
            f.set(s, 0);
            f.set(i, start);
            f.loop("for", () -> f.cmp(cmp, f.load(i), f.load(n)), () -> f.store(f.bin("add", f.load(i), f.c(step)), i), () -> {
                f.if_(f.cmp("eq", f.load(i), f.load(k)), f::brk, null);
                f.store(f.bin("add", f.load(s), f.load(i)), s);
            });
            f.ret(f.bin("add", f.bin("mul", f.load(s), f.c(1000)), f.load(i)));
        });
        return f;
    }

    // int h(int n, int k) { int s = 0; for (int i = 0; i < n; i++) { if (i == k) return -i; if (s > 40) break; s += i; } return s; }
    public static CirFixture breakAndReturn() {
        CirFixture f = new CirFixture();
        f.func("h", 2, S32, () -> {
            Value n = f.var("n"), k = f.var("k"), s = f.var("s"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.store(f.args.get(1), k);
            f.set(s, 0);
            f.scope(() -> {
                f.set(i, 0);
                f.loop("for", () -> f.cmp("lt", f.load(i), f.load(n)), () -> f.store(f.bin("add", f.load(i), f.c(1)), i), () -> {
                    f.if_(f.cmp("eq", f.load(i), f.load(k)), () -> f.ret(f.bin("sub", f.c(0), f.load(i))), null);
                    f.if_(f.cmp("gt", f.load(s), f.c(40)), f::brk, null);
                    f.store(f.bin("add", f.load(s), f.load(i)), s);
                });
            });
            f.ret(f.load(s));
        });
        return f;
    }

    // int w(int n, int k) { int i = 0; while (i < n) { if (i == k) return -i; if (i * i > 30) break; i++; } return i; }
    public static CirFixture whileReturnBreak() {
        CirFixture f = new CirFixture();
        f.func("w", 2, S32, () -> {
            Value n = f.var("n"), k = f.var("k"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.store(f.args.get(1), k);
            f.set(i, 0);
            f.whileLoop(() -> f.cmp("lt", f.load(i), f.load(n)), () -> f.scope(() -> {
                f.if_(f.cmp("eq", f.load(i), f.load(k)), () -> f.ret(f.bin("sub", f.c(0), f.load(i))), null);
                f.if_(f.cmp("gt", f.bin("mul", f.load(i), f.load(i)), f.c(30)), f::brk, null);
                f.store(f.bin("add", f.load(i), f.c(1)), i);
            }));
            f.ret(f.load(i));
        });
        return f;
    }

    /** All pairs {@code {a, b}} with a in [lo1, hi1] and b in [lo2, hi2]. */
    public static long[][] pairs(int lo1, int hi1, int lo2, int hi2) {
        List<long[]> r = new ArrayList<>();
        for (int a = lo1; a <= hi1; a++) for (int b = lo2; b <= hi2; b++) r.add(new long[]{a, b});
        return r.toArray(long[][]::new);
    }

    // int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    public static CirFixture sumFor(String cmp, long start, long step) { return sumFor(cmp, start, step, null); }

    /** The same with a constant bound instead of n when {@code bound} is not null. */
    public static CirFixture sumFor(String cmp, long start, long step, Long bound) {
        CirFixture f = new CirFixture();
        f.func("sum", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.set(i, start);
            f.loop("for", () -> f.cmp(cmp, f.load(i), bound == null ? f.load(n) : f.c(bound)), () -> f.store(f.bin("add", f.load(i), f.c(step)), i),
                    () -> f.store(f.bin("add", f.load(s), f.bin("mul", f.load(i), f.c(3))), s));
            f.store(f.bin("add", f.load(s), f.load(i)), s);
            f.ret(f.load(s));
        });
        return f;
    }
}
