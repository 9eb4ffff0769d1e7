package jcirc.lowering.flatten;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.cirtollvm.CirIR;
import jcirc.lowering.cirtollvm.ConvertCirToLLVMPass;
import jcirc.lowering.cirtollvm.Simulator;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.cirtollvm.CirIR.*;
import static org.junit.jupiter.api.Assertions.*;

class CirFlattenCFGTest {
    private static final CirTypes.IntType S32 = CirTypes.S32;

    private static Operation loop(CirIR ir, String kind, Runnable cond, Runnable step, Runnable body) {
        Operation l = ir.b.create("cir.loop", List.of(), List.of(), Map.of("kind", new EnumAttr("cir", "loop_kind", kind)), 3);
        ir.b.buildRegion(l.region(0), cond);
        ir.b.buildRegion(l.region(1), step);
        ir.b.buildRegion(l.region(2), body);
        return l;
    }

    private static Operation cirIf(CirIR ir, Value c, Runnable then, Runnable els) {
        Operation op = ir.b.create("cir.if", List.of(c), List.of(), Map.of(), 2);
        ir.b.buildRegion(op.region(0), then);
        if (els != null) ir.b.buildRegion(op.region(1), els);
        return op;
    }

    /** The cond region of a C loop: cir.brcond %c ^t, ^f; ^t: cir.yield continue; ^f: cir.yield. */
    private static void condRegion(CirIR ir, java.util.function.Supplier<Value> cond) {
        Value c = cond.get();
        Region r = ir.b.insertionBlock().parent();
        Block t = r.addBlock(), f = r.addBlock();
        ir.b.create("cir.brcond", List.of(c), List.of(), Map.of(jcirc.ir.OpDef.SEGMENTS_ATTR,
                new BuiltinAttrs.DenseArrayAttr(jcirc.ir.BuiltinTypes.I32, List.of(1L, 0L, 0L))), 0, List.of(t, f));
        Builder.InsertPoint ip = ir.b.save();
        ir.b.setInsertionPointToEnd(t);
        ir.yield("continue");
        ir.b.setInsertionPointToEnd(f);
        ir.yield(null);
        ir.b.restore(ip);
    }

    @Test
    void forLoopWithBreakAndContinue() {
        // int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 3) continue; if (i == 7) break; s += i; } return s; }
        CirIR ir = new CirIR();
        ir.func("f", fn(S32, S32), a -> {
            Value s = ir.alloca(S32, "s", 4), i = ir.alloca(S32, "i", 4);
            ir.store(ir.constInt(0, S32), s);
            Operation scope = ir.b.create("cir.scope", List.of(), List.of(), Map.of(), 1);
            ir.b.buildRegion(scope.region(0), () -> {
                ir.store(ir.constInt(0, S32), i);
                loop(ir, "for",
                        () -> condRegion(ir, () -> ir.cmp("lt", ir.load(i), a.get(0))),
                        () -> { ir.store(ir.unary("inc", ir.load(i)), i); ir.yield(null); },
                        () -> {
                            cirIf(ir, ir.cmp("eq", ir.load(i), ir.constInt(3, S32)), () -> ir.yield("continue"), null);
                            cirIf(ir, ir.cmp("eq", ir.load(i), ir.constInt(7, S32)), () -> ir.yield("break"), null);
                            ir.store(ir.binop("add", ir.load(s), ir.load(i)), s);
                            ir.yield(null);
                        });
                ir.yield(null);
            });
            ir.ret(ir.load(s));
        });
        new CirFlattenCFGPass().run(ir.module);
        Operation f = ir.module.collect("cir.func").get(0);
        List<String> all = allNames(ir.module);
        for (String n : List.of("cir.loop", "cir.if", "cir.scope", "cir.yield")) assertFalse(all.contains(n), n + " left in " + f);
        Region body = f.region(0);
        // every block ends in a branch or return, and all branch targets are blocks of the function body
        for (Block b : body.blocks()) {
            Operation t = b.last();
            assertTrue(Set3.of("cir.br", "cir.brcond", "cir.return").contains(t.name()), "block ends in " + t.name());
            for (Block s : t.successors()) assertSame(body, s.parent());
        }
        Simulator sim = new Simulator(f);
        assertEquals(0 + 1 + 2 + 4 + 5 + 6, sim.run(100));
        assertEquals(0 + 1 + 2, sim.run(3));
        assertEquals(0 + 1 + 2 + 4, sim.run(5));
        assertEquals(0, sim.run(0));
        // and the direct path continues with convert-cir-to-llvm
        new ConvertCirToLLVMPass().run(ir.module);
        List<String> lowered = allNames(ir.module);
        assertTrue(lowered.contains("cf.cond_br") && lowered.contains("cf.br"), lowered.toString());
        assertTrue(lowered.stream().noneMatch(n -> n.startsWith("cir.")));
        Simulator lsim = new Simulator(ir.module.collect("func.func").get(0));
        assertEquals(0 + 1 + 2 + 4 + 5 + 6, lsim.run(100));
        assertEquals(0 + 1 + 2 + 4, lsim.run(5));
    }

