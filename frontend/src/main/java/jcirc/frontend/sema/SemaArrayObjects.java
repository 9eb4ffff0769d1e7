package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalInitList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Arrays of class objects with constructors or destructors ([dcl.init.aggr], [class.dtor]; clang's
 * {@code CXXConstructExpr} of an array and {@code EmitCXXAggrConstructorCall}): which constructor each element
 * gets and which destructor destroys them, for locals, globals, static locals and {@code new[]}.
 * <ul>
 * <li>{@code S a[3];} — every element by the default constructor (a user-declared one, or the implicit one when it is
 *     non-trivial); clang's error when the class has none;
 * <li>{@code S a[4] = {S(1), 2, {3, 4}};} — the elements with an initializer by the constructor CDT's conversion
 *     picks (a converting constructor for {@code 2}, list-initialization for {@code {3, 4}}, the copy constructor
 *     for an lvalue of the class); the remaining ones value-initialized (the default constructor, or zero when it is
 *     trivial); nested braces for the dimensions of multi-dimensional arrays;
 * <li>the destructor (when non-trivial) that destroys the elements last-first.
 * </ul>
 * The element lists are flattened (row-major order over all dimensions); CIRGen ({@code CIRGenArrayObjects})
 * emits the explicit elements one by one and every run of default-constructed ones as a loop.
 */
public final class SemaArrayObjects {
    /**
     * One element's initialization: a constructor and its arguments; or (constructor null) a trivial copy of
     * {@code copyFrom}, or when it is a class prvalue, {@code copyFrom} built in the element; or, both null, value-initialization with a trivial default constructor (zero).
     */
    public record Element(Symbol constructor, List<IASTExpression> args, IASTExpression copyFrom) {}

    /**
     * An array of {@code count} objects of class type {@code element} (all dimensions flattened): the explicit element
     * initializations (null entries: default-constructed), then {@code count - explicit.size()} elements constructed by
     * {@code defaultCtor} (null: trivial), zeroed first when {@code zeroRest} (value-initialization); {@code dtor} (null: trivial) destroys them.
     */
    public record ArrayObject(CType element, long count, List<Element> explicit, Symbol defaultCtor, boolean zeroRest, Symbol dtor) {
        /** Does creating the array run code (a constructor call or zeroing)? */
        public boolean constructs() {
            if (defaultCtor != null && count != 0) return true;   // -1: new S[n]
            for (Element e : explicit) if (e != null) return true;
            return zeroRest;
        }
    }

    private final Sema sema;
    private final SemaSpecialMembers special;
    private final Map<IASTDeclarator, ArrayObject> arrays;

    SemaArrayObjects(Sema sema, SemaSpecialMembers special, Map<IASTDeclarator, ArrayObject> arrays) {
        this.sema = sema;
        this.special = special;
        this.arrays = arrays;
    }

    /** The array of objects declared by {@code d}, or null. */
    public ArrayObject get(IASTDeclarator d) { return arrays.get(d); }

    /** The element class of an array type (through all dimensions and cv-qualifiers), or null. */
    static ICPPClassType elementClass(IType t) { return ClassTraits.elementClass(t); }

    /** The innermost element type of Sema's array type. */
    static CType innermost(CType t) {
        while (Types.unqual(t) instanceof CType.Array a) t = a.element();
        return t;
    }

    /** The number of elements of all dimensions (-1 when a dimension is incomplete). */
    public static long flatCount(CType t) {
        long n = 1;
        while (Types.unqual(t) instanceof CType.Array a) {
            if (!a.isComplete()) return -1;
            n *= a.length();
            t = a.element();
        }
        return n;
    }

    /**
     * The local, global or static object {@code s} declared by {@code d} as an array of class objects: records its
     * element initializations and destructor (an incomplete {@code S a[] = {...}} gets its length from the list).
     * Returns whether anything is recorded.
     */
    boolean declare(IASTDeclarator d, Symbol s, IType cdtType) {
        ICPPClassType c = elementClass(cdtType);
        if (c == null) return false;
        IASTInitializer init = d.getInitializer();
        ICPPASTInitializerList list = init instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerList l ? l
                : init instanceof ICPPASTInitializerList l ? l : null;
        if (init != null && list == null) {
            sema.error(init, "this initialization of an array of objects is not supported yet");
            return false;
        }
        if (Types.unqual(s.type) instanceof CType.Array a && a.length() < 0 && !a.vla()) {
            if (list == null) return false;   // rejected by Sema: incomplete type
            s.type = new CType.Array(a.element(), list.getClauses().length);
        }
        if (list != null && SemaAggregates.completing(sema, innermost(s.type)) != null) {
            // B a[] = {{1}, {2, 3}} of aggregates with default member initializers: initialized by the InitTree
            // (SemaAggregates); only their destruction is the array's
            if (!ClassTraits.nonTrivial(c, Kind.DTOR)) return false;
            Symbol dtor = special.special(c, Kind.DTOR, d);
            if (dtor == null) return false;
            arrays.put(d, new ArrayObject(innermost(s.type), flatCount(s.type), List.of(), null, false, dtor));
            return true;
        }
        ArrayObject ao = analyze(d, c, s.type, list, false);
        if (ao == null) return false;
        arrays.put(d, ao);
        return true;
    }

