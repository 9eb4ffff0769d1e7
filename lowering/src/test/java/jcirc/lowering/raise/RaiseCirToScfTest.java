package jcirc.lowering.raise;

import jcirc.ir.*;
import jcirc.lowering.testing.CirFixture;
import jcirc.lowering.testing.CirFixture.Case;
import jcirc.lowering.testing.MiniInterpreter;
import jcirc.lowering.testing.Shapes;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static jcirc.lowering.testing.CirFixture.S32;
import static org.junit.jupiter.api.Assertions.*;

/**
 * cir-raise-to-scf on cir built for small C shapes: checks the exact control-flow structure
 * produced, that no cf op and no structured cir op is left, and (with {@link MiniInterpreter}) that
 * the raised function computes the same results and makes the same calls as the cir input.
 */
class RaiseCirToScfTest {

    /** Raises a copy of the module and checks it against the original on every argument tuple. */
    static Operation raiseAndCompare(CirFixture f, String fn, long[]... inputs) {
        jcirc.ir.Dialects.ensureLoaded();
        Verifier.verify(f.module);   // the fixture is valid cir
        Operation raised = f.module.clone();
        new RaiseCirToScf().run(raised);
        RaiseTestSupport.verifyIfRegistered(raised);
        raised.walk(o -> {
            assertFalse(o.dialect().equals("cf"), "cf op left: " + o.name());
            assertFalse(o.dialect().equals("cir") && o.numRegions() > 0 && !o.is("cir.func"), "structured cir op left: " + o.name());
            assertFalse(o.is("cir.yield") || o.is("cir.br") || o.is("cir.brcond"), "cir terminator left: " + o.name());
        });
        for (long[] in : inputs) {
            MiniInterpreter a = new MiniInterpreter(f.module), b = new MiniInterpreter(raised);
            long ra = a.call(fn, in), rb = b.call(fn, in);
            assertEquals(ra, rb, fn + java.util.Arrays.toString(in) + " changed its result");
            assertEquals(a.trace, b.trace, fn + java.util.Arrays.toString(in) + " changed its calls");
        }
        return raised;
    }

    static Operation func(Operation module, String name) {
        for (Operation o : module.region(0).entryBlock().operations())
            if (o.attr("sym_name") instanceof jcirc.ir.BuiltinAttrs.StringAttr s && s.value().equals(name)) return o;
        throw new AssertionError("no function " + name);
    }

    static long[][] range(int lo, int hi) {
        List<long[]> r = new ArrayList<>();
        for (int i = lo; i <= hi; i++) r.add(new long[]{i});
        return r.toArray(long[][]::new);
    }

