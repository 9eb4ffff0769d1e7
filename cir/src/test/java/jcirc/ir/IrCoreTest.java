package jcirc.ir;

import jcirc.ir.BuiltinAttrs;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.pass.*;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/** The generic IR: building, use lists, mutation, cloning, printing, verification and rewriting. */
class IrCoreTest {
    static final BuiltinTypes.IntegerType I32 = BuiltinTypes.I32;

    @BeforeAll
    static void declareTestOps() {
        if (OpRegistry.lookup("test.core_const") != null) return;
        OpDef.op("test.core_const").attr("value", BuiltinAttrs.IntegerAttr.class).result("res")
             .traits(Trait.PURE, Trait.CONSTANT_LIKE).format("$value attr-dict `:` type($res)").register();
        OpDef.op("test.core_add").operand("lhs").operand("rhs").result("res")
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$lhs `,` $rhs attr-dict `:` type($res)").register();
        OpDef.op("test.core_ret").variadicOperand("vals").traits(Trait.TERMINATOR)
             .format("attr-dict ($vals^ `:` type($vals))?").register();
        OpDef.op("test.core_br").variadicOperand("args").successor("dest").traits(Trait.TERMINATOR)
             .format("$dest attr-dict").register();
        OpDef.op("test.core_scope").region("body").traits(Trait.SINGLE_BLOCK)
             .format("$body attr-dict").register();
        OpDef.op("test.core_func").region("body").format("$body attr-dict").register();
        OpDef.op("test.core_yield").traits(Trait.TERMINATOR).parents("test.core_scope").format("attr-dict").register();
    }

    static Operation module() {
        Operation m = Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
        m.region(0).addBlock();
        return m;
    }

    static Value constant(Builder b, long v) {
        return b.createValue("test.core_const", List.of(), I32, Map.of("value", BuiltinAttrs.i32(v)));
    }

    @Test
    void buildsAndPrintsCustomForms() {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        Value c1 = constant(b, 40);
        Value c2 = constant(b, 2);
        Value sum = b.createValue("test.core_add", List.of(c1, c2), I32, Map.of());
        b.create("test.core_ret", List.of(sum), List.of(), Map.of());
        Verifier.verify(m);
        assertEquals("""
                module {
                  %0 = test.core_const 40 : i32 : i32
                  %1 = test.core_const 2 : i32 : i32
                  %2 = test.core_add %0, %1 : i32
                  test.core_ret %2 : i32
                }
                """, AsmPrinter.print(m));
        assertEquals("""
                "builtin.module"() ({
                  %0 = "test.core_const"() <{value = 40 : i32}> : () -> i32
                  %1 = "test.core_const"() <{value = 2 : i32}> : () -> i32
                  %2 = "test.core_add"(%0, %1) : (i32, i32) -> i32
                  "test.core_ret"(%2) : (i32) -> ()
                }) : () -> ()
                """, AsmPrinter.print(m, AsmPrinter.Options.GENERIC));
    }

    @Test
    void useListsFollowMutation() {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        Value a = constant(b, 1);
        Value c = constant(b, 2);
        Operation add = b.create("test.core_add", List.of(a, a), List.of(I32), Map.of());
        assertEquals(2, a.uses().size());
        add.setOperand(1, c);
        assertEquals(1, a.uses().size());
        assertEquals(1, c.uses().size());
        a.replaceAllUsesWith(c);
        assertFalse(a.hasUses());
        assertEquals(List.of(c, c), add.operands());
        add.erase();
        assertFalse(c.hasUses());
        assertEquals(2, m.region(0).entryBlock().size());
    }

    @Test
    void splitBlockAndCloneKeepStructure() {
        Operation m = module();
        Block entry = m.region(0).entryBlock();
        Builder b = new Builder(entry);
        Value x = constant(b, 7);
        Operation add = b.create("test.core_add", List.of(x, x), List.of(I32), Map.of());
        b.create("test.core_ret", List.of(add.result()), List.of(), Map.of());
        Block tail = entry.splitBefore(add);
        assertEquals(1, entry.size());
        assertEquals(2, tail.size());
        assertSame(tail, add.parentBlock());
        assertEquals(2, m.region(0).numBlocks());

        Operation copy = m.clone();
        assertEquals(AsmPrinter.print(m, AsmPrinter.Options.GENERIC), AsmPrinter.print(copy, AsmPrinter.Options.GENERIC));
        Operation copiedAdd = copy.region(0).block(1).first();
        assertNotSame(add, copiedAdd);
        assertSame(copy.region(0).block(0).first().result(), copiedAdd.operand(0));
    }

    @Test
    void verifierReportsDominanceAndStructureErrors() {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        Operation add = b.create("test.core_add", List.of(), List.of(I32), Map.of());
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.render().contains("'test.core_add' op expected 2 operands, but found 0"), e.render());
        add.erase();

