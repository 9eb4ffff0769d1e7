package jcirc.lowering.raise;

import jcirc.dialect.builtin.BuiltinAttrs.IntegerAttr;
import jcirc.ir.*;
import jcirc.lowering.mem2reg.Mem2Reg;
import jcirc.lowering.testing.*;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.*;

/** scf-uplift-while-to-for after raise + convert + mem2reg, checked structurally and by interpretation. */
class UpliftWhileToForTest {

    static Operation pipeline(CirFixture f, String fn, long[]... inputs) {
        Operation m = f.module.clone();
        new RaiseCirToScf().run(m);
        MiniCirToLlvm.run(m);
        new Mem2Reg().run(m);
        new UpliftWhileToFor().run(m);
        RaiseTestSupport.verifyIfRegistered(m);
        for (long[] in : inputs)
            assertEquals(new MiniInterpreter(f.module).call(fn, in), new MiniInterpreter(m).call(fn, in), fn + Arrays.toString(in));
        return m;
    }

    static Operation func(Operation m) { return m.region(0).entryBlock().last(); }

    static long constOf(Value v) { return ((IntegerAttr) v.definingOp().attr("value")).longValue(); }

    // for (i = 0; i < n; i++) s += i * 3;  s += i;
    @Test void countedLoopBecomesForAndRestoresTheFinalIv() {
        Operation fn = func(pipeline(RaiseFixtures.sumFor("lt", 0, 1), "sum", RaiseFixtures.range(-3, 9)));
        assertEquals(0, Shapes.count(fn, "scf.while"));
        Operation f = fn.collect("scf.for").get(0);
        assertEquals(1, f.numResults(), "s is the only iter_arg; i is the induction variable");
        assertEquals(1, constOf(f.operand(2)));
        assertEquals(1, Shapes.count(fn, "arith.maxsi"), "i after the loop = max(lb, ub)");
        assertEquals("scf.for(scf.yield) func.return", Shapes.of(fn));
    }

    // for (i = 1; i < n; i += 3) ...: the value of i after the loop is carried
    @Test void nonUnitStepCarriesTheFinalValue() {
        Operation fn = func(pipeline(RaiseFixtures.sumFor("lt", 1, 3), "sum", RaiseFixtures.range(-3, 12)));
        Operation f = fn.collect("scf.for").get(0);
        assertEquals(2, f.numResults());
        assertEquals(3, constOf(f.operand(2)));
    }

    // for (i = 0; i <= 10; i++) -> upper bound 11
    @Test void lessOrEqualWithConstantBoundUsesBoundPlusOne() {
        Operation fn = func(pipeline(RaiseFixtures.sumFor("le", 0, 1, 10L), "sum", RaiseFixtures.range(0, 1)));
        Operation f = fn.collect("scf.for").get(0);
        assertEquals(11, constOf(f.operand(1)));
    }

    // i <= n with n unknown: ub = n + 1 (it wraps only where i++ would overflow, undefined in C)
    @Test void lessOrEqualWithUnknownBoundUsesBoundPlusOne() {
        Operation fn = func(pipeline(RaiseFixtures.sumFor("le", 0, 1), "sum", RaiseFixtures.range(-2, 5)));
        assertEquals(0, Shapes.count(fn, "scf.while"));
        Operation f = fn.collect("scf.for").get(0);
        assertEquals("arith.addi", f.operand(1).definingOp().name());
    }

    // for (i = 10; i > n; i--) and (i = 10; i >= n; i -= 3): over index, j = 10 - i from 0 to 10 - n (+1)
    @Test void downwardLoopsBecomeForOverTheDistanceFromTheStart() {
        for (String cmp : new String[]{"gt", "ge"})
            for (long step : new long[]{-1, -3}) {
                Operation fn = func(pipeline(RaiseFixtures.sumFor(cmp, 10, step), "sum", RaiseFixtures.range(-4, 14)));
                assertEquals(0, Shapes.count(fn, "scf.while"), cmp + " step " + step);
                Operation f = fn.collect("scf.for").get(0);
                assertEquals(-step, constOf(f.operand(2)));
                assertEquals(0, constOf(f.operand(0)));
                assertEquals("arith.subi", f.operand(1).definingOp().name().equals("arith.addi")
                        ? f.operand(1).definingOp().operand(0).definingOp().name() : f.operand(1).definingOp().name());
            }
    }

    // i > n while counting up, and i != n with unknown n: not provably counted, stay while loops
    @Test void unprovableLoopsStayWhile() {
        assertEquals(1, Shapes.count(func(pipeline(RaiseFixtures.sumFor("gt", 0, 1), "sum", RaiseFixtures.range(0, 5))), "scf.while"));
        assertEquals(1, Shapes.count(func(pipeline(RaiseFixtures.sumFor("ne", 0, 1), "sum", RaiseFixtures.range(0, 5))), "scf.while"));
        assertEquals(1, Shapes.count(func(pipeline(RaiseFixtures.sumFor("lt", 0, -1), "sum", RaiseFixtures.range(-3, 0))), "scf.while"));
    }

    @Test void loopsWithBreakStayWhile() {
        Operation fn = func(pipeline(RaiseFixtures.forBreakContinue(), "f", RaiseFixtures.range(-1, 12)));
        assertEquals(1, Shapes.count(fn, "scf.while"));
        assertEquals(0, Shapes.count(fn, "scf.for"));
    }

    @Test void earlyReturnFlagsKeepWhileLoops() {
        // int find(int n): the early return keeps both loops as while (flags in the condition)
        Operation fn = func(pipeline(RaiseFixtures.find(), "find", RaiseFixtures.range(0, 7)));
        assertEquals(2, Shapes.count(fn, "scf.while"));
    }
}
