package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.*;
import org.eclipse.cdt.core.dom.ast.gnu.c.IGCCASTArrayRangeDesignator;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.TreeMap;

/**
 * An initializer resolved against the object it initializes (C11 6.7.9): braces, brace
 * elision and designators are resolved into a tree indexed by array element / record field.
 */
public sealed interface InitTree {
    CType type();

    /** A scalar (or whole-record) expression. */
    record Expr(IASTExpression expr, CType type) implements InitTree {}

    /** A string literal initializing a character array. */
    record Str(Literals.StringLit lit, CType type) implements InitTree {}

    /** An aggregate: children by array index or record field index. */
    record Agg(TreeMap<Long, InitTree> children, CType type) implements InitTree {
        Agg(CType type) { this(new TreeMap<>(), type); }
    }

    /**
     * C++: a member initialized as a constructor's mem-initializer initializes it (SemaAggregates): a constructor call,
     * a class prvalue built in place, a default member initializer of class type.
     */
    record Member(SemaCXX.MemberInit init, CType type) implements InitTree {}

    /** Builds the tree for an object of type {@code t}; incomplete array types get their length. */
    static InitTree build(Sema sema, CType t, IASTInitializerClause clause) {
        return build(sema, t, clause, false);
    }

    /** The same for an object of automatic storage duration (a flexible array member may not be initialized). */
    static InitTree build(Sema sema, CType t, IASTInitializerClause clause, boolean automatic) {
        // built once, by the Sema walk, for the declaration's type (an incomplete array's or its completion)
        InitTree done = sema.results.initializer(clause, t);
        if (done != null) return done;
        InitTree tree = new Builder(sema, automatic).top(t, clause);
        if (sema.cxx != null && sema.cxx.exceptionsEnabled && clause != null) SemaAggregates.recordUnwind(sema, tree, clause);
        sema.results.recordInitializer(clause, t, tree);
        return tree;
    }

    final class Builder {
        private final Sema sema;

        private final boolean automatic;

        Builder(Sema sema, boolean automatic) { this.sema = sema; this.automatic = automatic; }

        /** How many {@link #top} calls are active: 0 for the declaration's own initializer. */
        private int depth;

        /** The types whose initializers enclose the current one (outermost first). */
        private final java.util.Deque<CType> enclosing = new ArrayDeque<>();

        InitTree top(CType t, IASTInitializerClause c) {
            // only a flexible array member has an incomplete array type below the top level; a static
            // object's may be initialized (GNU: the global grows, CIRGenModule), an automatic one's not,
            // nor one inside an array element (gcc's errors)
            if (depth > 0 && Types.unqual(t) instanceof CType.Array fa && fa.length() < 0 && !fa.vla()
                    && !(c instanceof IASTInitializerList el && el.getClauses().length == 0)) {
                boolean inArray = enclosing.stream().anyMatch(e -> Types.unqual(e) instanceof CType.Array);
                if (automatic || inArray) {
                    sema.error(c, automatic ? "non-static initialization of a flexible array member"
                            : "initialization of flexible array member in a nested context");
                    return new Agg(new CType.Array(fa.element(), 0));
                }
            }
            depth++;
            enclosing.addLast(t);
            try {
                return topAt(t, c);
            } finally {
                enclosing.removeLast();
                depth--;
            }
        }

        /** The innermost initializer being built (where an empty list's members are initialized). */
        private IASTNode site;

        private InitTree topAt(CType t, IASTInitializerClause c) {
            IASTNode saved = site;
            site = c;
            try {
                return topAtSite(t, c);
            } finally {
                site = saved;
            }
        }