        Value late = Operation.create("test.core_const", List.of(), List.of(I32), Map.of("value", BuiltinAttrs.i32(1)), 0, Location.UNKNOWN).result();
        Operation use = b.create("test.core_add", List.of(late, late), List.of(I32), Map.of());
        b.insert(late.definingOp());
        e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.getMessage().contains("does not dominate"), e.getMessage());
        late.definingOp().moveBefore(use);
        Verifier.verify(m);

        Operation y = b.create("test.core_yield", List.of(), List.of(), Map.of());
        e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.getMessage().contains("expects parent op 'test.core_scope'"), e.getMessage());
        y.erase();

        Operation scope = b.create("test.core_scope", List.of(), List.of(), Map.of(), 1);
        b.buildRegion(scope.region(0), () -> constant(b, 3));
        e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.getMessage().contains("block with no terminator"), e.getMessage());
    }

    @Test
    void verifierChecksSuccessorArgumentsAcrossBlocks() {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        Operation fn = b.create("test.core_func", List.of(), List.of(), Map.of(), 1);
        Block entry = fn.region(0).addBlock();
        Block second = fn.region(0).addBlock();
        b.setInsertionPointToEnd(entry);
        Value v = constant(b, 1);
        b.create("test.core_br", List.of(), List.of(), Map.of(), 0, List.of(second));
        b.setInsertionPointToEnd(second);
        b.create("test.core_ret", List.of(v), List.of(), Map.of());
        Verifier.verify(m);   // entry dominates second
        assertTrue(AsmPrinter.print(m).contains("test.core_br ^bb1"));
    }

    @Test
    void greedyDriverFoldsToFixedPoint() {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        Value s = constant(b, 1);
        for (int i = 0; i < 5; i++) s = b.createValue("test.core_add", List.of(s, constant(b, i)), I32, Map.of());
        b.create("test.core_ret", List.of(s), List.of(), Map.of());
        RewritePattern fold = new RewritePattern() {
            public String rootName() { return "test.core_add"; }
            public boolean matchAndRewrite(Operation op, PatternRewriter rw) {
                Operation l = op.operand(0).definingOp(), r = op.operand(1).definingOp();
                if (l == null || r == null || !l.is("test.core_const") || !r.is("test.core_const")) return false;
                long v = ((BuiltinAttrs.IntegerAttr) l.attr("value")).longValue() + ((BuiltinAttrs.IntegerAttr) r.attr("value")).longValue();
                rw.replaceOp(op, constant(rw, v));
                return true;
            }
        };
        assertTrue(new GreedyRewriteDriver(List.of(fold)).apply(m));
        assertEquals("""
                module {
                  %0 = test.core_const 11 : i32 : i32
                  test.core_ret %0 : i32
                }
                """, AsmPrinter.print(m));
    }

    /** An op without attributes, regions or successors holds no containers for them; adding them later works as before. */
    @Test
    void opsGainAttributesRegionsAndSuccessorsAfterCreation() {
        Operation op = Operation.create("test.core_func", List.of(), List.of(), null, 0, Location.UNKNOWN);
        assertEquals(Map.of(), op.attributes());
        assertNull(op.attr("x"));
        assertFalse(op.hasAttr("x"));
        assertNull(op.removeAttr("x"));
        assertEquals(0, op.numRegions());
        assertEquals(List.of(), op.regions());
        assertEquals(0, op.numSuccessors());
        assertEquals(List.of(), op.successors());
        op.setAttr("b", BuiltinAttrs.i32(2));
        op.setAttr("a", BuiltinAttrs.i32(1));
        assertEquals(List.of("b", "a"), List.copyOf(op.attributes().keySet()));   // insertion order, as before
        Block body = op.addRegion().addBlock();
        Builder b = new Builder(body);
        Value c = constant(b, 7);
        b.create("test.core_ret", List.of(c), List.of(), Map.of());
        assertEquals(1, op.numRegions());
        List<String> seen = new java.util.ArrayList<>();
        op.walk(o -> seen.add(o.name()));
        assertEquals(List.of("test.core_const", "test.core_ret", "test.core_func"), seen);
        Operation copy = op.clone();
        assertEquals(AsmPrinter.printOp(op), AsmPrinter.printOp(copy));
        assertEquals(2, copy.attributes().size());
        copy.dropAllReferences();
        assertEquals(1, c.numUses());   // the copy's use of its own constant is gone, the original's stays
        assertTrue(op.inDialect("test"));
        assertFalse(op.inDialect("tes"));
        assertFalse(op.inDialect("test.core_func"));
        assertFalse(op.inDialect(""));
        assertTrue(Operation.create("nodot", List.of(), List.of(), Map.of(), 0, Location.UNKNOWN).inDialect(""));
    }

    @Test
    void unknownPassIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PassRegistry.parsePipeline("no-such-pass"));
        assertTrue(e.getMessage().contains("no-such-pass"));
    }

    /** A pass that adds an operand-less test.core_add (invalid) to the module, or does nothing. */
    private static Pass pass(String name, boolean breaksIr) {
        return new Pass() {
            @Override public String name() { return name; }

            @Override public void run(Operation module) {
                if (breaksIr) new Builder(module.region(0).entryBlock()).create("test.core_add", List.of(), List.of(I32), Map.of());
            }
        };
    }

    @Test
    void passManagerVerifiesAfterEachPassOrOnceAtTheEnd() {
        Operation m = module();
        PassManager each = new PassManager().add(pass("first", false)).add(pass("breaker", true)).add(pass("last", false));
        PassFailure e = assertThrows(PassFailure.class, () -> each.run(m));
        assertTrue(e.getMessage().contains("verification failed after pass 'breaker'"), e.getMessage());
        assertTrue(e.getMessage().contains("expected 2 operands"), e.getMessage());

        Operation m2 = module();
        boolean[] lastRan = {false};
        PassManager once = new PassManager().verifyEach(false).add(pass("breaker", true)).add(new Pass() {
            @Override public String name() { return "last"; }
            @Override public void run(Operation module) { lastRan[0] = true; }
        });
        e = assertThrows(PassFailure.class, () -> once.run(m2));
        assertTrue(lastRan[0], "without verify-each the passes after the broken one still run");
        assertTrue(e.getMessage().contains("verification failed after pipeline 'breaker,last'"), e.getMessage());
        assertTrue(e.getMessage().contains("expected 2 operands"), e.getMessage());

        new PassManager().verifyEach(false).add(pass("fine", false)).run(module()); // valid IR: no failure
    }

    /**
     * A local pass that logs "name:f" for each top-level op it processes (by its sym_name); "split" replaces
     * @b by @b1 and @b2 at its place, "declare" appends @decl at the end of the module while processing @a,
     * and each finish logs "name:finish".
     */
    private static LocalPass local(String name, List<String> log) {
        return new LocalPass() {
            @Override public String name() { return name; }

            @Override public Steps start(Operation module) {
                log.add(name + ":start");
                return new Steps() {
                    @Override public void run(Operation top) {
                        String sym = ((BuiltinAttrs.StringAttr) top.attr("sym_name")).value();
                        log.add(name + ":" + sym);
                        if (name.equals("split") && sym.equals("b")) {
                            Builder b = Builder.before(top);
                            b.create("test.core_func", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("b1")), 1);
                            b.create("test.core_func", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str("b2")), 1);
                            top.erase();
                        }
                        if (name.equals("declare") && sym.equals("a"))
                            new Builder(module.region(0).entryBlock()).create("test.core_func", List.of(), List.of(),
                                    Map.of("sym_name", BuiltinAttrs.str("decl")), 1);
                    }

                    @Override public void finish(Operation module) { log.add(name + ":finish"); }
                };
            }
        };
    }

    private static Operation functions(String... names) {
        Operation m = module();
        Builder b = new Builder(m.region(0).entryBlock());
        for (String n : names) b.create("test.core_func", List.of(), List.of(), Map.of("sym_name", BuiltinAttrs.str(n)), 1);
        return m;
    }

    @Test
    void perFunctionScheduleTakesEachTopLevelOpThroughAllLocalPasses() {
        List<String> perFunction = new java.util.ArrayList<>(), whole = new java.util.ArrayList<>();
        Operation m1 = functions("a", "b", "c"), m2 = functions("a", "b", "c");
        new PassManager().verifyEach(false).verifyAtEnd(false).perFunction(true)
                .add(local("declare", perFunction)).add(local("split", perFunction)).add(local("last", perFunction)).run(m1);
        assertEquals(List.of("declare:start", "split:start", "last:start",
                "declare:a", "split:decl", "last:decl", "split:a", "last:a",   // appended while processing @a: the later passes at once
                "declare:b", "split:b", "last:b1", "last:b2",                  // @b replaced by @b1, @b2: they go on
                "declare:c", "split:c", "last:c",
                "declare:finish", "split:finish", "last:finish"), perFunction);
        // the module schedule: pass by pass, each over the ops present when it starts
        new PassManager().verifyEach(false).verifyAtEnd(false)
                .add(local("declare", whole)).add(local("split", whole)).add(local("last", whole)).run(m2);
        assertEquals(List.of("declare:start", "declare:a", "declare:b", "declare:c", "declare:finish",
                "split:start", "split:a", "split:b", "split:c", "split:decl", "split:finish",
                "last:start", "last:a", "last:b1", "last:b2", "last:c", "last:decl", "last:finish"), whole);
        assertEquals(AsmPrinter.print(m2), AsmPrinter.print(m1), "the same module either way");
        // with verification the module schedule runs (it verifies the whole module)
        List<String> verified = new java.util.ArrayList<>();
        new PassManager().verifyEach(true).perFunction(true).add(local("declare", verified)).add(local("last", verified)).run(functions("a"));
        assertEquals(List.of("declare:start", "declare:a", "declare:finish", "last:start", "last:a", "last:decl", "last:finish"), verified);
    }
}