    /** A member array or a {@code new S[n]} (no initializer): default construction and destruction of every element. */
    ArrayObject defaults(IASTNode at, ICPPClassType c, CType arrayType) { return analyze(at, c, arrayType, null, false); }

    /** {@code T t[2] = {T(1), 2};} (a default member initializer of an array member): its elements, the rest value-initialized. */
    ArrayObject member(IASTNode at, ICPPClassType c, CType arrayType, ICPPASTInitializerList list) { return analyze(at, c, arrayType, list, false); }

    /** {@code new S[n]{a, b}}: the first elements from the list, the others value-initialized ({@code count} unknown: -1). */
    ArrayObject newArray(IASTNode at, ICPPClassType c, CType element, ICPPASTInitializerList list, Long knownCount) {
        int listed = list == null ? 0 : list.getClauses().length;
        boolean covered = knownCount != null && knownCount <= listed;
        if (knownCount != null && knownCount < listed) { sema.error(list.getClauses()[(int) (long) knownCount], "excess elements in array initializer"); return null; }
        CType.Array t = new CType.Array(element, listed);
        ArrayObject ao = analyze(at, c, t, list, !covered);
        return ao == null ? null : new ArrayObject(ao.element(), -1, ao.explicit(), ao.defaultCtor(), ao.zeroRest(), ao.dtor());
    }

    // unknownCount: new S[n] (the elements after the list are default-constructed, however many there are)
    private ArrayObject analyze(IASTNode at, ICPPClassType c, CType arrayType, ICPPASTInitializerList list, boolean unknownCount) {
        CType elem = innermost(arrayType);
        long count = flatCount(arrayType);
        if (count < 0) { sema.error(at, "arrays of objects of unknown size are not supported yet"); return null; }
        List<Element> explicit = new ArrayList<>();
        int errors = sema.diags.errorCount();
        if (list != null) flatten(at, c, arrayType, list, explicit);
        while (!explicit.isEmpty() && explicit.getLast() == null) explicit.removeLast();   // trailing defaults: the loop after them
        if (sema.diags.errorCount() != errors) return null;
        Symbol dflt = null;
        boolean needDefault = unknownCount || explicit.size() < count || explicit.contains(null);
        if (needDefault) {
            boolean hasDefault = ClassTraits.hasDefaultConstructor(c);
            if (!hasDefault) {
                sema.error(at, "no matching constructor for initialization of '" + c.getName() + "'");
                return null;
            }
            dflt = special.special(c, Kind.DEFAULT_CTOR, at);
        }
        Symbol dtor = ClassTraits.nonTrivial(c, Kind.DTOR) ? special.special(c, Kind.DTOR, at) : null;
        // the elements after a list are value-initialized: zeros, then the default constructor unless the user provided it (SemaValueInit)
        return new ArrayObject(elem, count, explicit, dflt, list != null && needDefault && (dflt == null || SemaValueInit.zeroes(c)), dtor);
    }

    // the list of an array of type t, flattened to its innermost elements: nested lists for inner dimensions, or (brace
    // elision, [dcl.init.aggr]/15) the inner arrays' elements taken in order from the same list
    private void flatten(IASTNode at, ICPPClassType c, CType t, ICPPASTInitializerList list, List<Element> out) {
        java.util.ArrayDeque<IASTInitializerClause> q = new java.util.ArrayDeque<>(List.of(list.getClauses()));
        fill(c, t, q, out, true);
        if (!q.isEmpty()) sema.error(q.peek(), "excess elements in array initializer");
    }

    // fills the elements of array type t from q (braced: t has its own braces, so it may not take more than its length)
    private void fill(ICPPClassType c, CType t, java.util.Deque<IASTInitializerClause> q, List<Element> out, boolean braced) {
        CType.Array a = (CType.Array) Types.unqual(t);
        CType inner = a.element();
        long innerCount = flatCount(inner);
        long n = a.isComplete() ? a.length() : Long.MAX_VALUE;
        for (long i = 0; i < n && !q.isEmpty(); i++) {
            int before = out.size();
            if (Types.isArray(inner)) {
                if (q.peek() instanceof ICPPASTInitializerList il) {
                    q.poll();
                    java.util.ArrayDeque<IASTInitializerClause> sub = new java.util.ArrayDeque<>(List.of(il.getClauses()));
                    fill(c, inner, sub, out, true);
                    if (!sub.isEmpty()) { sema.error(sub.peek(), "excess elements in array initializer"); return; }
                } else {
                    fill(c, inner, q, out, false);
                }
                while (out.size() < before + innerCount) out.add(null);
            } else {
                out.add(element(c, q.poll()));
            }
        }
    }