        private InitTree topAtSite(CType t, IASTInitializerClause c) {
            // char s[] = {"abc"}: a brace-enclosed string literal initializes the array itself
            if (c instanceof IASTInitializerList l && l.getClauses().length == 1 && stringFor(t, l.getClauses()[0]) != null)
                return topAtSite(t, l.getClauses()[0]);   // the same object, not a member
            if (c instanceof IASTInitializerList l) {
                CType tt = completeArray(t, l);
                Agg a = new Agg(tt);
                if (sema.cxx != null && Types.unqual(tt) instanceof CType.Complex ct && l.getClauses().length == 2
                        && l.getClauses()[0] instanceof IASTExpression re && l.getClauses()[1] instanceof IASTExpression im) {
                    // g++: _Complex double z{1.0, 2.0};, complex's _M_value{__r, __i}: the real and imaginary parts
                    // (C, as gcc: the second is an excess element of a scalar)
                    a.children().put(0L, top(ct.element(), re));
                    a.children().put(1L, top(ct.element(), im));
                    return a;
                }
                if (!Types.isAggregate(tt) && !Types.isVector(tt)) {
                    // scalar in braces: { 5 }
                    IASTInitializerClause[] cl = l.getClauses();
                    if (cl.length == 0) return new Agg(tt);
                    if (cl.length > 1) sema.warning(cl[1], "excess elements in scalar initializer");
                    if (cl[0] instanceof ICASTDesignatedInitializer d && d.getDesignators().length > 0) {
                        // int x = { .a = 1 };  int y = { [1] = 2 };
                        ICASTDesignator first = d.getDesignators()[0];
                        sema.error(first, first instanceof ICASTFieldDesignator
                                ? "field designator cannot initialize a non-struct, non-union type '" + tt + "'"
                                : "array designator cannot initialize non-array type '" + tt + "'");
                        return new Agg(tt);
                    }
                    return top(tt, cl[0]);
                }
                fill(a, tt, new ArrayDeque<>(List.of(l.getClauses())), true);
                return a;
            }
            IASTExpression e = (IASTExpression) c;
            if (jcirc.frontend.sema.UnionCasts.unionCast(sema, e) instanceof IASTCastExpression uc) {
                // GNU union U u = (union U) x;  -- as {.member = x}
                RecordDef.Field f = jcirc.frontend.sema.UnionCasts.member(t, sema.rvalueType(uc.getOperand()));
                Agg a = new Agg(t);
                a.children().put((long) f.index(), top(f.type(), uc.getOperand()));
                return a;
            }
            Literals.StringLit s = stringFor(t, e);
            if (s != null) {
                CType tt = t;
                if (Types.unqual(t) instanceof CType.Array arr && arr.length() < 0) tt = new CType.Array(arr.element(), s.length() + 1);
                else if (Types.unqual(t) instanceof CType.Array arr && !arr.vla() && s.length() > arr.length())   // char s[3] = "abcd";
                    sema.warning(e, "initializer-string for char array is too long");
                return new Str(s, tt);
            }
            if (Types.isArray(t)) {
                sema.error(e, "array initializer must be an initializer list");
            }
            if (sema.cxx != null && e.getParent() instanceof IASTInitializerList) CxxNarrowing.check(sema, e, t);   // C++: {2.5} for an int
            return new Expr(e, t);
        }

        private CType completeArray(CType t, IASTInitializerList l) {
            if (Types.unqual(t) instanceof CType.Array a && a.length() < 0) {
                return new CType.Array(a.element(), jcirc.frontend.sema.InitLayout.arrayLengthFromList(sema, l, a.element()));
            }
            return t;
        }

        /** A string literal (possibly parenthesised) initializing a char array of matching element type. */
        Literals.StringLit stringFor(CType t, IASTInitializerClause c) {
            if (!(Types.unqual(t) instanceof CType.Array a) || !Types.isInteger(a.element())) return null;
            IASTInitializerClause x = c;
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (x instanceof IASTLiteralExpression lit && lit.getKind() == IASTLiteralExpression.lk_string_literal) {
                return Literals.parseString(new String(lit.getValue()));
            }
            return null;
        }

        private long count(CType t) {
            CType u = Types.unqual(t);
            if (u instanceof CType.Array a) return a.length() < 0 ? Long.MAX_VALUE : a.length();
            if (u instanceof CType.Record r) return r.def().fields().size();
            if (u instanceof CType.Vector v) return v.length();
            return 1;
        }

        private CType subType(CType t, long i) {
            CType u = Types.unqual(t);
            if (u instanceof CType.Array a) return a.element();
            if (u instanceof CType.Vector v) return v.element();
            RecordDef.Field f = ((CType.Record) u).def().fields().get((int) i);
            return f.type();
        }

        private boolean skippable(CType t, long i) {
            if (Types.unqual(t) instanceof CType.Record r) {
                RecordDef.Field f = r.def().fields().get((int) i);
                return f.name() == null && f.isBitField();
            }
            return false;
        }

