package jcirc.lowering.mem2reg;

import jcirc.ir.*;
import jcirc.lowering.raise.RaiseCirToScf;
import jcirc.lowering.raise.RaiseTestSupport;
import jcirc.lowering.testing.*;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static jcirc.lowering.testing.CirFixture.S32;
import static org.junit.jupiter.api.Assertions.*;

/**
 * mem2reg after cir-raise-to-scf and a cir-to-llvm conversion: the exact loop-carried structure,
 * no memory ops left for promotable slots, and unchanged results (checked by interpretation).
 */
class Mem2RegTest {

    /** Raises, converts and promotes a copy; compares each stage's results with the cir input. */
    static Operation pipeline(CirFixture f, String fn, long[]... inputs) {
        Operation m = f.module.clone();
        new RaiseCirToScf().run(m);
        MiniCirToLlvm.run(m);
        RaiseTestSupport.verifyIfRegistered(m);
        Operation lowered = m.clone();
        new Mem2Reg().run(m);
        RaiseTestSupport.verifyIfRegistered(m);
        for (long[] in : inputs) {
            long expect = new MiniInterpreter(f.module).call(fn, in);
            assertEquals(expect, new MiniInterpreter(lowered).call(fn, in), "lowered " + fn + Arrays.toString(in));
            assertEquals(expect, new MiniInterpreter(m).call(fn, in), "promoted " + fn + Arrays.toString(in));
        }
        return m;
    }

    static Operation func(Operation module) { return module.region(0).entryBlock().last(); }

    @Test void gcdBecomesOneWhileOverTwoI32Values() {
        Operation m = pipeline(RaiseFixtures.gcd(), "gcd", new long[]{12, 18}, new long[]{17, 5}, new long[]{9, 0}, new long[]{100, 75});
        Operation fn = func(m);
        assertEquals(1, Shapes.count(fn, "scf.while"));
        Operation w = fn.collect("scf.while").get(0);
        assertEquals(2, w.numOperands(), "m and n are carried; r stays local to the body");
        assertEquals(2, w.numResults());
        assertEquals("[i32, i32]", w.resultTypes().stream().map(Type::print).toList().toString());
        assertEquals(2, w.region(0).entryBlock().numArguments());
        assertEquals(2, w.region(1).entryBlock().numArguments());
        assertEquals(0, Shapes.count(fn, "llvm.load") + Shapes.count(fn, "llvm.store") + Shapes.count(fn, "llvm.alloca"));
        // the function returns the while's first result (m)
        Operation ret = fn.collect("func.return").get(0);
        assertSame(w, ret.operand(0).definingOp());
    }

    @Test void breakAndContinueFlagsBecomeCarriedI1Values() {
        Operation m = pipeline(RaiseFixtures.forBreakContinue(), "f", RaiseFixtures.range(-1, 12));
        Operation fn = func(m);
        assertEquals(0, Shapes.count(fn, "llvm.alloca"), "variables, break and continue flags all promoted");
        Operation w = fn.collect("scf.while").get(0);
        // s, i, and the break flag are carried (n is never written in the loop; continue is reset every iteration)
        assertEquals(3, w.numOperands());
        assertTrue(w.operandUses().stream().anyMatch(u -> u.get().type().print().equals("i1")));
    }

    @Test void earlyReturnSlotAndFlagArePromoted() {
        Operation m = pipeline(RaiseFixtures.find(), "find", RaiseFixtures.range(0, 8));
        Operation fn = func(m);
        assertEquals(0, Shapes.count(fn, "llvm.alloca"));
        assertEquals(2, Shapes.count(fn, "scf.while"));
    }

    @Test void ifThatStoresGainsResults() {
        // int e(int a, int b) { int x = 0; if (a) { if (b) return 1; x = 2; } else x = 3; x += 10; return x; }
        Operation m = pipeline(RaiseFixtures.earlyReturnInIf(), "e", new long[]{0, 0}, new long[]{0, 1}, new long[]{1, 0}, new long[]{1, 1});
        Operation fn = func(m);
        assertEquals(0, Shapes.count(fn, "llvm.alloca"));
        Operation outer = fn.region(0).entryBlock().operations().stream().filter(o -> o.is("scf.if")).findFirst().orElseThrow();
        assertTrue(outer.numResults() >= 2, "x and the returned flag (and slot) flow out of the if");
    }

    @Test void escapingOrVolatileSlotsStay() {
        CirFixture f = new CirFixture();
        f.func("esc", 1, S32, () -> {
            Value x = f.var("x");
            f.store(f.args.get(0), x);
            f.b.create("cir.call", java.util.List.of(x), java.util.List.of(), java.util.Map.of("callee",
                    new jcirc.ir.BuiltinAttrs.SymbolRefAttr("use")));
            f.ret(f.load(x));
        });
        Operation m = f.module.clone();
        new RaiseCirToScf().run(m);
        MiniCirToLlvm.run(m);
        Mem2Reg p = new Mem2Reg();
        p.run(m);
        assertEquals(0, p.promotedCount());
        assertEquals(1, Shapes.count(func(m), "llvm.alloca"));
    }
}
