package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.CdtTypes;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.internal.core.dom.parser.ASTNode;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTName;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTNamedTypeSpecifier;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTSimpleTypeConstructorExpression;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalInitList;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.InitializerListConversions;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code std::initializer_list<E>} objects ([dcl.init.list]/5–6, [over.match.list]; clang's
 * {@code CXXStdInitializerListExpr}). A braced list that initializes an object of type {@code std::initializer_list<E>}
 * — a parameter ({@code f({1, 2})}, rewritten by {@code CxxListInit} as {@code std::initializer_list<int>{1, 2}}), a
 * variable ({@code std::initializer_list<int> l = {1, 2};}, {@code auto l = {1, 2};}), the first parameter of an
 * initializer-list constructor chosen for the braces ({@code std::vector<int> v{5, 3, 1};}) — builds a backing array
 * {@code const E[N]} whose elements are copy-initialized from the list's clauses, and the object refers to it:
 * libstdc++'s layout {@code {const E *_M_array; size_t _M_len;}} (or {@code {begin, end}}), filled directly as the
 * compiler does through the private constructor.
 * <p>
 * Each such list is a functional cast {@code std::initializer_list<E>{…}} whose initializer is the list: written, or
 * {@link ListObject} made here (its parent the list's; the list keeps its own). It is a class prvalue as any other
 * ({@code SemaTemporaries}): built in the object it initializes — a by-value parameter's temporary, the variable.
 * The array lives as long as a temporary of the full-expression, or, when the object initializes a variable
 * ({@link #extended}), as long as the variable ([class.temporary]/6): its elements with a destructor are destroyed then.
 * <p>
 * Constructor calls from braces ({@link #listArguments}): when the constructor CDT chose is an initializer-list
 * constructor (its first parameter {@code std::initializer_list<E>} or a reference to one, every other one with a
 * default argument) and the list converts to that parameter element by element, the whole list is the one argument
 * ([over.match.list]'s first phase); otherwise its clauses are the arguments ({@code std::vector<int> v{il};} copies).
 */
public final class SemaInitializerLists {
    /**
     * The backing array of one {@code std::initializer_list<E>} object: {@code const E[length]}, initialized by C's
     * initializer ({@code values}: scalars, aggregates) or element by element by constructors ({@code objects}); the
     * object's two fields, the first the array's address and the second its length, or its end when {@code secondIsEnd}.
     */
    public record BackingArray(CType arrayType, long length, InitTree values, SemaArrayObjects.ArrayObject objects,
                               RecordDef.Field first, RecordDef.Field second, boolean secondIsEnd) {}

    /** {@code std::initializer_list<E>{…}} made for a braced list (a constructor's argument, a variable's initializer). */
    public static final class ListObject extends CPPASTSimpleTypeConstructorExpression {}

    private final Sema sema;
    private final Map<IASTExpression, BackingArray> arrays;
    private final Set<IASTExpression> extended;
    private final Map<ICPPASTInitializerList, ListObject> objects;

    SemaInitializerLists(Sema sema) {
        this.sema = sema;
        this.arrays = new Sema.NodeMap<>(() -> this.sema);
        this.extended = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(() -> this.sema));
        this.objects = new Sema.NodeMap<>(() -> this.sema);
    }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The backing array of the {@code std::initializer_list<E>} prvalue {@code e}, or null. */
    public BackingArray backingArray(IASTExpression e) { return arrays.get(e); }

    /** Does the backing array of {@code e} live as long as the variable {@code e} initializes (not the full-expression)? */
    public boolean extended(IASTExpression e) { return extended.contains(e); }

    // ------------------------------------------------------------------ decisions

    /** Is {@code t} a specialization {@code std::initializer_list<E>} (typedefs, references, cv-qualifiers looked through)? */
    public static boolean isListClass(IType t) { return InitializerListConversions.elementOf(t) != null; }

    /** The braced list of a declarator's initializer ({@code T x{…}}, {@code T x = {…}}), or null. */
    static ICPPASTInitializerList bracedList(IASTDeclarator d) {
        return d.getInitializer() instanceof ICPPASTInitializerList il ? il
                : d.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerList il ? il : null;
    }

    /**
     * The arguments of constructor {@code k} chosen for the braced list {@code il} (whose clauses are {@code args}):
     * the list as one {@code std::initializer_list<E>} object when k is an initializer-list constructor and the list
     * converts to it ([over.match.list]/1.1), else {@code args}.
     */
    IASTInitializerClause[] listArguments(ICPPFunction k, ICPPASTInitializerList il, IASTInitializerClause[] args) {
        if (k == null || il == null || k.getType() == null) return args;
        IType[] ps = k.getType().getParameterTypes();
        if (ps.length == 0 || !isListClass(ps[0])) return args;
        ICPPParameter[] params = k.getParameters();
        for (int i = 1; i < params.length; i++) if (!params[i].hasDefaultValue()) return args;
        IType listType = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(ps[0],
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
        if (!(listType instanceof ICPPClassType lc)) return args;
        if (il.getClauses().length > 0 && !(il.getEvaluation() instanceof EvalInitList eil && InitializerListConversions.converts(eil, listType))) return args;
        ListObject o = object(lc, il);
        return o == null ? args : new IASTInitializerClause[] {o};
    }

    /**
     * {@code std::initializer_list<int> l = {1, 2};}, {@code auto l = {1, 2};} (class {@code c}, a local): the object is
     * built in {@code l} and its array lives as long as {@code l}. Returns false after an error.
     */
    boolean variable(IASTDeclarator d, Symbol s, ICPPClassType c, ICPPASTInitializerList il, boolean global) {
        if (s.isStatic || global) {
            sema.error(d, "a std::initializer_list object of static storage duration is not supported yet");
            return false;
        }
        ListObject o = object(c, il);
        if (o == null) return false;
        extended.add(o);
        sema.cxx.temps.elide(d, o);
        return true;
    }

    /** {@code for (x : {1, 2})}: the braces as the object of class {@code c}, its array living as long as the loop (null after an error). */
    ListObject extendedObject(ICPPClassType c, ICPPASTInitializerList il) {
        ListObject o = object(c, il);
        if (o != null) extended.add(o);
        return o;
    }

    /** The braces {@code il} as the prvalue {@code std::initializer_list<E>{…}} of class {@code c} (typed; null after an error). */
    ListObject object(ICPPClassType c, ICPPASTInitializerList il) {
        ListObject done = objects.get(il);
        if (done != null) return done;
        CPPASTName name = new CPPASTName(c.getNameCharArray());
        name.setBinding(c);
        name.setOffsetAndLength((ASTNode) il);
        CPPASTNamedTypeSpecifier spec = new CPPASTNamedTypeSpecifier(name);
        spec.setOffsetAndLength((ASTNode) il);
        ListObject o = new ListObject();
        o.setDeclSpecifier(spec);
        o.setOffsetAndLength((ASTNode) il);
        o.setParent(il.getParent());
        o.setPropertyInParent(il.getPropertyInParent());
        jcirc.frontend.cdt.AstFields.set(o, "fInitializer", il);   // the list keeps its parent: it stays where it is written
        objects.put(il, o);
        int errors = sema.diags.errorCount();
        sema.typeOf(o);
        return sema.diags.errorCount() == errors && arrays.containsKey(o) ? o : null;
    }

    /**
     * {@code std::initializer_list<E>{a, b, c}} ({@code e}, of class {@code c} and Sema's type {@code t}): the backing
     * array {@code const E[3]} and its initialization; false after an error (reported).
     */
    boolean functionalCast(IASTExpression e, ICPPClassType c, CType t, ICPPASTInitializerList il) {
        IType et = InitializerListConversions.elementOf(c);
        if (sema.templates != null && sema.templates.inInstance()) et = sema.templates.instantiate(et);
        CType elem = et == null ? null : CdtTypes.of(sema, et);
        if (elem == null || !Types.isComplete(elem)) {
            sema.error(il, "initializer list of incomplete element type" + (elem == null ? "" : " '" + elem + "'"));
            return false;
        }
        for (IASTInitializerClause x : il.getClauses())
            if (x instanceof ICPPASTPackExpansionExpression) {
                sema.error(x, "a pack expansion in the braces of a std::initializer_list is not supported yet");
                return false;
            }
        if (!(Types.unqual(t) instanceof CType.Record r) || !Types.isComplete(t) || r.def().fields().size() != 2
                || !Types.isPointer(r.def().fields().get(0).type())) {
            sema.error(il, "this std::initializer_list layout is not supported (libstdc++'s {pointer, length} is)");
            return false;
        }
        RecordDef.Field first = r.def().fields().get(0), second = r.def().fields().get(1);
        boolean secondIsEnd = Types.isPointer(second.type());
        if (!secondIsEnd && !Types.isInteger(second.type())) {
            sema.error(il, "this std::initializer_list layout is not supported (libstdc++'s {pointer, length} is)");
            return false;
        }
        long n = il.getClauses().length;
        CType arrayType = new CType.Array(Types.qualify(Types.unqual(elem), true, Types.isVolatile(elem), false), n);
        int errors = sema.diags.errorCount();
        InitTree values = null;
        SemaArrayObjects.ArrayObject objs = null;
        if (n > 0 && SemaAggregates.completing(sema, elem) != null) {
            // std::vector<P> v{{"a", 1}, {"b", 2}} of an aggregate P { std::string s; int n; }: the elements by aggregate
            // initialization (the members' constructors in the InitTree, as a local array's), destroyed as the array's
            values = InitTree.build(sema, arrayType, il, true);
            ICPPClassType ec = ClassTraits.elementClass(et);
            Symbol dtor = ClassTraits.nonTrivial(ec, ClassTraits.Kind.DTOR) ? sema.cxx.special.special(ec, ClassTraits.Kind.DTOR, il) : null;
            objs = new SemaArrayObjects.ArrayObject(Types.unqual(elem), n, List.of(), null, false, dtor);
        } else if (ClassTraits.needsCalls(et)) {
            // std::vector<std::string> v{"a", "b"}: each element by the constructor its clause selects (copy-initialization)
            objs = sema.cxx.arrays.member(il, ClassTraits.elementClass(et), arrayType, il);
            if (objs == null) return false;
        } else if (n > 0) {
            values = InitTree.build(sema, arrayType, il, true);
        }
        if (sema.diags.errorCount() != errors) return false;
        arrays.put(e, new BackingArray(arrayType, n, values, objs, first, second, secondIsEnd));
        return true;
    }

}
