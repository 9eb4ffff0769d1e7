package jcirc.lowering.raise;

import jcirc.lowering.util.Ir;
import jcirc.ir.BuiltinAttrs.IntegerAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import jcirc.lowering.mem2reg.Mem2Reg;
import jcirc.lowering.testing.*;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

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

    /** The loop's body: {@code %go = !(flags); %y = scf.if %go {..} else {yield iter args}; scf.yield %y}. */
    static void assertGuardedBody(Operation f, int iterArgs) {
        Block body = f.region(0).entryBlock();
        Operation guard = body.last().prevOp();
        assertEquals("scf.if", guard.name());
        assertEquals(iterArgs, f.numResults());
        assertEquals(iterArgs, guard.numResults());
        Operation elseYield = guard.region(1).entryBlock().last();
        for (int p = 0; p < iterArgs; p++) {
            assertSame(guard.result(p), body.last().operand(p), "the loop yields the guard's results");
            assertSame(body.argument(p + 1), elseYield.operand(p), "once a flag is set an iteration changes nothing");
        }
        for (Operation o = body.first(); o != guard; o = o.nextOp())
            assertTrue(Set.of("arith.constant", "arith.ori", "arith.xori").contains(o.name()), o.name());
    }

    // for with continue and break: a guarded scf.for over (s, brk); i is the iv and not used after the loop
    @Test void loopWithBreakBecomesGuardedFor() {
        Operation fn = func(pipeline(RaiseFixtures.forBreakContinue(), "f", RaiseFixtures.range(-1, 12)));
        assertEquals(0, Shapes.count(fn, "scf.while"));
        Operation f = fn.collect("scf.for").get(0);
        assertGuardedBody(f, 2);
        assertEquals(1, f.results().stream().filter(r -> r.type().equals(Ir.I1)).count(), "the break flag is carried");
        assertEquals(1, constOf(f.operand(2)));
        assertEquals(0, Shapes.count(fn, "arith.maxsi"));
    }

    // two nested loops with a return: both guarded fors carrying the return flag
    @Test void earlyReturnFromNestedLoopsGivesGuardedFors() {
        Operation fn = func(pipeline(RaiseFixtures.find(), "find", RaiseFixtures.range(0, 7)));
        assertEquals(0, Shapes.count(fn, "scf.while"));
        List<Operation> fors = fn.collect("scf.for");
        assertEquals(2, fors.size());
        for (Operation f : fors) assertGuardedBody(f, f.numResults());
        assertTrue(fors.get(0).isAncestorOf(fors.get(1)));
    }

    // break and return in one loop: the guard is !(brk | ret)
    @Test void breakAndReturnFlagsBothGuard() {
        Operation fn = func(pipeline(RaiseFixtures.breakAndReturn(), "h", RaiseFixtures.pairs(-1, 12, -1, 12)));
        Operation f = fn.collect("scf.for").get(0);
        assertEquals(0, Shapes.count(fn, "scf.while"));
        assertGuardedBody(f, f.numResults());
        Operation guard = f.region(0).entryBlock().last().prevOp();
        Operation not = guard.operand(0).definingOp(), or = not.operand(0).definingOp();
        assertEquals("arith.xori", not.name());
        assertEquals("arith.ori", or.name());
        for (Value v : or.operands()) assertTrue(v instanceof BlockArgument a && a.owner() == f.region(0).entryBlock() && v.type().equals(Ir.I1));
    }

    // while (i < n) { if (..) return; if (..) break; i++; }: the increment is nested under both flags' guards
    @Test void whileWithIncrementUnderNestedGuardsBecomesFor() {
        Operation fn = func(pipeline(RaiseFixtures.whileReturnBreak(), "w", RaiseFixtures.pairs(-2, 9, -2, 9)));
        assertEquals(0, Shapes.count(fn, "scf.while"));
        Operation f = fn.collect("scf.for").get(0);
        assertGuardedBody(f, f.numResults());
        assertEquals(4, f.numResults(), "i (used after the loop), the return slot, and the two flags");
    }

    // i used after the loop is carried (its value at the break, or the last i + step); the C
    // variable in the body is the iv, or over index where the iv could overflow after a break
    @Test void breakKeepsCsVariableAndAvoidsOverflowingIvs() {
        record Case(String cmp, long start, long step, boolean overIndex) {}
        for (Case c : new Case[]{new Case("lt", 0, 1, false), new Case("lt", 2, 3, true), new Case("le", 0, 1, true),
                new Case("le", -3, 2, true), new Case("gt", 9, -1, true), new Case("ge", 10, -3, true)}) {
            Operation fn = func(pipeline(RaiseFixtures.breakAt(c.cmp(), c.start(), c.step()), "g", RaiseFixtures.pairs(-4, 12, -4, 12)));
            String what = c.toString();
            assertEquals(0, Shapes.count(fn, "scf.while"), what);
            Operation f = fn.collect("scf.for").get(0);
            assertGuardedBody(f, 3);
            assertEquals(c.overIndex() ? BuiltinTypes.INDEX : BuiltinTypes.I32, f.region(0).entryBlock().argument(0).type(), what);
            assertEquals(Math.abs(c.step()), constOf(f.operand(2)), what);
        }
    }

    // `i <= n; i += s` with break: ub = n + 1 over index (n = INT_MAX must not wrap to an empty loop;
    // not interpreted with INT_MAX: the interpreter would run the 2^31 identity iterations)
    @Test void lessOrEqualWithBreakRunsOverIndex() {
        Operation fn = func(pipeline(RaiseFixtures.breakAt("le", 0, 1), "g", RaiseFixtures.pairs(-2, 4, -2, 6)));
        Operation f = fn.collect("scf.for").get(0);
        Operation ub = f.operand(1).definingOp();
        assertEquals("arith.addi", ub.name());
        assertEquals(BuiltinTypes.INDEX, ub.result(0).type());
        assertEquals("arith.index_cast", ub.operand(0).definingOp().name());
    }
}