        /** Fills an aggregate from the queue; {@code braced} when the aggregate has its own braces. */
        void fill(Agg node, CType t, Deque<IASTInitializerClause> q, boolean braced) {
            IASTInitializerClause at = q.peek();
            fillFrom(node, t, q, braced);
            if (sema.cxx == null) return;
            // C++: members without a clause get their default member initializers or default constructors (SemaAggregates)
            if (SemaAggregates.completing(sema, t) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c) {
                SemaAggregates.complete(sema, c, node, t, at != null ? at : site);
            } else if (Types.unqual(t) instanceof CType.Array arr && arr.length() > 0
                    && SemaAggregates.completing(sema, arr.element()) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType ec) {
                for (long i = 0; i < arr.length(); i++) {   // B a[3] = {{1}}: a[1] and a[2] from {}
                    if (node.children().containsKey(i)) continue;
                    Agg e = new Agg(arr.element());
                    SemaAggregates.complete(sema, ec, e, arr.element(), at != null ? at : site);
                    if (!e.children().isEmpty()) node.children().put(i, e);
                }
            }
        }

        private void fillFrom(Agg node, CType t, Deque<IASTInitializerClause> q, boolean braced) {
            SortedAppends run = new SortedAppends(node.children());   // the children in order, built at once
            try {
                fillFrom(node, t, q, braced, run);
            } finally {
                run.flush();
            }
        }

        private void fillFrom(Agg node, CType t, Deque<IASTInitializerClause> q, boolean braced, SortedAppends run) {
            long index = 0;
            long n = count(t);
            boolean union = Types.unqual(t) instanceof CType.Record r && r.isUnion();
            while (!q.isEmpty()) {
                IASTInitializerClause c = q.peek();
                if (c instanceof ICASTDesignatedInitializer d) {
                    if (!braced) return;
                    q.poll();
                    run.flush();
                    index = designated(node, t, d.getDesignators(), 0, d.getOperand()) + 1;
                    if (union) index = n;
                    continue;
                }
                while (index < n && skippable(t, index)) index++;
                if (index >= n) {
                    if (!braced) return;
                    sema.warning(c, "excess elements in " + (Types.isArray(t) ? "array" : Types.isRecord(t) ? "struct" : "scalar") + " initializer");
                    q.poll();
                    continue;
                }
                CType st = subType(t, index);
                if (sema.cxx != null && Types.unqual(t) instanceof CType.Record r && r.def().hasReferenceMembers()
                        && SemaReferenceMembers.aggregateField(r, index) != null) {
                    // C++: {x, 1} with a reference member: the clause binds it (SemaReferenceMembers)
                    InitTree m = SemaReferenceMembers.aggregate(sema, r, SemaReferenceMembers.aggregateField(r, index), q.poll());
                    if (m != null) run.add(index, m);
                    index++;
                    continue;
                }
                if (sema.cxx != null && Types.unqual(t) instanceof CType.Record r && !r.isUnion() && Types.isArray(st)
                        && q.peek() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il
                        && SemaAggregates.arrayMember(sema, t, r.def().fields().get((int) index), il) instanceof InitTree m) {
                    // C++: {{T(1), 2}, 3} with an array member of a class with constructors: per element (SemaArrayObjects)
                    q.poll();
                    node.children().put(index, m);
                    index++;
                    continue;
                }
                if (sema.cxx != null && Types.unqual(t) instanceof CType.Record r && !r.isUnion()
                        && (SemaAggregates.constructed(sema, st) || SemaAggregates.prvalueWithDestructor(sema, st, q.peek()))) {
                    // C++: {"x", 1} with a member of a class with constructors: the clause copy-initializes that member
                    InitTree m = SemaAggregates.member(sema, t, r.def().fields().get((int) index), q.poll());
                    if (m != null) run.add(index, m);
                    index++;
                    continue;
                }
                run.add(index, element(st, q));
                index++;
                if (union) index = n;
            }
        }

        private InitTree element(CType st, Deque<IASTInitializerClause> q) {
            IASTInitializerClause c = q.peek();
            if (c instanceof IASTInitializerList l) {
                q.poll();
                return top(st, l);
            }
            if (Types.isAggregate(st) && stringFor(st, c) == null && !SemaMemberPointers.is(st)   // C++: a member pointer is a scalar
                    && !SemaAggregates.constructed(sema, st)   // C++: no brace elision into a class with constructors
                    && !(c instanceof IASTExpression e && Types.isRecord(st) && (Types.compatibleUnqual(sema.typeOf(e), st) || slices(sema, e, st)))) {
                Agg sub = new Agg(st);
                fill(sub, st, q, false);
                return sub;
            }
            q.poll();
            return top(st, c);
        }