    // int gcd(int m, int n) { while (n > 0) { int r = m % n; m = n; n = r; } return m; }
    static CirFixture gcd() {
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

    @Test void gcdBecomesOneWhileWithConditionInBeforeRegion() {
        CirFixture f = gcd();
        Operation out = raiseAndCompare(f, "gcd", new long[]{12, 18}, new long[]{17, 5}, new long[]{0, 0}, new long[]{7, 0});
        Operation fn = func(out, "gcd");
        assertEquals("scf.while(scf.condition | scf.yield) cir.return", Shapes.of(fn));
        // the variable declared in the body is hoisted to the entry block
        for (Operation a : fn.collect("cir.alloca")) assertSame(fn.region(0).entryBlock(), a.parentBlock());
        Operation cond = fn.collect("scf.condition").get(0);
        assertEquals("builtin.unrealized_conversion_cast", cond.operand(0).definingOp().name());
        assertEquals(0, Shapes.count(fn, "llvm.alloca"), "no flags without early exits");
    }

    // int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 5) continue; if (s > 20) break; s += i; } return s; }
    static CirFixture forBreakContinue() {
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

    @Test void forWithBreakAndContinueUsesFlagsAndGuards() {
        Operation out = raiseAndCompare(forBreakContinue(), "f", range(-1, 12));
        Operation fn = func(out, "f");
        // before: evaluate "i < n" only if not broken; after: body with guards, then the step guarded by !break
        assertEquals("scf.while(scf.if(scf.yield | scf.yield) scf.condition"
                + " | scf.if(scf.yield) scf.if(scf.if(scf.yield) scf.if(scf.yield) scf.yield) scf.if(scf.yield) scf.yield)"
                + " cir.return", Shapes.of(fn));
        assertEquals(2, Shapes.count(fn, "llvm.alloca"), "a break flag and a continue flag");
    }

    // int f(int n) { int s = 0; do { s += n; n--; } while (n > 0); return s; }
    @Test void doWhilePutsBodyInBeforeRegion() {
        CirFixture f = new CirFixture();
        f.func("f", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.loop("dowhile", () -> f.cmp("gt", f.load(n), f.c(0)), null, () -> {
                f.store(f.bin("add", f.load(s), f.load(n)), s);
                f.store(f.bin("sub", f.load(n), f.c(1)), n);
            });
            f.ret(f.load(s));
        });
        Operation out = raiseAndCompare(f, "f", range(-2, 6));
        Operation w = func(out, "f").collect("scf.while").get(0);
        assertTrue(w.region(0).entryBlock().operations().stream().anyMatch(o -> o.is("cir.binop")), "body in before-region");
        assertEquals(1, w.region(1).entryBlock().size(), "after-region only yields");
    }

    // int find(int n) { for (i..n) for (j..n) if (i * j == 12) return i * 100 + j; return -1; }
    @Test void earlyReturnFromNestedLoopsIsStructured() {
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
        Operation out = raiseAndCompare(f, "find", range(0, 8));
        Operation fn = func(out, "find");
        assertEquals(2, Shapes.count(fn, "scf.while"));
        assertEquals(1, Shapes.count(fn, "cir.return"), "one return at the end, reading the return slot");
        Operation ret = fn.collect("cir.return").get(0);
        assertSame(fn.region(0).entryBlock(), ret.parentBlock());
        assertEquals("cir.load", ret.operand(0).definingOp().name());
    }

    // switch (x) { case 1: r += 1; case 2: case 3: r += 10; break; default: r = 100; case 4: r += 1000; break;
    //              case 5: if (r == 0) { r = 7; break; } r = 9; break; case 6: return 66; }
    @Test void switchWithFallthroughAnyofDefaultInTheMiddleAndNestedBreak() {
        CirFixture f = new CirFixture();
        f.func("sw", 1, S32, () -> {
            Value x = f.var("x"), r = f.var("r");
            f.store(f.args.get(0), x);
            f.set(r, 0);
            f.switch_(f.load(x),
                    new Case("equal", new long[]{1}, () -> { f.store(f.bin("add", f.load(r), f.c(1)), r); f.yieldKind("fallthrough"); }),
                    new Case("anyof", new long[]{2, 3}, () -> { f.store(f.bin("add", f.load(r), f.c(10)), r); f.brk(); }),
                    new Case("default", new long[]{}, () -> { f.set(r, 100); f.yieldKind("fallthrough"); }),
                    new Case("equal", new long[]{4}, () -> { f.store(f.bin("add", f.load(r), f.c(1000)), r); f.brk(); }),
                    new Case("equal", new long[]{5}, () -> {
                        f.if_(f.cmp("eq", f.load(r), f.c(0)), () -> { f.set(r, 7); f.brk(); }, null);
                        f.set(r, 9);
                        f.brk();
                    }),
                    new Case("equal", new long[]{6}, () -> f.ret(f.c(66))));
            f.ret(f.load(r));
        });
        Operation out = raiseAndCompare(f, "sw", range(-1, 8));
        Operation sw = func(out, "sw").collect("scf.index_switch").get(0);
        // 2 and 3 (one anyof case) share a case: 3 is mapped to 2 before the switch
        assertEquals("array<i64: 1, 2, 4, 5, 6>", sw.attr("cases").print());
        assertEquals(6, sw.numRegions(), "default + 5 cases");
        assertEquals("arith.select", sw.operand(0).definingOp().name());
        // case 1 holds its own body and the duplicated body of case 2/3
        long adds = sw.region(1).entryBlock().operations().stream().filter(o -> o.is("cir.binop")).count();
        assertEquals(2, adds);
        // the default region runs default then case 4 (fallthrough)
        assertEquals(2, sw.region(0).entryBlock().operations().stream().filter(o -> o.is("cir.store")).count());
    }

    // int f(int n) { int s = 0; for (i = 0; i < n; i++) { switch (i % 3) { case 0: continue; case 1: s += 100; break; default: s += i; } s += 1; } return s; }
    @Test void continueInsideSwitchTargetsTheLoop() {
        CirFixture f = new CirFixture();
        f.func("f", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.set(i, 0);
            f.loop("for", () -> f.cmp("lt", f.load(i), f.load(n)), () -> f.store(f.bin("add", f.load(i), f.c(1)), i), () -> {
                f.switch_(f.bin("rem", f.load(i), f.c(3)),
                        new Case("equal", new long[]{0}, f::cont),
                        new Case("equal", new long[]{1}, () -> { f.store(f.bin("add", f.load(s), f.c(100)), s); f.brk(); }),
                        new Case("default", new long[]{}, () -> { f.store(f.bin("add", f.load(s), f.load(i)), s); f.brk(); }));
                f.store(f.bin("add", f.load(s), f.c(1)), s);
            });
            f.ret(f.load(s));
        });
        raiseAndCompare(f, "f", range(0, 9));
    }

