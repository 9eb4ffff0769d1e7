package jcirc.dialect.cir;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.ArrayAttr;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cir.CirAttrs.IntAttr;
import jcirc.dialect.cir.CirTypes.FuncType;
import jcirc.ir.*;

import java.util.*;
import java.util.function.Consumer;

import static jcirc.dialect.cir.CirOps.*;

/** Builds cir test IR with the generic {@link Builder}: a module and helpers for the common ops. */
final class CirFixture {
    static final Type S32 = CirTypes.S32, S64 = CirTypes.S64, U8 = CirTypes.U8, U16 = CirTypes.U16, S8 = CirTypes.S8;
    static final Type BOOL = CirTypes.BOOL;

    final Operation module;
    final Builder b;

    CirFixture() {
        module = Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
        module.region(0).addBlock();
        b = new Builder(module.region(0).entryBlock());
    }

    static Map<String, Attribute> attrs(Object... kv) {
        Map<String, Attribute> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], (Attribute) kv[i + 1]);
        return m;
    }

    String print() { return AsmPrinter.print(module); }

    void verify() { Verifier.verify(module); }

    /** A function definition; {@code body} runs with the insertion point in the entry block. */
    Operation func(String name, FuncType ft, String linkage, Consumer<List<BlockArgument>> body) {
        Operation f = b.create(FUNC, List.of(), List.of(), attrs("sym_name", BuiltinAttrs.str(name),
                "function_type", BuiltinAttrs.type(ft), "linkage", CirEnums.LINKAGE.attr(linkage)), 1);
        if (body != null) b.buildRegion(f.region(0), ft.inputs(), body);
        return f;
    }

    Operation declare(String name, FuncType ft) { return func(name, ft, "external", null); }

    Operation global(String name, Type t, String linkage, Attribute init, boolean constant) {
        Map<String, Attribute> a = attrs("sym_name", BuiltinAttrs.str(name), "sym_type", BuiltinAttrs.type(t),
                "linkage", CirEnums.LINKAGE.attr(linkage));
        if (init != null) a.put("initial_value", init);
        if (constant) a.put("constant", BuiltinAttrs.UNIT);
        return b.create(GLOBAL, List.of(), List.of(), a);
    }

    Value alloca(Type t, String name, boolean init, long align) {
        Map<String, Attribute> a = attrs("allocaType", BuiltinAttrs.type(t), "name", BuiltinAttrs.str(name));
        if (init) a.put("init", BuiltinAttrs.UNIT);
        a.put("alignment", BuiltinAttrs.i64(align));
        return b.createValue(ALLOCA, List.of(), CirTypes.ptr(t), a);
    }

    Value constInt(long v, Type t) { return b.createValue(CONST, List.of(), t, attrs("value", new IntAttr(v, t))); }

    Value load(Value addr) { return b.createValue(LOAD, List.of(addr), ((CirTypes.PointerType) addr.type()).pointee(), Map.of()); }

    Operation store(Value v, Value addr) { return b.create(STORE, List.of(v, addr), List.of(), Map.of()); }

    Value binop(String kind, Value l, Value r) { return b.createValue(BINOP, List.of(l, r), l.type(), attrs("kind", CirEnums.BINOP_KIND.attr(kind))); }

    Value cmp(String kind, Value l, Value r) { return b.createValue(CMP, List.of(l, r), BOOL, attrs("kind", CirEnums.CMP_KIND.attr(kind))); }

    Value cast(String kind, Value v, Type to) { return b.createValue(CAST, List.of(v), to, attrs("kind", CirEnums.CAST_KIND.attr(kind))); }

    Operation ret(Value... v) { return b.create(RETURN, List.of(v), List.of(), Map.of()); }

    Operation yield(Value... v) { return b.create(YIELD, List.of(v), List.of(), Map.of()); }

    Operation yieldKind(String kind) { return b.create(YIELD, List.of(), List.of(), attrs("kind", CirEnums.YIELD_KIND.attr(kind))); }

    Operation call(String callee, Type result, Value... args) {
        return b.create(CALL, List.of(args), result == null ? List.of() : List.of(result), attrs("callee", BuiltinAttrs.sym(callee)));
    }

    /** cir.if with a then region (and an else region if {@code els} is non-null). */
    Operation ifOp(Value c, Runnable then, Runnable els) {
        Operation op = b.create(IF, List.of(c), List.of(), Map.of(), 2);
        b.buildRegion(op.region(0), then);
        if (els != null) b.buildRegion(op.region(1), els);
        return op;
    }

    Operation scope(List<Type> results, Runnable body) {
        Operation op = b.create(SCOPE, List.of(), results, Map.of(), 1);
        b.buildRegion(op.region(0), body);
        return op;
    }

    Operation loop(String kind, Runnable cond, Runnable step, Runnable body) {
        Operation op = b.create(LOOP, List.of(), List.of(), attrs("kind", CirEnums.LOOP_KIND.attr(kind)), 3);
        b.buildRegion(op.region(0), cond);
        b.buildRegion(op.region(1), step);
        b.buildRegion(op.region(2), body);
        return op;
    }

    /** The spec's cond region for a C condition: brcond to a `yield continue` block or a `yield` block. */
    void loopCondition(java.util.function.Supplier<Value> cond) {
        Value c = cond.get();
        Block entry = b.insertionBlock();
        Region r = entry.parent();
        Block body = new Block(), exit = new Block();
        r.addBlock(body);
        r.addBlock(exit);
        brcond(c, body, List.of(), exit, List.of());
        b.setInsertionPointToEnd(body);
        yieldKind("continue");
        b.setInsertionPointToEnd(exit);
        this.yield();
    }

    Operation brcond(Value c, Block t, List<Value> targs, Block f, List<Value> fargs) {
        List<Value> ops = new ArrayList<>();
        ops.add(c);
        ops.addAll(targs);
        ops.addAll(fargs);
        return b.create(BRCOND, ops, List.of(), attrs(OpDef.SEGMENTS_ATTR,
                new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, List.of(1L, (long) targs.size(), (long) fargs.size()))), 0, List.of(t, f));
    }

    Operation br(Block dest, Value... args) { return b.create(BR, List.of(args), List.of(), Map.of(), 0, List.of(dest)); }

    /** One switch case entry: kind and values of the condition's type. */
    static Attribute caseAttr(String kind, Type t, long... values) {
        List<Attribute> vs = new ArrayList<>();
        for (long v : values) vs.add(new IntAttr(v, t));
        return new ArrayAttr(List.of(CirEnums.CASE_KIND.attr(kind), new ArrayAttr(vs)));
    }

    static FuncType fn(Type ret, Type... inputs) { return new FuncType(List.of(inputs), ret, false); }

    static FuncType varfn(Type ret, Type... inputs) { return new FuncType(List.of(inputs), ret, true); }
}