        /** Applies a designator chain; returns the top-level index it designated. */
        private long designated(Agg node, CType t, ICASTDesignator[] ds, int k, IASTInitializerClause value) {
            ICASTDesignator d = ds[k];
            CType u = Types.unqual(t);
            long lo, hi;
            CType st;
            if (d instanceof ICASTFieldDesignator fd) {
                if (!(u instanceof CType.Record r)) { sema.error(fd, "field designator cannot initialize a non-struct, non-union type '" + t + "'"); return 0; }
                String name = fd.getName().toString();
                RecordDef.MemberPath p = r.def().lookup(name);
                if (p == null) { sema.error(fd, "field designator '" + name + "' does not refer to any field in type '" + t + "'"); return 0; }
                if (p.fields().size() > 1) {
                    // member of an anonymous struct/union: descend through it
                    RecordDef.Field outer = p.fields().get(0);
                    unionMember(node, t, outer.index());
                    Agg child = node.children().get((long) outer.index()) instanceof Agg a ? a : new Agg(outer.type());
                    node.children().put((long) outer.index(), child);
                    ICASTDesignator[] rest = ds;
                    designatedField(child, outer.type(), p.fields().subList(1, p.fields().size()), rest, k, value);
                    return outer.index();
                }
                lo = hi = p.last().index();
                st = p.last().type();
                unionMember(node, t, lo);
            } else if (d instanceof ICASTArrayDesignator ad) {
                if (!(u instanceof CType.Array)) { sema.error(ad, "array designator cannot initialize non-array type '" + t + "'"); return 0; }
                ConstValue v = sema.consts.eval(ad.getSubscriptExpression());
                if (!(v instanceof ConstValue.IntVal iv)) { sema.error(ad, "expression is not an integer constant expression"); return 0; }
                lo = hi = iv.value();
                st = ((CType.Array) u).element();
            } else if (d instanceof IGCCASTArrayRangeDesignator rd) {
                Long a = sema.consts.evalInt(rd.getRangeFloor()), b = sema.consts.evalInt(rd.getRangeCeiling());
                if (a == null || b == null || !(u instanceof CType.Array)) { sema.error(rd, "invalid array range designator"); return 0; }
                lo = a;
                hi = b;
                st = ((CType.Array) u).element();
            } else {
                return 0;
            }
            for (long i = lo; i <= hi; i++) {
                if (k == ds.length - 1) {
                    if (value instanceof IASTInitializerList || !Types.isAggregate(st) || stringFor(st, value) != null || SemaMemberPointers.is(st)
                            || (value instanceof IASTExpression e && Types.isRecord(st) && (Types.compatibleUnqual(sema.typeOf(e), st) || slices(sema, e, st)))) {
                        node.children().put(i, top(st, value));
                    } else {
                        Agg sub = new Agg(st);
                        fill(sub, st, new ArrayDeque<>(List.of(value)), false);
                        node.children().put(i, sub);
                    }
                } else {
                    Agg child = node.children().get(i) instanceof Agg a ? a : new Agg(st);
                    node.children().put(i, child);
                    designated(child, st, ds, k + 1, value);
                }
            }
            return hi;
        }

        /** A union holds one initialized member: the last one designated ({@code {.a = 1, .b = 2}} sets b). */
        private static void unionMember(Agg node, CType t, long index) {
            if (Types.unqual(t) instanceof CType.Record r && r.isUnion()) node.children().keySet().removeIf(i -> i != index);
        }

        private void designatedField(Agg node, CType t, List<RecordDef.Field> path, ICASTDesignator[] ds, int k, IASTInitializerClause value) {
            RecordDef.Field f = path.get(0);
            unionMember(node, t, f.index());
            if (path.size() == 1) {
                if (k == ds.length - 1) node.children().put((long) f.index(), top(f.type(), value));
                else {
                    Agg child = node.children().get((long) f.index()) instanceof Agg a ? a : new Agg(f.type());
                    node.children().put((long) f.index(), child);
                    designated(child, f.type(), ds, k + 1, value);
                }
                return;
            }
            Agg child = node.children().get((long) f.index()) instanceof Agg a ? a : new Agg(f.type());
            node.children().put((long) f.index(), child);
            designatedField(child, f.type(), path.subList(1, path.size()), ds, k, value);
        }
    }

    /** C++: an object of a class derived from the record {@code st} initializes it (slicing), not its first member. */
    private static boolean slices(Sema sema, IASTExpression e, CType st) {
        return sema.cxx != null && Types.unqual(sema.typeOf(e)) instanceof CType.Record f && Types.unqual(st) instanceof CType.Record t
                && jcirc.frontend.cxx.CxxInheritance.isProperBase(t.def(), f.def());
    }
}