    /** The initialization of one element of class {@code c} by {@code clause}. */
    Element element(ICPPClassType c, IASTInitializerClause clause) {
        ICPPConstructor k = null;
        IASTInitializerClause[] args;
        CPPSemantics.pushLookupPoint(clause);
        try {
            if (clause instanceof ICPPASTInitializerList il) {
                if (SemaInitializerLists.isListClass(c)) {   // {{1, 2}, {3}} of std::initializer_list<std::initializer_list<int>>: a list object built in the element
                    SemaInitializerLists.ListObject o = sema.cxx.initLists.object(c, il);
                    return o == null ? null : new Element(null, List.of(), o);
                }
                if (il.getClauses().length == 0) return null;   // {}: value-initialized
                if (!CxxSpecialMembers.userConstructed(c)) {
                    sema.error(il, "aggregate initialization of array elements with destructors is not supported yet");
                    return null;
                }
                if (CPPSemantics.findConstructorForDirectListInitialization(c, (EvalInitList) il.getEvaluation(), il) instanceof ICPPConstructor x) k = x;
                if (sema.cxx.initializers.explicitChosen(k, il)) return null;   // copy-list-initialization of an element or member
                args = sema.cxx.initLists.listArguments(k, il, il.getClauses());   // {{1, 2}, {3}} of std::vector<int>s: one initializer_list each
            } else if (clause instanceof ICPPASTExpression e) {
                IType et = e.getExpressionType();
                args = new IASTInitializerClause[] {e};
                if (c.isSameType(CxxSpecialMembers.classOf(et))) {
                    if (e.getValueCategory() == IASTExpression.ValueCategory.PRVALUE) {
                        sema.typeOf(e);
                        if (sema.cxx.temps.isClassPrvalue(e)) return new Element(null, List.of(), e);   // {T(1), 2}: built in the element
                        sema.error(e, "initializing an array element from a temporary is not supported yet");
                        return null;
                    }
                    k = SemaSpecialMembers.constructorFor(null, c, args);
                } else {
                    var cost = Conversions.checkImplicitConversionSequence(c, et, e.getValueCategory(), Conversions.UDCMode.ALLOWED, Conversions.Context.ORDINARY, false);
                    ICPPFunction f = cost == null ? null : cost.getUserDefinedConversion();
                    if (f instanceof ICPPConstructor x) k = x;
                    else if (f != null) { sema.error(e, "conversion functions are not supported yet"); return null; }
                }
            } else {
                sema.error(clause, "this initialization of an array of objects is not supported yet");
                return null;
            }
        } catch (org.eclipse.cdt.core.dom.ast.DOMException ex) {
            k = null;
            args = new IASTInitializerClause[0];
        } finally {
            CPPSemantics.popLookupPoint();
        }
        // in a template instance, an element or member initialized from a dependent expression ({{std::forward<A>(a)...}} of
        // std::thread's _State_impl): CDT's conversion of the template's argument is deferred; the constructor the
        // instantiated arguments select
        if ((k == null || k instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPDeferredFunction) && sema.templates != null
                && sema.templates.inInstance() && sema.templates.constructorIn(c, args, clause) instanceof ICPPConstructor x)
            k = x;
        if (k == null) {
            String from = clause instanceof IASTExpression e ? "'" + sema.typeOf(e) + "'" : "initializer list";
            sema.error(clause, "no viable conversion from " + from + " to '" + c.getName() + "'");
            return null;
        }
        List<IASTExpression> as = SemaDefaultArgs.typedArguments(sema, clause, k, args,
                x -> sema.error(x, "this initialization of an array of objects is not supported yet"));
        if (as == null) return null;
        boolean[] trivial = new boolean[1];
        Symbol ctor = special.constructorCallee(k, c, clause, trivial);
        if (ctor == null) {
            if (trivial[0] && as.size() == 1 && ClassTraits.kindOf(k) instanceof Kind kk && (kk == Kind.COPY_CTOR || kk == Kind.MOVE_CTOR))
                return new Element(null, List.of(), as.get(0));
            if (trivial[0] && as.isEmpty()) return null;
            sema.error(clause, "this initialization of an array of objects is not supported yet");
            return null;
        }
        if (Types.unqual(ctor.type) instanceof CType.Function f) sema.cxx.checkArguments(clause, f, 1, as.toArray(new IASTInitializerClause[0]), k);   // with the default arguments
        return new Element(ctor, as, null);
    }
}