    // while (1) { if (g(n) > 3) break; n++; } return n;   -- calls in the condition and body keep their order
    @Test void infiniteLoopWithBreakAndCalls() {
        CirFixture f = new CirFixture();
        f.declare("h", 1);
        f.func("g", 1, S32, () -> f.ret(f.bin("mul", f.args.get(0), f.args.get(0))));
        f.func("f", 1, S32, () -> {
            Value n = f.var("n");
            f.store(f.args.get(0), n);
            f.whileLoop(null, () -> {
                f.if_(f.cmp("gt", f.call("g", f.load(n)), f.c(30)), f::brk, null);
                f.call("h", f.load(n));
                f.store(f.bin("add", f.load(n), f.c(1)), n);
            });
            f.ret(f.load(n));
        });
        Operation out = raiseAndCompare(f, "f", range(-3, 8));
        Operation cond = func(out, "f").collect("scf.condition").get(0);
        assertEquals("arith.xori", cond.operand(0).definingOp().name(), "while(1): the condition is just 'not broken'");
    }

    // x = c ? 1 : 2 -> arith.select;  y = c ? g(x) : x -> scf.if with a result
    @Test void ternaryBecomesSelectOrValueYieldingIf() {
        CirFixture f = new CirFixture();
        f.declare("g", 1);
        f.func("t", 1, S32, () -> {
            Value c = f.cmp("gt", f.args.get(0), f.c(0));
            Value x = f.ternary(c, () -> f.c(1), () -> f.c(2));
            Value y = f.ternary(f.cmp("lt", f.args.get(0), f.c(5)), () -> f.call("g", x), () -> x);
            f.ret(f.bin("add", x, y));
        });
        Operation out = raiseAndCompare(f, "t", range(-2, 7));
        Operation fn = func(out, "t");
        assertEquals(1, Shapes.count(fn, "arith.select"));
        Operation nif = fn.collect("scf.if").get(0);
        assertEquals(1, nif.numResults());
        assertEquals("scf.if(scf.yield | scf.yield) cir.return", Shapes.of(fn));
    }

    // if (a) { if (b) return 1; x = 2; } else x = 3; return x;   -- early return inside if
    @Test void earlyReturnInsideIfGuardsTheRest() {
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
        Operation out = raiseAndCompare(f, "e", new long[]{0, 0}, new long[]{0, 1}, new long[]{1, 0}, new long[]{1, 1});
        assertEquals("scf.if(scf.if(scf.yield) scf.if(scf.yield) scf.yield | scf.yield) scf.if(scf.yield) cir.return",
                Shapes.of(func(out, "e")));
    }
}
