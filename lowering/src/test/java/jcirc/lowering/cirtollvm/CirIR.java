package jcirc.lowering.cirtollvm;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.dialect.builtin.BuiltinDialect;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** A small builder of cir test IR (attribute names as in the cir spec). */
public final class CirIR {
    public final Operation module = Operation.create(BuiltinDialect.MODULE, List.of(), List.of(), Map.of(), 1, Location.UNKNOWN);
    public final Builder b = new Builder();

    public CirIR() {
        module.region(0).addBlock();
        b.setInsertionPointToEnd(module.region(0).entryBlock());
    }

    public Operation func(String name, CirTypes.FuncType ft, Consumer<List<BlockArgument>> body) {
        return func(name, ft, null, body);
    }

    public Operation func(String name, CirTypes.FuncType ft, String linkage, Consumer<List<BlockArgument>> body) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        attrs.put("sym_name", BuiltinAttrs.str(name));
        attrs.put("function_type", BuiltinAttrs.type(ft));
        attrs.put("linkage", new EnumAttr("cir", "linkage", linkage == null ? "external" : linkage));
        Operation f = b.create("cir.func", List.of(), List.of(), attrs, 1);
        if (body != null) b.buildRegion(f.region(0), ft.inputs(), body);
        return f;
    }

    public static CirTypes.FuncType fn(Type ret, Type... args) { return new CirTypes.FuncType(List.of(args), ret, false); }

    public Value alloca(Type t, String name, long align) {
        return b.createValue("cir.alloca", List.of(), CirTypes.ptr(t), Map.of("allocaType", BuiltinAttrs.type(t),
                "name", BuiltinAttrs.str(name), "alignment", BuiltinAttrs.i64(align)));
    }

    public Value constInt(long v, Type t) {
        return b.createValue("cir.const", List.of(), t, Map.of("value", new CirAttrs.IntAttr(v, t)));
    }

    public Value constAttr(CirAttrs.CirTypedAttr a) {
        return b.createValue("cir.const", List.of(), a.type(), Map.of("value", a));
    }

    public void store(Value v, Value p) { b.create("cir.store", List.of(v, p), List.of(), Map.of()); }

    public Value load(Value p) {
        return b.createValue("cir.load", List.of(p), ((CirTypes.PointerType) p.type()).pointee(), Map.of());
    }

    public Value binop(String kind, Value l, Value r) {
        return b.createValue("cir.binop", List.of(l, r), l.type(), Map.of("kind", new EnumAttr("cir", "binop_kind", kind)));
    }

    public Value unary(String kind, Value x) {
        return b.createValue("cir.unary", List.of(x), x.type(), Map.of("kind", new EnumAttr("cir", "unary_kind", kind)));
    }

    public Value cmp(String kind, Value l, Value r) {
        return b.createValue("cir.cmp", List.of(l, r), CirTypes.BOOL, Map.of("kind", new EnumAttr("cir", "cmp_kind", kind)));
    }

    public Value cast(String kind, Value x, Type to) {
        return b.createValue("cir.cast", List.of(x), to, Map.of("kind", new EnumAttr("cir", "cast_kind", kind)));
    }

    public void ret(Value... vs) { b.create("cir.return", List.of(vs), List.of(), Map.of()); }

    public Operation yield(String kind, Value... vs) {
        Map<String, Attribute> attrs = kind == null ? Map.of() : Map.of("kind", new EnumAttr("cir", "yield_kind", kind));
        return b.create("cir.yield", List.of(vs), List.of(), attrs);
    }

    /** Names of the ops of a block, in order. */
    public static List<String> names(Block bl) {
        List<String> r = new ArrayList<>();
        for (Operation o : bl.operations()) r.add(o.name());
        return r;
    }

    /** Names of every op nested in {@code root} (pre-order, excluding root). */
    public static List<String> allNames(Operation root) {
        List<String> r = new ArrayList<>();
        root.walkPreOrder(o -> { if (o != root) r.add(o.name()); });
        return r;
    }
}
