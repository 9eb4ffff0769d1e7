package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import java.util.Map;
import java.util.TreeMap;

/**
 * C++: an aggregate of static storage duration whose initializer is partly constant, as g++ —
 * <pre>
 *   int ar[2] = { 42, i };     // @ar = {42, 0} in the data section; the global constructor stores ar[1] = i
 * </pre>
 * The constant elements and members are part of the global's static initializer and only the others are stored by its
 * dynamic initialization ([basic.start.static]/3 lets an implementation initialize them statically; code run by an
 * earlier dynamic initializer sees them, as with g++). Arrays and non-union records without bit-fields, base classes
 * or members initialized by constructors only; anything else is wholly dynamic (zero, then the whole tree).
 */
public record PartialConstantInit(InitTree constants, InitTree.Agg dynamic) {

    /** The split of {@code tree} (the dynamic initializer of an object of type {@code t}), or null when it is not split. */
    static PartialConstantInit of(Sema sema, CType t, InitTree tree) {
        if (!(tree instanceof InitTree.Agg ag)) return null;
        InitTree.Agg c = new InitTree.Agg(ag.type()), d = new InitTree.Agg(ag.type());
        int[] counts = new int[2];   // constant leaves, dynamic leaves
        if (!split(sema, t, ag, c, d, counts) || counts[0] == 0 || counts[1] == 0) return null;
        return new PartialConstantInit(c, d);
    }

    private static boolean split(Sema sema, CType t, InitTree.Agg ag, InitTree.Agg constants, InitTree.Agg dynamic, int[] counts) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Record r && !splittable(r.def())) return false;
        if (!(u instanceof CType.Array) && !(u instanceof CType.Record)) return false;
        for (Map.Entry<Long, InitTree> e : ag.children().entrySet()) {
            CType ct = u instanceof CType.Array a ? a.element() : ((CType.Record) u).def().fields().get(e.getKey().intValue()).type();
            switch (e.getValue()) {
                case InitTree.Str s -> { constants.children().put(e.getKey(), s); counts[0]++; }
                case InitTree.Expr x when Types.isScalar(ct) && !SemaMemberPointers.is(ct) && sema.consts.eval(x.expr()) != null -> {
                    constants.children().put(e.getKey(), x);
                    counts[0]++;
                }
                case InitTree.Expr x when defaultMemberInitializer(x.expr()) -> { return false; }   // D d = {4}; twice = a * 2 names the object
                case InitTree.Expr x -> { dynamic.children().put(e.getKey(), x); counts[1]++; }
                case InitTree.Agg inner -> {
                    InitTree.Agg c = new InitTree.Agg(inner.type()), d = new InitTree.Agg(inner.type());
                    if (!split(sema, ct, inner, c, d, counts)) return false;
                    if (!c.children().isEmpty()) constants.children().put(e.getKey(), c);
                    if (!d.children().isEmpty()) dynamic.children().put(e.getKey(), d);
                }
                case InitTree.Member m -> { return false; }
            }
        }
        return true;
    }

    /** An expression of a class's default member initializer: it may name the object's members (this), known only to the whole initialization. */
    private static boolean defaultMemberInitializer(org.eclipse.cdt.core.dom.ast.IASTNode n) {
        for (; n != null; n = n.getParent())
            if (n instanceof org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier) return true;
        return false;
    }

    private static boolean splittable(RecordDef def) {
        if (def.isUnion() || !def.bases().isEmpty()) return false;
        for (RecordDef.Field f : def.fields()) if (f.isBitField() || f.name() == null) return false;
        return true;
    }

    /** An empty tree, for the static part of nothing. */
    static InitTree.Agg empty(CType t) { return new InitTree.Agg(new TreeMap<>(), t); }
}
