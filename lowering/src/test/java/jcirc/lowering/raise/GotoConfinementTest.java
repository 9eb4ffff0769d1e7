package jcirc.lowering.raise;

import jcirc.lowering.util.Ir;
import jcirc.ir.BuiltinAttrs.StringAttr;
import jcirc.ir.*;
import jcirc.lowering.testing.CirFixture;
import jcirc.lowering.testing.MiniInterpreter;
import jcirc.lowering.testing.Shapes;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.testing.CirFixture.S32;
import static org.junit.jupiter.api.Assertions.*;

/**
 * goto in cir-raise-to-scf: blocks stay only in the smallest region holding the goto and its
 * label (an scf.execute_region, or the function body); everything else is raised as usual. The
 * raised functions are run with {@link MiniInterpreter} against results computed in Java.
 */
class GotoConfinementTest {

    /** {@code if (cond) goto l;} */
    private static void ifGoto(CirFixture f, Value cond, String l) {
        Operation op = f.b.create("cir.if", List.of(cond), List.of(), Map.of(), 2);
        f.b.buildRegion(op.region(0), () -> f.b.create("cir.goto", List.of(), List.of(), Map.of("label", new StringAttr(l))));
    }

    /** Ends the current block with {@code cir.br} to a new block starting with {@code cir.label l}. */
    private static void label(CirFixture f, String l) {
        Block cur = f.b.insertionBlock();
        Block nb = new Block();
        cur.parent().addBlock(nb);
        Operation last = cur.last();
        if (last == null || !Ir.isTerminatorName(last)) f.b.create("cir.br", List.of(), List.of(), Map.of(), 0, List.of(nb));
        f.b.setInsertionPointToEnd(nb);
        f.b.create("cir.label", List.of(), List.of(), Map.of("label", new StringAttr(l)));
    }

    private static Operation raise(CirFixture f) {
        jcirc.ir.Dialects.ensureLoaded();
        Verifier.verify(f.module);
        Operation m = f.module.clone();
        new RaiseCirToScf().run(m);
        RaiseTestSupport.verifyIfRegistered(m);
        m.walk(o -> assertFalse(o.dialect().equals("cir") && o.numRegions() > 0 && !o.is("cir.func"), "structured cir op left: " + o.name()));
        return m;
    }

    // int f(int n) { int s = 0; while (n > 0) { if (n == 5) goto skip; s += n; skip: n--; } return s; }
    @Test void gotoInsideLoopBodyStaysInAnExecuteRegion() {
        CirFixture f = new CirFixture();
        f.func("f", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.whileLoop(() -> f.cmp("gt", f.load(n), f.c(0)), () -> {
                ifGoto(f, f.cmp("eq", f.load(n), f.c(5)), "skip");
                f.store(f.bin("add", f.load(s), f.load(n)), s);
                label(f, "skip");
                f.store(f.bin("sub", f.load(n), f.c(1)), n);
            });
            f.ret(f.load(s));
        });
        Operation m = raise(f);
        Operation fn = RaiseCirToScfTest.func(m, "f");
        // the loop is an scf.while; its body is one execute_region whose blocks branch
        assertEquals("scf.while(scf.condition | scf.execute_region(cir.brcond ^ cir.br ^ scf.yield) scf.yield) cir.return",
                Shapes.of(fn).replace("cf.cond_br", "cir.brcond"));
        assertEquals(1, fn.region(0).numBlocks());
        for (int n = -1; n <= 9; n++) {
            int want = 0;
            for (int k = n; k > 0; k--) if (k != 5) want += k;
            assertEquals(want, new MiniInterpreter(m).call("f", new long[]{n}), "f(" + n + ")");
        }
    }

    // int g(int n) { int i = 0; for (;;) { if (i * i >= n) goto done; if (i > 100) return -1; i++; } done: return i; }
    @Test void gotoOutOfLoopFlattensOnlyTheLoopInTheFunctionBody() {
        CirFixture f = new CirFixture();
        f.func("g", 1, S32, () -> {
            Value n = f.var("n"), i = f.var("i");
            f.store(f.args.get(0), n);
            f.set(i, 0);
            // a structured loop before the goto stays an scf.while
            f.whileLoop(() -> f.cmp("lt", f.load(i), f.c(0)), () -> f.set(i, 0));
            f.loop("for", null, null, () -> {
                ifGoto(f, f.cmp("ge", f.bin("mul", f.load(i), f.load(i)), f.load(n)), "done");
                f.if_(f.cmp("gt", f.load(i), f.c(100)), () -> f.ret(f.c(-1)), null);
                f.store(f.bin("add", f.load(i), f.c(1)), i);
            });
            label(f, "done");
            f.ret(f.load(i));
        });
        Operation m = raise(f);
        Operation fn = RaiseCirToScfTest.func(m, "g");
        assertEquals(1, Shapes.count(fn, "scf.while"), "the loop without goto stays structured");
        assertEquals(0, Shapes.count(fn, "scf.execute_region"), "the goto's root is the function body");
        assertTrue(fn.region(0).numBlocks() > 1);
        for (int n = -3; n <= 50; n += 7) {
            long want = 0;
            while (want * want < n) want++;
            assertEquals(want, new MiniInterpreter(m).call("g", new long[]{n}), "g(" + n + ")");
        }
    }

    // int h(int n) { int s = 0; while (n > 0) { { again: s++; if (s % 4) goto again; if (s > 30) return s; } n--; } return s; }
    @Test void returnAndBackwardGotoInANestedRoot() {
        CirFixture f = new CirFixture();
        f.func("h", 1, S32, () -> {
            Value n = f.var("n"), s = f.var("s");
            f.store(f.args.get(0), n);
            f.set(s, 0);
            f.whileLoop(() -> f.cmp("gt", f.load(n), f.c(0)), () -> {
                f.scope(() -> {
                    label(f, "again");
                    f.store(f.bin("add", f.load(s), f.c(1)), s);
                    ifGoto(f, f.cmp("ne", f.bin("rem", f.load(s), f.c(4)), f.c(0)), "again");
                    f.if_(f.cmp("gt", f.load(s), f.c(30)), () -> f.ret(f.load(s)), null);
                });
                f.store(f.bin("sub", f.load(n), f.c(1)), n);
            });
            f.ret(f.load(s));
        });
        Operation m = raise(f);
        Operation fn = RaiseCirToScfTest.func(m, "h");
        assertEquals(1, Shapes.count(fn, "scf.execute_region"));
        assertEquals(1, fn.region(0).numBlocks(), "blocks only inside the execute_region");
        for (int n = -1; n <= 12; n++) {
            long s = 0, want = -1;
            for (int k = n; k > 0; k--) { s += 4; if (s > 30) { want = s; break; } }
            if (want < 0) want = s;
            assertEquals(want, new MiniInterpreter(m).call("h", new long[]{n}), "h(" + n + ")");
        }
    }
}
