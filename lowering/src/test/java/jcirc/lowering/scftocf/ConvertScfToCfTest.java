package jcirc.lowering.scftocf;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.lowering.cirtollvm.Simulator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.*;

class ConvertScfToCfTest {
    private static final Type I32 = BuiltinTypes.I32, IDX = BuiltinTypes.INDEX;

    private final Operation module = Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
    private final Builder b = new Builder();

    ConvertScfToCfTest() {
        module.region(0).addBlock();
        b.setInsertionPointToEnd(module.region(0).entryBlock());
    }

    private Operation func(String name, List<Type> args, Type ret, Consumer<List<BlockArgument>> body) {
        Operation f = b.create("func.func", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str(name),
                "function_type", BuiltinAttrs.type(new BuiltinTypes.FunctionType(args, List.of(ret)))), 1);
        b.buildRegion(f.region(0), args, body);
        return f;
    }

    private Value c(long v, Type t) {
        return b.createValue("arith.constant", List.of(), t, Map.of("value", new BuiltinAttrs.IntegerAttr(v, t)));
    }

    private Value op(String name, Type t, Value... in) { return b.createValue(name, List.of(in), t, Map.of()); }

    private Value cmpi(String pred, Value l, Value r) {
        return b.createValue("arith.cmpi", List.of(l, r), BuiltinTypes.I1, Map.of("predicate", new EnumAttr("arith", "cmpi_predicate", pred)));
    }

    private void scfYield(Value... vs) { b.create("scf.yield", List.of(vs), List.of(), Map.of()); }

    private void ret(Value v) { b.create("func.return", List.of(v), List.of(), Map.of()); }

    private Operation scfFor(Value lb, Value ub, Value step, List<Value> inits, Consumer<List<BlockArgument>> body) {
        List<Value> ops = new ArrayList<>(List.of(lb, ub, step));
        ops.addAll(inits);
        List<Type> ts = inits.stream().map(Value::type).toList();
        Operation f = b.create("scf.for", ops, ts, Map.of(), 1);
        List<Type> argTypes = new ArrayList<>(List.of(lb.type()));
        argTypes.addAll(ts);
        b.buildRegion(f.region(0), argTypes, body);
        return f;
    }

    private void lowerAndCheckOnlyCfLevel() {
        jcirc.ir.Verifier.verify(module);
        new ConvertScfToCfPass().run(module);
        jcirc.ir.Verifier.verify(module);
        module.walk(o -> {
            if (o == module) return;
            assertTrue(List.of("func", "cf", "arith", "llvm").contains(o.dialect()), "left " + o.name());
        });
    }

    private Simulator sim(Operation f) { return new Simulator(f); }

    @Test
    void forWithIterArgsAndNestedIfWithResults() {
        // int f(int n) { int s = 0; for (int i = 0; i < n; i++) s = (i % 2 == 0) ? s + i : s; return s; }
        Operation fn = func("f", List.of(I32), I32, a -> {
            Value c0 = c(0, I32), c1 = c(1, I32), c2 = c(2, I32);
            Operation loop = scfFor(c0, a.get(0), c1, List.of(c0), args -> {
                Value even = cmpi("eq", op("arith.remsi", I32, args.get(0), c2), c0);
                Operation sif = b.create("scf.if", List.of(even), List.of(I32), Map.of(), 2);
                b.buildRegion(sif.region(0), () -> scfYield(op("arith.addi", I32, args.get(1), args.get(0))));
                b.buildRegion(sif.region(1), () -> scfYield(args.get(1)));
                scfYield(sif.result(0));
            });
            ret(loop.result(0));
        });
        lowerAndCheckOnlyCfLevel();
        assertTrue(fn.region(0).numBlocks() >= 5);
        assertEquals(0 + 2 + 4 + 6 + 8, sim(fn).run(10));
        assertEquals(0, sim(fn).run(0));
        assertEquals(0, sim(fn).run(-3));
        // the if's merge block carries its result as a block argument
        assertTrue(fn.region(0).blocks().stream().anyMatch(bl -> bl.numArguments() == 1 && bl != fn.region(0).entryBlock()
                && bl.predecessors().size() == 2));
    }

    @Test
    void whileWithBeforeAndAfterRegions() {
        // int g(int n) { int x = 1; while (x < n) x = x * 2; return x; }
        Operation fn = func("g", List.of(I32), I32, a -> {
            Operation w = b.create("scf.while", List.of(c(1, I32)), List.of(I32), Map.of(), 2);
            b.buildRegion(w.region(0), List.of(I32), x -> {
                Value cond = cmpi("slt", x.get(0), a.get(0));
                b.create("scf.condition", List.of(cond, x.get(0)), List.of(), Map.of());
            });
            b.buildRegion(w.region(1), List.of(I32), x -> scfYield(op("arith.muli", I32, x.get(0), c(2, I32))));
            ret(w.result(0));
        });
        lowerAndCheckOnlyCfLevel();
        assertEquals(16, sim(fn).run(10));
        assertEquals(1, sim(fn).run(0));
    }

    @Test
    void indexSwitchBecomesCfSwitch() {
        Operation fn = func("s", List.of(I32), I32, a -> {
            Value idx = b.createValue("arith.index_cast", List.of(a.get(0)), IDX, Map.of());
            Operation sw = b.create("scf.index_switch", List.of(idx), List.of(I32),
                    Map.of("cases", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(1L, 5L))), 3);
            b.buildRegion(sw.region(0), () -> scfYield(c(-1, I32)));
            b.buildRegion(sw.region(1), () -> scfYield(c(10, I32)));
            b.buildRegion(sw.region(2), () -> scfYield(c(50, I32)));
            ret(sw.result(0));
        });
        lowerAndCheckOnlyCfLevel();
        Operation cs = fn.collect("cf.switch").get(0);
        assertEquals(new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(1L, 5L)), cs.attr("case_values"));
        assertEquals(3, cs.numSuccessors());
        assertEquals(10, sim(fn).run(1));
        assertEquals(50, sim(fn).run(5));
        assertEquals(-1, sim(fn).run(3));
    }

    @Test
    void multiBlockExecuteRegion() {
        Operation fn = func("e", List.of(I32), I32, a -> {
            Operation er = b.create("scf.execute_region", List.of(), List.of(I32), Map.of(), 1);
            Block entry = er.region(0).addBlock(), pos = er.region(0).addBlock(), neg = er.region(0).addBlock();
            Builder.InsertPoint ip = b.save();
            b.setInsertionPointToEnd(entry);
            Value isNeg = cmpi("slt", a.get(0), c(0, I32));
            b.create("cf.cond_br", List.of(isNeg), List.of(), Map.of(OpDef.SEGMENTS_ATTR,
                    new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(1L, 0L, 0L))), 0, List.of(neg, pos));
            b.setInsertionPointToEnd(pos);
            scfYield(a.get(0));
            b.setInsertionPointToEnd(neg);
            scfYield(op("arith.subi", I32, c(0, I32), a.get(0)));
            b.restore(ip);
            ret(er.result(0));
        });
        lowerAndCheckOnlyCfLevel();
        assertEquals(7, sim(fn).run(-7));
        assertEquals(3, sim(fn).run(3));
    }

    @Test
    void parallelWithReductionRunsSequentially() {
        // sum over i in [0,3), j in [0,4) of i*j + 1
        Operation fn = func("p", List.of(I32), I32, a -> {
            Value c0 = c(0, IDX), c1 = c(1, IDX), c3 = c(3, IDX), c4 = c(4, IDX);
            Operation par = b.create("scf.parallel", List.of(c0, c0, c3, c4, c1, c1, a.get(0)), List.of(I32),
                    Map.of(OpDef.SEGMENTS_ATTR, new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(2L, 2L, 2L, 1L))), 1);
            b.buildRegion(par.region(0), List.of(IDX, IDX), ivs -> {
                Value prod = op("arith.muli", IDX, ivs.get(0), ivs.get(1));
                Value v = op("arith.addi", I32, b.createValue("arith.index_cast", List.of(prod), I32, Map.of()), c(1, I32));
                Operation red = b.create("scf.reduce", List.of(v), List.of(), Map.of(), 1);
                b.buildRegion(red.region(0), List.of(I32, I32), ab ->
                        b.create("scf.reduce.return", List.of(op("arith.addi", I32, ab.get(0), ab.get(1))), List.of(), Map.of()));
            });
            ret(par.result(0));
        });
        lowerAndCheckOnlyCfLevel();
        long expect = 100;
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) expect += i * j + 1;
        assertEquals(expect, sim(fn).run(100));
    }

    @Test
    void forallRunsSequentially() {
        // counts iterations of a 2x5 forall into memory
        Operation fn = func("fa", List.of(I32), I32, a -> {
            Value one = c(1, BuiltinTypes.I64);
            Value cell = b.createValue("llvm.alloca", List.of(one), LLVMTypes.PTR, Map.of("elem_type", BuiltinAttrs.type(I32)));
            b.create("llvm.store", List.of(a.get(0), cell), List.of(), Map.of());
            Operation fa = b.create("scf.forall", List.of(), List.of(), Map.of(
                    "staticLowerBound", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(0L, 0L)),
                    "staticUpperBound", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(2L, 5L)),
                    "staticStep", new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I64, List.of(1L, 1L)),
                    OpDef.SEGMENTS_ATTR, new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(0L, 0L, 0L, 0L))), 1);
            b.buildRegion(fa.region(0), List.of(IDX, IDX), ivs -> {
                Value v = b.createValue("llvm.load", List.of(cell), I32, Map.of());
                b.create("llvm.store", List.of(op("arith.addi", I32, v, c(1, I32)), cell), List.of(), Map.of());
                Operation ip = b.create("scf.forall.in_parallel", List.of(), List.of(), Map.of(), 1);
                ip.region(0).addBlock();
            });
            ret(b.createValue("llvm.load", List.of(cell), I32, Map.of()));
        });
        lowerAndCheckOnlyCfLevel();
        assertEquals(10, sim(fn).run(0));
    }

    /**
     * int find(int n, int k) { int r = -1; for (int i = 0; i < n; i++) if (i == k) { r = i; break; } return r; }
     * as scf-uplift-while-to-for gives it: a guarded scf.for over (r, brk). With {@code identityElse}
     * false the else-region yields r + 1 instead of r (not an identity: no early exit allowed).
     */
    private Operation guardedFind(boolean identityElse) {
        Type i1 = BuiltinTypes.I1;
        return func("find", List.of(I32, I32), I32, a -> {
            Value c0 = c(0, I32), c1 = c(1, I32), no = c(0, i1);
            Operation loop = scfFor(c0, a.get(0), c1, List.of(c(-1, I32), no), it -> {
                Value go = op("arith.xori", i1, it.get(2), c(1, i1));
                Operation g = b.create("scf.if", List.of(go), List.of(I32, i1), Map.of(), 2);
                b.buildRegion(g.region(0), () -> {
                    Operation hit = b.create("scf.if", List.of(cmpi("eq", it.get(0), a.get(1))), List.of(I32, i1), Map.of(), 2);
                    b.buildRegion(hit.region(0), () -> scfYield(it.get(0), c(1, i1)));
                    b.buildRegion(hit.region(1), () -> scfYield(it.get(1), it.get(2)));
                    scfYield(hit.result(0), hit.result(1));
                });
                b.buildRegion(g.region(1), () -> scfYield(identityElse ? it.get(1) : op("arith.addi", I32, it.get(1), c1), it.get(2)));
                scfYield(g.result(0), g.result(1));
            });
            ret(loop.result(0));
        });
    }

    @Test
    void guardedForLeavesAtTheIterationThatSetsTheFlag() {
        Operation fn = guardedFind(true);
        lowerAndCheckOnlyCfLevel();
        // 10^7 iterations would exceed the simulator's step limit: the loop must stop after the break
        assertEquals(3, sim(fn).run(10_000_000, 3));
        assertEquals(-1, sim(fn).run(10, 20));
        assertEquals(-1, sim(fn).run(0, 0));
        // the latch: cf.cond_br %go, ^cond(%next, ...), ^exit(...) where ^exit returns its argument
        Block exit = fn.collect("func.return").get(0).parentBlock();
        assertEquals(2, exit.numArguments());
        assertEquals(2, exit.predecessors().size(), "entered from the loop test and from the latch");
        long latches = fn.collect("cf.cond_br").stream().filter(br -> br.successor(1) == exit && br.successor(0).numArguments() == 3).count();
        assertEquals(1, latches, "the latch goes on to ^cond(%next, ..) or leaves");
    }

    @Test
    void forWhoseElseChangesItsStateRunsEveryIteration() {
        Operation fn = guardedFind(false);
        lowerAndCheckOnlyCfLevel();
        // r = 3 at the break, then + 1 in each of the 46 remaining iterations
        assertEquals(3 + 46, sim(fn).run(50, 3));
        assertEquals(1, fn.collect("func.return").get(0).parentBlock().predecessors().size());
    }
}