    @Test
    void whileAndDoWhileEntries() {
        // int g(int n) { int k = 0; do { k++; } while (k < n); return k; }
        CirIR ir = new CirIR();
        ir.func("g", fn(S32, S32), a -> {
            Value k = ir.alloca(S32, "k", 4);
            ir.store(ir.constInt(0, S32), k);
            loop(ir, "dowhile",
                    () -> condRegion(ir, () -> ir.cmp("lt", ir.load(k), a.get(0))),
                    () -> ir.yield(null),
                    () -> { ir.store(ir.unary("inc", ir.load(k)), k); ir.yield(null); });
            ir.ret(ir.load(k));
        });
        new CirFlattenCFGPass().run(ir.module);
        Simulator sim = new Simulator(ir.module.collect("cir.func").get(0));
        assertEquals(1, sim.run(0));     // do-while runs the body once
        assertEquals(5, sim.run(5));
    }

    @Test
    void ternaryAndScopeResultsBecomeBlockArguments() {
        // int t(int x) { return x > 0 ? x : -x; }
        CirIR ir = new CirIR();
        ir.func("t", fn(S32, S32), a -> {
            Value c = ir.cmp("gt", a.get(0), ir.constInt(0, S32));
            Operation tern = ir.b.create("cir.ternary", List.of(c), List.of(S32), Map.of(), 2);
            ir.b.buildRegion(tern.region(0), () -> ir.yield(null, a.get(0)));
            ir.b.buildRegion(tern.region(1), () -> ir.yield(null, ir.unary("minus", a.get(0))));
            ir.ret(tern.result(0));
        });
        new CirFlattenCFGPass().run(ir.module);
        Operation f = ir.module.collect("cir.func").get(0);
        Block last = f.region(0).blocks().get(f.region(0).numBlocks() - 1);
        assertEquals(1, last.numArguments());
        assertEquals(S32, last.argument(0).type());
        assertSame(last.argument(0), last.last().operand(0));
        Simulator sim = new Simulator(f);
        assertEquals(5, sim.run(-5));
        assertEquals(4, sim.run(4));
    }

    @Test
    void switchWithFallthroughAnyofAndDefault() {
        // switch (x) { case 1: r = 10; /* fallthrough */ case 2: case 3: r += 1; break; default: r = -1; }
        CirIR ir = new CirIR();
        ir.func("sw", fn(S32, S32), a -> {
            Value r = ir.alloca(S32, "r", 4);
            ir.store(ir.constInt(0, S32), r);
            BuiltinAttrs.ArrayAttr cases = new BuiltinAttrs.ArrayAttr(List.of(
                    new BuiltinAttrs.DictionaryAttr(Map.of("kind", new EnumAttr("cir", "case_kind", "equal"), "value", new CirAttrs.IntAttr(1, S32))),
                    new BuiltinAttrs.DictionaryAttr(Map.of("kind", new EnumAttr("cir", "case_kind", "anyof"),
                            "value", new BuiltinAttrs.ArrayAttr(List.of(new CirAttrs.IntAttr(2, S32), new CirAttrs.IntAttr(3, S32))))),
                    new BuiltinAttrs.DictionaryAttr(Map.of("kind", new EnumAttr("cir", "case_kind", "default")))));
            Operation sw = ir.b.create("cir.switch", List.of(a.get(0)), List.of(), Map.of("cases", cases), 3);
            ir.b.buildRegion(sw.region(0), () -> { ir.store(ir.constInt(10, S32), r); ir.yield("fallthrough"); });
            ir.b.buildRegion(sw.region(1), () -> { ir.store(ir.binop("add", ir.load(r), ir.constInt(1, S32)), r); ir.yield("break"); });
            ir.b.buildRegion(sw.region(2), () -> { ir.store(ir.constInt(-1, S32), r); ir.yield("break"); });
            ir.ret(ir.load(r));
        });
        new CirFlattenCFGPass().run(ir.module);
        assertTrue(ir.module.collect("cir.switch").isEmpty());
        Simulator sim = new Simulator(ir.module.collect("cir.func").get(0));
        assertEquals(11, sim.run(1));
        assertEquals(1, sim.run(2));
        assertEquals(1, sim.run(3));
        assertEquals(-1, sim.run(9));
    }

    @Test
    void earlyReturnInsideNestedRegions() {
        // int e(int n) { while (1) { if (n > 3) return n; n++; } }
        CirIR ir = new CirIR();
        ir.func("e", fn(S32, S32), a -> {
            Value p = ir.alloca(S32, "n", 4);
            ir.store(a.get(0), p);
            loop(ir, "while", () -> ir.yield("continue"), () -> ir.yield(null), () -> {
                cirIf(ir, ir.cmp("gt", ir.load(p), ir.constInt(3, S32)), () -> ir.ret(ir.load(p)), null);
                ir.store(ir.unary("inc", ir.load(p)), p);
                ir.yield(null);
            });
            ir.b.create("cir.unreachable", List.of(), List.of(), Map.of());
        });
        new CirFlattenCFGPass().run(ir.module);
        Simulator sim = new Simulator(ir.module.collect("cir.func").get(0));
        assertEquals(4, sim.run(0));
        assertEquals(9, sim.run(9));
    }

    @Test
    void strayBreakIsAnError() {
        CirIR ir = new CirIR();
        ir.func("bad", fn(CirTypes.VOID, CirTypes.BOOL), a -> {
            cirIf(ir, a.get(0), () -> ir.yield("break"), null);
            ir.ret();
        });
        assertThrows(PassFailure.class, () -> new CirFlattenCFGPass().run(ir.module));
    }

    private static final class Set3 {
        static java.util.Set<String> of(String... s) { return java.util.Set.of(s); }
    }
}
