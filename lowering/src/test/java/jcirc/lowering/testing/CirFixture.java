package jcirc.lowering.testing;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;

import java.util.*;

/**
 * A small DSL over {@link Builder} that emits cir the way CIRGen does for C statements, so tests
 * can state a C shape ("while (n > 0) { ... }") and get the matching structured cir.
 */
public final class CirFixture {
    public static final Type S32 = CirTypes.S32, BOOL = CirTypes.BOOL;
    public final Operation module;
    public final Builder b = new Builder();
    private Block entry;

    public CirFixture() {
        module = Operation.create("builtin.module", List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
        module.region(0).addBlock();
    }

    /** Starts {@code cir.func @name(s32 x n) -> ret} and returns its arguments. */
    public List<BlockArgument> func(String name, int nargs, Type ret, Runnable body) {
        List<Type> ins = Collections.nCopies(nargs, S32);
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new StringAttr(name));
        attrs.put("function_type", new TypeAttr(new CirTypes.FuncType(ins, ret == null ? CirTypes.VOID : ret, false)));
        attrs.put("linkage", new EnumAttr("cir", "linkage", "external"));
        Operation f = Operation.create("cir.func", List.of(), List.of(), attrs, 1, Location.UNKNOWN);
        module.region(0).entryBlock().append(f);
        entry = f.region(0).addBlock(new Block(ins));
        b.setInsertionPointToEnd(entry);
        args = entry.arguments();
        body.run();
        return args;
    }

    public List<BlockArgument> args = List.of();

    /** Declares an external {@code cir.func @name(s32 x n) -> s32} (no body). */
    public void declare(String name, int nargs) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", new StringAttr(name));
        attrs.put("function_type", new TypeAttr(new CirTypes.FuncType(Collections.nCopies(nargs, S32), S32, false)));
        attrs.put("linkage", new EnumAttr("cir", "linkage", "external"));
        module.region(0).entryBlock().append(Operation.create("cir.func", List.of(), List.of(), attrs, 1, Location.UNKNOWN));
    }

    public Operation lastFunc() { return module.region(0).entryBlock().last(); }

    // ----- values -----
    public Value c(long v) {
        return b.createValue("cir.const", List.of(), S32, Map.of("value", new CirAttrs.IntAttr(v, S32)));
    }
    public Value var(String name) {
        Map<String, Attribute> a = new LinkedHashMap<>();
        a.put("allocaType", new TypeAttr(S32));
        a.put("name", new StringAttr(name));
        a.put("alignment", new IntegerAttr(4, BuiltinTypes.I64));
        return b.createValue("cir.alloca", List.of(), new CirTypes.PointerType(S32), a);
    }
    public Value load(Value p) { return b.createValue("cir.load", List.of(p), S32, Map.of()); }
    public void store(Value v, Value p) { b.create("cir.store", List.of(v, p), List.of(), Map.of()); }
    public Value bin(String kind, Value l, Value r) {
        return b.createValue("cir.binop", List.of(l, r), l.type(), Map.of("kind", new EnumAttr("cir", "binop_kind", kind)));
    }
    public Value cmp(String kind, Value l, Value r) {
        return b.createValue("cir.cmp", List.of(l, r), BOOL, Map.of("kind", new EnumAttr("cir", "cmp_kind", kind)));
    }
    public Value call(String callee, Value... args) {
        return b.createValue("cir.call", List.of(args), S32, Map.of("callee", new SymbolRefAttr(callee)));
    }
    /** {@code x = v} for variable pointer p. */
    public void set(Value p, long v) { store(c(v), p); }

    // ----- terminators -----
    public void yieldPlain() { b.create("cir.yield", List.of(), List.of(), Map.of()); }
    public void yieldKind(String kind) {
        b.create("cir.yield", List.of(), List.of(), Map.of("kind", new EnumAttr("cir", "yield_kind", kind)));
    }
    public void brk() { yieldKind("break"); }
    public void cont() { yieldKind("continue"); }
    public void ret(Value v) { b.create("cir.return", v == null ? List.of() : List.of(v), List.of(), Map.of()); }

    // ----- statements -----
    public void if_(Value cond, Runnable then, Runnable els) {
        Operation op = b.create("cir.if", List.of(cond), List.of(), Map.of(), 2);
        b.buildRegion(op.region(0), () -> { then.run(); endRegion(); });
        if (els != null) b.buildRegion(op.region(1), () -> { els.run(); endRegion(); });
    }

    public void scope(Runnable body) {
        Operation op = b.create("cir.scope", List.of(), List.of(), Map.of(), 1);
        b.buildRegion(op.region(0), () -> { body.run(); endRegion(); });
    }

    /** Adds a plain cir.yield unless the current block already ends with a terminator. */
    private void endRegion() {
        Operation l = b.insertionBlock().last();
        if (l == null || !(l.is("cir.yield") || l.is("cir.return"))) yieldPlain();
    }

    /** {@code cir.loop kind(cond : {cond; brcond}, step : {...}) {body}}; cond == null means "true". */
    public void loop(String kind, java.util.function.Supplier<Value> cond, Runnable step, Runnable body) {
        Operation op = b.create("cir.loop", List.of(), List.of(),
                Map.of("kind", new EnumAttr("cir", "loop_kind", kind)), 3);
        Region cr = op.region(0);
        b.buildRegion(cr, () -> {
            if (cond == null) { cont(); return; }
            Value c = cond.get();
            Block t = new Block(), f = new Block();
            Operation br = b.create("cir.brcond", List.of(c), List.of(),
                    Map.of("operandSegmentSizes", new DenseArrayAttr(BuiltinTypes.I32, List.of(1L, 0L, 0L))), 0, List.of(t, f));
            cr.addBlock(t);
            cr.addBlock(f);
            Builder.InsertPoint ip = b.save();
            b.setInsertionPointToEnd(t); cont();
            b.setInsertionPointToEnd(f); yieldPlain();
            b.restore(ip);
        });
        b.buildRegion(op.region(1), () -> { if (step != null) step.run(); yieldPlain(); });
        b.buildRegion(op.region(2), () -> { body.run(); endRegion(); });
    }

    public void whileLoop(java.util.function.Supplier<Value> cond, Runnable body) { loop("while", cond, null, body); }

    /** A switch case: kind equal/anyof/range/default, values, body ending in break/fallthrough/return. */
    public record Case(String kind, long[] values, Runnable body) {}

    public void switch_(Value x, Case... cases) {
        List<Attribute> cs = new ArrayList<>();
        for (Case k : cases) {
            List<Attribute> vals = new ArrayList<>();
            for (long v : k.values()) vals.add(new CirAttrs.IntAttr(v, x.type()));
            cs.add(new ArrayAttr(List.of(new EnumAttr("cir", "case_kind", k.kind()), new ArrayAttr(vals))));
        }
        Operation op = b.create("cir.switch", List.of(x), List.of(), Map.of("cases", new ArrayAttr(cs)), cases.length);
        for (int i = 0; i < cases.length; i++) {
            Case k = cases[i];
            b.buildRegion(op.region(i), () -> { k.body().run(); endRegion(); });
        }
    }

    public Value ternary(Value cond, java.util.function.Supplier<Value> t, java.util.function.Supplier<Value> f) {
        Operation op = b.create("cir.ternary", List.of(cond), List.of(S32), Map.of(), 2);
        b.buildRegion(op.region(0), () -> b.create("cir.yield", List.of(t.get()), List.of(), Map.of()));
        b.buildRegion(op.region(1), () -> b.create("cir.yield", List.of(f.get()), List.of(), Map.of()));
        return op.result(0);
    }
}
