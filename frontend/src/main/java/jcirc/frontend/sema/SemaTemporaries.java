package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Sema's decisions about temporaries and class objects by value (docs/cxx.md, "Temporaries and objects by value"),
 * as clang's Sema builds {@code CXXTemporaryObjectExpr}, {@code CXXFunctionalCastExpr}, {@code CXXBindTemporaryExpr}
 * and the copies of by-value arguments; CIRGen ({@code CIRGenTemporaries}) reads only these:
 * <ul>
 * <li>a functional cast {@code T(args)} / {@code T{args}} ({@link FunctionalCast}): the constructor it calls, the
 *     aggregate initializer, the value it converts, or zero ({@code T()});
 * <li>the destructor the temporary of a class prvalue needs (a functional cast, a call returning a class): it runs at
 *     the end of the full-expression, or at the end of a reference's scope when the temporary is bound to it;
 * <li>the copy a by-value argument of a class non-trivial for calls gets ({@link ArgCopy}: copy or move constructor,
 *     none for a prvalue, which is constructed in place) and its destructor;
 * <li>the initialization of the result object of {@code return e;} in a function returning such a class through
 *     sret ({@link ReturnInit}), and the named local returned by every {@code return} (NRVO, as g++ does it).
 * </ul>
 */
public final class SemaTemporaries {
    /**
     * {@code T(a, b)}, {@code T{a, b}}, {@code T()}, {@code int(x)}: the type; the constructor and its arguments (a
     * user-declared or non-trivial one); or the aggregate initializer ({@code S{1, 2}}); or the value converted to
     * {@code T} (a scalar, or a trivial copy); or none of them: zero (value-initialization).
     */
    public record FunctionalCast(CType type, Symbol constructor, List<IASTExpression> args, InitTree aggregate, IASTExpression value) {}

    /** A by-value argument of a class non-trivial for calls: the constructor copying it (null: a prvalue, built in place) and the destructor. */
    public record ArgCopy(CType type, Symbol constructor, Symbol destructor) {}

    /**
     * {@code return e;} into the sret result: the copy or move constructor (null: e is a prvalue built in place, or the
     * NRVO variable); {@code converted}: a converting constructor builds the result from e ({@code return 0;}, SemaConversions).
     */
    public record ReturnInit(Symbol constructor, boolean nrvo, boolean converted) {
        public ReturnInit(Symbol constructor, boolean nrvo) { this(constructor, nrvo, false); }
    }

    private final Sema sema;
    private final Map<IASTExpression, FunctionalCast> casts;
    private final Map<IASTExpression, Symbol> destructors;
    private final Map<IASTExpression, ArgCopy> argCopies;
    private final Map<IASTExpression, ReturnInit> returns;
    private final java.util.Set<org.eclipse.cdt.core.dom.ast.IASTDeclarator> nrvo;

    SemaTemporaries(Sema sema) {
        this.sema = sema;
        casts = new Sema.NodeMap<>(() -> this.sema);
        destructors = new Sema.NodeMap<>(() -> this.sema);
        convertedDestructors = new Sema.NodeMap<>(() -> this.sema);
        argCopies = new Sema.NodeMap<>(() -> this.sema);
        returns = new Sema.NodeMap<>(() -> this.sema);
        conditionals = new Sema.NodeMap<>(() -> this.sema);
        nrvo = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(() -> this.sema));
        elided = new Sema.NodeMap<>(() -> this.sema);
        referenceCasts = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(() -> this.sema));
        operatorPrvalues = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(() -> this.sema));
    }

    // ------------------------------------------------------------------ what CIRGen reads

    public FunctionalCast functionalCast(IASTExpression e) { return casts.get(e); }

    /** The destructor the temporary holding the class prvalue {@code e} needs, or null (trivial, or not a class prvalue). */
    public Symbol destructor(IASTExpression e) { return destructors.get(e); }

    public ArgCopy argCopy(IASTExpression e) { return argCopies.get(e); }

    public ReturnInit returnInit(IASTExpression e) { return returns.get(e); }

    private final Map<org.eclipse.cdt.core.dom.ast.IASTDeclarator, IASTExpression> elided;

    /** {@code S s = S(1);}, {@code S s(f());}: the class prvalue built in the object (C++17 guaranteed elision), or null. */
    public IASTExpression elidedInit(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) { return elided.get(d); }

    void elide(org.eclipse.cdt.core.dom.ast.IASTDeclarator d, IASTExpression e) { elided.put(d, e); }

    /** Is the local declared by {@code d} the named return value, constructed in the caller's sret slot? */
    public boolean isNrvo(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) { return nrvo.contains(d); }

    /** Is {@code e} (parentheses stripped) a prvalue of class type that Sema knows how to create in place? */
    public boolean isClassPrvalue(IASTExpression e) {
        e = strip(e);
        if (!Types.isRecord(sema.typeOf(e))) return false;
        if (isFunctionalCast(e)) return casts.containsKey(e);
        if (operatorPrvalues.contains(e)) return true;
        if (e instanceof org.eclipse.cdt.core.dom.ast.IASTConditionalExpression c) return conditionals.containsKey(c);
        if (e instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call)
            return sema.cxx != null && !sema.cxx.returnsReference(call);
        return false;
    }

    /**
     * The class prvalue whose temporary a reference bound to {@code e} extends ([class.temporary]/6), or null: {@code e}
     * itself, or the operand it designates a part of — {@code T().m} (a non-static data member through {@code .}),
     * {@code T().a[i]} (an element of an array member), {@code static_cast<T &&>(T())}.
     */
    public IASTExpression extendedTemporary(IASTExpression e) {
        e = strip(e);
        if (isClassPrvalue(e)) return e;
        return switch (e) {
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFieldReference fr when !fr.isPointerDereference()
                    && fr.getFieldName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f && !f.isStatic()
                    && sema.cxx.overload.call(fr) == null -> extendedTemporary(fr.getFieldOwner());
            case org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression as when sema.cxx.overload.call(as) == null
                    && Types.unqual(sema.typeOf(as.getArrayExpression())) instanceof CType.Array -> extendedTemporary(as.getArrayExpression());
            case org.eclipse.cdt.core.dom.ast.IASTCastExpression c when referenceCasts.contains(c) -> extendedTemporary(c.getOperand());
            default -> null;
        };
    }

    /** {@code e} without parentheses. */
    public static IASTExpression stripped(IASTExpression e) { return strip(e); }

    static IASTExpression strip(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }

    // ------------------------------------------------------------------ decisions

    /** The CDT class of the expression's type (references and cv-qualifiers stripped), or null. */
    static ICPPClassType classOf(IASTExpression e) {
        if (!(e instanceof ICPPASTExpression ce)) return null;
        IType t = ce.getExpressionType();
        return CxxSpecialMembers.classOf(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE));
    }

    /**
     * The class of {@code e}: CDT's, or in a template instance (where CDT's type of {@code static_cast<S<T> &&>(a)} is the
     * template's dependent {@code S<T>}) the class of Sema's instance type {@code S<int>}.
     */
    private ICPPClassType instanceClassOf(IASTExpression e) {
        ICPPClassType c = classOf(e);
        if (sema.templates == null || !sema.templates.inInstance()) return c;
        if (c != null && !(c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding)
                && !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate)) return c;
        if (Types.unqual(sema.typeOf(e)) instanceof CType.Record r && r.def() != null) {
            ICPPClassType ic = sema.cxx.cdtClass(r.def());
            if (ic != null) return ic;
        }
        return c;
    }

    private final Sema.NodeMap<IASTExpression, Symbol> convertedDestructors;

    /** {@code e} converted to a class with a non-trivial destructor by a converting constructor: the temporary's destructor. */
    void convertedTemporary(IASTExpression e, Symbol dtor) { if (dtor != null) convertedDestructors.put(e, dtor); }

    /** The destructor of the temporary a converting constructor makes from {@code e} (null: none, or trivial). */
    public Symbol convertedDestructor(IASTExpression e) { return convertedDestructors.get(e); }

    /** Records the destructor of a class prvalue's temporary when its class has a non-trivial one. */
    private void temporary(IASTExpression e, ICPPClassType c) {
        if (c == null || !ClassTraits.nonTrivial(c, Kind.DTOR)) return;
        Symbol d = sema.cxx.special.special(c, Kind.DTOR, e);
        if (d != null) destructors.put(e, d);
    }

    /** A call of a function returning a class by value ({@code f()}, {@code obj.g()}): its temporary's destructor. */
    void callResult(org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call, CType t) {
        if (Types.unqual(t) instanceof CType.Record && !sema.cxx.returnsReference(call)) temporary(call, classOf(call));
    }

    /** Is {@code call} a functional cast written as a call of a type name ({@code S(1, 2)}, {@code T()}: CDT's form for named types)? */
    public static boolean isTypeCall(org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call) {
        return strip(call.getFunctionNameExpression()) instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id
                && (id.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : id.getName()).resolveBinding() instanceof IType t
                && !(t instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding);
    }

    /** Is {@code e} a functional cast ({@code T{a}}, {@code int(x)}, or {@code S(a)} in CDT's call form)? */
    public static boolean isFunctionalCast(IASTExpression e) {
        return e instanceof ICPPASTSimpleTypeConstructorExpression || e instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call && isTypeCall(call);
    }

    // S(a, b) (CDT: a call of the type name S): as T(a, b)
    CType functionalCastType(org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call) {
        org.eclipse.cdt.core.dom.ast.IASTIdExpression id = (org.eclipse.cdt.core.dom.ast.IASTIdExpression) strip(call.getFunctionNameExpression());
        org.eclipse.cdt.core.dom.ast.IASTName n = id.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : id.getName();
        CType t = jcirc.frontend.cxx.CxxClasses.namedType(sema, n);
        if (t == null && n.resolveBinding() instanceof IType it)   // int-like typedefs; _Tp(x) in an instance: T's argument
            t = jcirc.frontend.cxx.CdtTypes.of(sema, sema.templates != null ? sema.templates.instantiate(it) : it);
        if (t == null) { sema.error(call, "this functional cast is not supported yet"); return CType.INT; }
        return functionalCastType(call, Types.unqual(t), sema.cxx.packs.arguments(call.getArguments()), false, null);   // Tu<E...>(a...)
    }

    private final java.util.Set<IASTExpression> operatorPrvalues;

    /** An operator call returning by value ({@code a + b}): a class result is a prvalue whose temporary may need its destructor. */
    void operatorResult(IASTExpression e) {
        ICPPClassType c = classOf(e);
        if (c == null) return;
        operatorPrvalues.add(e);
        temporary(e, c);
    }

    // T(a, b), T{a, b}, T(), int(x): the type of the functional cast, its constructor or value recorded
    CType functionalCastType(ICPPASTSimpleTypeConstructorExpression e) {
        CType t = Types.unqual(sema.baseType(e.getDeclSpecifier()));
        IASTInitializerClause[] args = e.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                : e.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : new IASTInitializerClause[0];
        boolean list = e.getInitializer() instanceof ICPPASTInitializerList;
        return functionalCastType(e, t, args, list, e.getInitializer() instanceof ICPPASTInitializerList il ? il : null);
    }

    private CType functionalCastType(IASTExpression e, CType t, IASTInitializerClause[] args, boolean list, ICPPASTInitializerList il) {
        for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
        if (Types.isVoid(t) && args.length == 0) {   // void(): a void expression
            casts.put(e, new FunctionalCast(t, null, List.of(), null, null));
            return t;
        }
        if (Types.isVoid(t) && args.length == 1 && !list && args[0] instanceof IASTExpression v) {   // void(0) (glibc's assert in C++): v discarded
            casts.put(e, new FunctionalCast(t, null, List.of(), null, v));
            return t;
        }
        if (!(t instanceof CType.Record r)) {
            if (args.length > 1) { sema.error(e, "excess elements in scalar initializer"); return t; }
            IASTExpression v = args.length == 1 && args[0] instanceof IASTExpression x ? x : null;
            if (args.length == 1 && v == null) { sema.error(e, "this functional cast is not supported yet"); return t; }
            if (v != null) {
                CType from = sema.rvalueType(v);
                // bool(ref) of a class with operator bool (stl_bvector.h's _Bit_reference): as (bool)ref, explicit ones included
                if (Types.isScalar(t) && Types.unqual(from) instanceof CType.Record && sema.cxx.conversions.explicitCast(v, from, t)) {
                    casts.put(e, new FunctionalCast(t, null, List.of(), null, v));
                    return t;
                }
                if (!Types.isScalar(t)) sema.error(e, "functional cast to type '" + t + "' is not supported yet");
                else if (!Types.isScalar(from)) sema.error(v, "operand of type '" + from + "' where arithmetic or pointer type is required");
                sema.results.recordConversion(v, sema.typeOf(v), t);
                if (list) CxxNarrowing.check(sema, v, t);   // int{2.5}
            }
            casts.put(e, new FunctionalCast(t, null, List.of(), null, v));
            return t;
        }
        ICPPClassType c = classOf(e);
        if (c == null && sema.templates != null && e instanceof ICPPASTExpression ce)   // _Tp{} in an instance: the class _Tp's argument names
            c = CxxSpecialMembers.classOf(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(sema.templates.instantiate(ce.getExpressionType()),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE));
        if (c == null && r.def() != null) {
            // Res(f(x), true) with 'typedef P<iterator, bool> Res;' in a member template of an instance: CDT types the cast
            // as a problem when an argument is a call it cannot instantiate; the class is the one Sema named
            c = sema.cxx.virtuals.classOf(r.def());
            if (c == null && sema.templates != null) c = sema.templates.instanceClass(r.def());
        }
        if (c == null) { sema.error(e, "this functional cast is not supported yet"); return t; }
        if (il != null && SemaInitializerLists.isListClass(c)) {   // std::initializer_list<int>{1, 2}: a backing array (SemaInitializerLists)
            if (sema.cxx.initLists.functionalCast(e, c, r, il)) casts.put(e, new FunctionalCast(t, null, List.of(), null, null));
            return t;
        }
        if (il != null && jcirc.frontend.cxx.CxxListInit.isCopyList(e) && sema.cxx.initializers.explicitInCopyListInit(c, il, il)) {
            casts.put(e, new FunctionalCast(t, null, List.of(), null, null));   // return {3}; of E with explicit E(int) (reported)
            return t;
        }
        if (args.length == 1 && args[0] instanceof IASTExpression pv && isClassPrvalue(pv) && Types.compatibleUnqual(Types.unqual(sema.typeOf(pv)), r)) {
            casts.put(e, new FunctionalCast(t, null, List.of(), null, pv));   // S(S(1)): the same object (C++17 guaranteed elision)
            temporary(e, c);
            return t;
        }
        ICPPConstructor cdt = null;
        if (e instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames()) if (n.resolveBinding() instanceof ICPPConstructor k) cdt = k;
        // __pair_type(std::forward<_T1>(__x), …), basic_string_view{_M_str + __pos, __rlen} in a template instance:
        // CDT's choice for the arguments instantiated under the instance's arguments
        if (sema.templates != null && sema.templates.constructorIn(c, args, e) instanceof ICPPConstructor x) cdt = x;
        ICPPConstructor k = SemaSpecialMembers.constructorFor(cdt, c, args);
        if (list) args = sema.cxx.initLists.listArguments(k, il, args);   // std::vector<int>{1, 2}: one initializer_list
        if (k != null && k.isDeleted()) {
            sema.error(e, "call to deleted constructor of '" + r + "'");
            return t;
        }
        boolean[] trivial = new boolean[1];
        Symbol ctor = k == null ? null : sema.cxx.special.constructorCallee(k, c, e, trivial);
        if (ctor != null) {
            if (!(Types.unqual(ctor.type) instanceof CType.Function f)) return t;
            if (args.length < f.params().size() - 1) {   // P(2), basic_string<char>{s, n}: the constructor's default arguments
                args = SemaDefaultArgs.complete(sema, e, k, args);
                for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
            }
            sema.cxx.checkArguments(e, f, 1, args, k);
            List<IASTExpression> as = new ArrayList<>();
            for (IASTInitializerClause a : args) as.add((IASTExpression) a);
            casts.put(e, new FunctionalCast(t, ctor, as, null, null));
            if (as.isEmpty() && SemaValueInit.zeroes(c)) sema.cxx.valueInit.mark(e);   // V(): zeros, then V's implicit constructor
        } else if (k != null && !trivial[0]) {
            return t;   // reported
        } else if (args.length == 1 && args[0] instanceof IASTExpression v && Types.compatibleUnqual(Types.unqual(sema.typeOf(v)), r)) {
            casts.put(e, new FunctionalCast(t, null, List.of(), null, v));   // a trivial copy
        } else if (args.length == 0 && !(list && SemaAggregates.completing(sema, t) != null)) {   // B{} with int b = 7;: its InitTree
            if (k == null && CxxSpecialMembers.userConstructed(c)) { sema.error(e, "no matching constructor for initialization of '" + r + "'"); return t; }
            casts.put(e, new FunctionalCast(t, null, List.of(), null, null));   // value-initialization: zero
        } else if (list && !CxxSpecialMembers.userConstructed(c)) {
            if (!jcirc.frontend.cxx.ClassTraits.isAggregate(c)) { sema.error(e, "no matching constructor for initialization of '" + c.getName() + "'"); return t; }
            InitTree tree = InitTree.build(sema, t, il, true);
            casts.put(e, new FunctionalCast(t, null, List.of(), tree, null));   // S{1, 2}: an aggregate
        } else if (!list && args.length == 1 && args[0] instanceof IASTExpression v && convertedByFunction(v, r)) {
            if (sema.cxx.conversions.conversion(v) == null) return t;   // reported
            // basic_string_view<char>(__elem._M_pathname): the copy constructor's argument by a conversion function
            // ([over.match.ctor], [over.best.ics]/4 allows it in direct-initialization), its result the object (C++17 elision)
            casts.put(e, new FunctionalCast(t, null, List.of(), null, v));
        } else {
            sema.error(e, "no matching constructor for initialization of '" + r + "'");
            return t;
        }
        temporary(e, c);
        return t;
    }

    /**
     * {@code T(v)} with {@code v} of another class (not derived from {@code T}) and no constructor of {@code T} taking it but
     * the copy or move one: does a conversion function of {@code v}'s class convert it to {@code T} (recorded by
     * SemaConversions, or its error reported)?
     */
    private boolean convertedByFunction(IASTExpression v, CType.Record r) {
        CType from = sema.rvalueType(v);
        if (!(Types.unqual(from) instanceof CType.Record) || Types.compatibleUnqual(Types.unqual(from), r)) return false;
        return sema.cxx.conversions.implicit(v, from, r, "initializing")
                && (sema.cxx.conversions.conversion(v) == null || !sema.cxx.conversions.conversion(v).constructor());
    }

    /** {@code c ? S(1) : S(2)}, {@code c ? a : S(3)}: how each operand initializes the result object (pos, neg). */
    public record Conditional(ArgCopy pos, ArgCopy neg) {}

    private final Map<IASTExpression, Conditional> conditionals;

    /** A conditional expression Sema builds in place (a class prvalue), or null. */
    public Conditional conditional(IASTExpression c) { return conditionals.get(strip(c)); }

    /**
     * {@code c ? S(1) : S(2)} with class operands of the same class, at least one a prvalue: a class prvalue whose result
     * object each branch initializes — a prvalue operand is built in it, a glvalue copied (or moved) by the constructor.
     */
    void conditionalOf(org.eclipse.cdt.core.dom.ast.IASTConditionalExpression c, CType type) {
        IASTExpression pos = c.getPositiveResultExpression(), neg = c.getNegativeResultExpression();
        if (sema.cxx == null || pos == null || neg == null || !(Types.unqual(type) instanceof CType.Record r)) return;
        if (!isClassPrvalue(pos) && !isClassPrvalue(neg)) return;
        if (!Types.compatibleUnqual(Types.unqual(sema.typeOf(pos)), r) || !Types.compatibleUnqual(Types.unqual(sema.typeOf(neg)), r)) return;
        ArgCopy p = copyInto(r, pos, pos), n = copyInto(r, neg, neg);
        if (p == null || n == null) return;
        conditionals.put(c, new Conditional(p, n));
        temporary(c, classOf(c));
    }

    /** The arguments {@code args} of a call of {@code f} (after its first {@code skip} parameters): copies of by-value class objects. */
    void byValueArguments(CType.Function f, int skip, IASTInitializerClause[] args) {
        for (int i = 0; i < args.length && i + skip < f.params().size(); i++) {
            if (!(args[i] instanceof IASTExpression a) || !(Types.unqual(f.params().get(i + skip)) instanceof CType.Record r)
                    || !r.def().passedIndirectly()) continue;
            if (sema.cxx.conversions.conversion(a) != null) continue;   // f(it) with f(CIt) and CIt(const It &): built by the conversion
            ArgCopy copy = copyInto(r, a, a);
            if (copy != null) argCopies.put(a, copy);
        }
    }

    /** {@code throw e} of class {@code r}: how the exception object is initialized from e (SemaExceptions). */
    ArgCopy exceptionCopy(CType.Record r, IASTExpression e) { return copyInto(r, e, e); }

    /**
     * How an object of class {@code r} is initialized from {@code e}: a prvalue of the class in place (no constructor),
     * else the copy constructor (the move constructor for an xvalue, or for a local returned by value: {@code moveLocal}).
     */
    private ArgCopy copyInto(CType.Record r, IASTExpression e, IASTNode at) {
        ICPPClassType c = instanceClassOf(e);   // c ? end() : j in a member of an instance: j's class is the instance's
        if (c == null) return null;
        Symbol dtor = ClassTraits.nonTrivial(c, Kind.DTOR) ? sema.cxx.special.special(c, Kind.DTOR, at) : null;
        if (isClassPrvalue(e) && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), r)) return new ArgCopy(r, null, dtor);
        if (!Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), r)) return slicedCopy(r, e, at, "passing");
        ICPPConstructor k = SemaSpecialMembers.constructorFor(null, c, new IASTInitializerClause[] {e});
        // CDT's class is the template's: Sema's value category (std::move(v) an xvalue; this->_M_impl._M_start of a
        // dependent base, a prvalue for CDT's template expression, an lvalue: E1->E2 of a data member)
        if (k == null && c != classOf(e) && e instanceof ICPPASTExpression) {
            IASTExpression.ValueCategory vc = sema.cxx.valueCategory(e);
            if (vc == IASTExpression.ValueCategory.PRVALUE && sema.isLvalue(e)) vc = IASTExpression.ValueCategory.LVALUE;
            if (vc != IASTExpression.ValueCategory.PRVALUE) k = SemaSpecialMembers.copyOrMove(c, vc == IASTExpression.ValueCategory.XVALUE);
        }
        if (k != null && k.isDeleted()) { sema.error(at, "call to deleted constructor of '" + r + "'"); return null; }
        boolean[] trivial = new boolean[1];
        Symbol ctor = k == null ? null : sema.cxx.special.moveInstead(k, e, at) instanceof Symbol mv ? mv : sema.cxx.special.callee(k, at, trivial);
        if (ctor == null && !trivial[0]) { if (k == null) sema.error(at, "no matching constructor for initialization of '" + r + "'"); return null; }
        return new ArgCopy(r, ctor, dtor);
    }

    /** Is {@code e}'s class {@code r} or derived from it? */
    private boolean derivedFrom(IASTExpression e, CType.Record r) {
        return Types.unqual(sema.typeOf(e)) instanceof CType.Record er
                && jcirc.frontend.cxx.CxxInheritance.isProperBase(r.def(), er.def());
    }

    /**
     * An object of class {@code r} (non-trivial for calls) initialized from {@code e} of a class derived from it (slicing:
     * {@code f(d)} with {@code f(B)}, {@code return d;}): B's copy constructor (its move constructor for an rvalue) on the
     * B subobject of e; the destructor is B's.
     */
    private ArgCopy slicedCopy(CType.Record r, IASTExpression e, IASTNode at, String what) {
        ICPPClassType rc = sema.cxx.virtuals.classOf(r.def());
        if (rc == null || !CxxDerivedToBase.check(sema, at, sema.typeOf(e), r)) {
            sema.error(at, what + " an object of a different class by value is not supported yet");
            return null;
        }
        boolean rvalue = e instanceof ICPPASTExpression && sema.cxx.valueCategory(e) != IASTExpression.ValueCategory.LVALUE;
        Symbol ctor = sema.cxx.special.special(rc, rvalue ? Kind.MOVE_CTOR : Kind.COPY_CTOR, at);
        Symbol dtor = ClassTraits.nonTrivial(rc, Kind.DTOR) ? sema.cxx.special.special(rc, Kind.DTOR, at) : null;
        if (ctor == null) { sema.error(at, what + " an object of a different class by value is not supported yet"); return null; }
        return new ArgCopy(r, ctor, dtor);
    }

    /** Is {@code s} (the returned expression without parentheses) a local object's name, moved from by {@code return s;}? */
    private boolean implicitMoveCandidate(IASTExpression s) {
        return s instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id && sema.lookupId(id) instanceof Symbol v && !v.isStatic
                && v.linkage == Symbol.Linkage.NONE && !sema.cxx.isReference(v);
    }

    /**
     * {@code return e;} in a function returning the class {@code rt} through sret (non-trivial for calls): e is built in
     * the result object (a prvalue), or copied or moved into it (a local variable is moved when the class can be).
     */
    boolean returnValue(IASTExpression e, CType rt) {
        if (!(Types.unqual(rt) instanceof CType.Record r) || !r.def().passedIndirectly()) return false;
        sema.typeOf(e);
        IASTExpression s = strip(e);
        if (s instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id && sema.lookupId(id) instanceof Symbol v && nrvoSymbol == v) {
            returns.put(e, new ReturnInit(null, true));
            return true;
        }
        if (isClassPrvalue(e) && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), r)) { returns.put(e, new ReturnInit(null, false)); return true; }
        ICPPClassType c = instanceClassOf(e);
        if (c != null && !Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), r) && !derivedFrom(e, r)
                && (implicitMoveCandidate(s) && sema.cxx.conversions.implicitMove(e, sema.rvalueType(e), r)
                    || sema.cxx.conversions.implicit(e, sema.rvalueType(e), r, "returning"))) {
            // return make_unique<D>(); returning unique_ptr<B>: the converting constructor builds the result in place
            if (sema.cxx.conversions.conversion(e) instanceof SemaConversions.UserConversion uc && uc.constructor()) returns.put(e, new ReturnInit(null, false, true));
            else if (sema.cxx.conversions.conversion(e) != null) sema.error(e, "returning an object of a different class by value is not supported yet");
            return true;
        }
        if (c != null && !Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), r)) {   // return d; of a derived class: B's copy of d's B
            ArgCopy sliced = slicedCopy(r, e, e, "returning");
            if (sliced != null) returns.put(e, new ReturnInit(sliced.constructor(), false));
            return true;
        }
        if (c == null && sema.cxx.conversions.implicit(e, sema.rvalueType(e), r, "returning")) {   // return 0; with A(void *): built in the result
            if (sema.cxx.conversions.conversion(e) instanceof SemaConversions.UserConversion uc && uc.constructor()) returns.put(e, new ReturnInit(null, false, true));
            else if (sema.cxx.conversions.conversion(e) != null) sema.error(e, "returning an object of a different class by value is not supported yet");
            return true;
        }
        if (c == null) {
            sema.error(e, "returning an object of a different class by value is not supported yet");
            return true;
        }
        // return local;  ->  the move constructor when overload resolution on an rvalue finds one (implicit move)
        boolean local = s instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id && sema.lookupId(id) instanceof Symbol v && !v.isStatic
                && v.linkage == Symbol.Linkage.NONE && !sema.cxx.isReference(v);
        Symbol ctor = null;
        boolean[] trivial = new boolean[1];
        if (local && ClassTraits.userDeclared(c, Kind.MOVE_CTOR) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod mv) ctor = sema.cxx.special.callee(mv, e, trivial);
        else if (local) ctor = sema.cxx.special.special(c, Kind.MOVE_CTOR, e);
        if (ctor == null) {
            ICPPConstructor k = SemaSpecialMembers.constructorFor(null, c, new IASTInitializerClause[] {e});
            if (k == null && c != classOf(e) && !isClassPrvalue(e))   // return static_cast<S<T> &&>(a); in an instance: S<int>'s copy or move
                k = SemaSpecialMembers.copyOrMove(c, sema.cxx.valueCategory(e) == IASTExpression.ValueCategory.XVALUE);
            if (k != null && k.isDeleted()) { sema.error(e, "call to deleted constructor of '" + r + "'"); return true; }
            ctor = k == null ? null : sema.cxx.special.callee(k, e, trivial);
        }
        returns.put(e, new ReturnInit(ctor, false));
        return true;
    }

    // ------------------------------------------------------------------ casts to reference types

    private final java.util.Set<IASTExpression> referenceCasts;

    /** Is {@code c} a cast to a reference type ({@code static_cast<T &&>(x)}, {@code (T &)x})? */
    public static boolean isReferenceCast(org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        org.eclipse.cdt.core.dom.ast.IASTPointerOperator[] ops = c.getTypeId().getAbstractDeclarator().getPointerOperators();
        return ops.length > 0 && ops[ops.length - 1] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
    }

    /**
     * Is {@code c} a cast to a reference type, also one named by a typedef ({@code static_cast<reference>(*p)} with
     * {@code typedef T&& reference;} in a class template instance: move_iterator's operator*)?
     */
    public boolean castsToReference(org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        return isReferenceCast(c) || namedReference(c) != null;
    }

    /** The reference type a cast's type-id names through a typedef (in an instance, under its arguments), or null. */
    private org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType namedReference(org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        if (c.getTypeId().getAbstractDeclarator().getPointerOperators().length > 0
                || !(c.getTypeId().getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier)) return null;
        try {
            org.eclipse.cdt.core.dom.ast.IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor.createType(c.getTypeId());
            if (sema.templates != null && sema.templates.inInstance()) t = sema.templates.instantiate(t);
            while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();
            return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r ? r : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Is {@code c} a cast to an rvalue reference ({@code static_cast<T&&>(x)}, or through a typedef)? */
    private boolean rvalueReferenceCast(org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        org.eclipse.cdt.core.dom.ast.IASTPointerOperator[] ops = c.getTypeId().getAbstractDeclarator().getPointerOperators();
        if (ops.length > 0) return ops[ops.length - 1] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator r && r.isRValueReference();
        org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r = namedReference(c);
        return r != null && r.isRValueReference();
    }

    /**
     * Does reference cast {@code c} reinterpret its operand's object as another type ([expr.reinterpret.cast]/11:
     * {@code reinterpret_cast<T&>(x)} is {@code *reinterpret_cast<T*>(&x)})? Also a C-style {@code (T&)x} when no class
     * is involved (between classes it may be a static_cast to a base, which adjusts the address).
     */
    private static boolean reinterprets(org.eclipse.cdt.core.dom.ast.IASTCastExpression c, CType from, CType target) {
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression cc
                && cc.getOperator() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_reinterpret_cast) return true;
        return c.getOperator() == org.eclipse.cdt.core.dom.ast.IASTCastExpression.op_cast
                && !Types.isRecord(Types.unqual(from)) && !Types.isRecord(Types.unqual(target));
    }

    /**
     * {@code static_cast<B &>(d)} / {@code static_cast<D &&>(b)} (and C casts) between classes where one is a base of
     * the other ([expr.static.cast]/2, /3): the base subobject, or the derived object containing it (CIRGen adjusts the
     * address: CIRGenInheritance.adjust). A virtual or ambiguous base, or a named cast dropping const or volatile, is an
     * error as in clang; a C-style cast may drop them ([expr.cast]/4). False: not such a cast (the caller reports it).
     */
    private boolean relatedClasses(org.eclipse.cdt.core.dom.ast.IASTCastExpression c, CType from, CType target) {
        boolean cStyle = c.getOperator() == org.eclipse.cdt.core.dom.ast.IASTCastExpression.op_cast;
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression cc && !cStyle
                && cc.getOperator() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCastExpression.op_static_cast) return false;
        jcirc.frontend.types.RecordDef f = jcirc.frontend.cxx.CxxInheritance.record(from), t = jcirc.frontend.cxx.CxxInheritance.record(target);
        if (f == null || t == null || f == t || !f.isLaidOut() || !t.isLaidOut()) return false;
        boolean up = jcirc.frontend.cxx.CxxInheritance.isProperBase(t, f);
        if (!up && !jcirc.frontend.cxx.CxxInheritance.isProperBase(f, t)) return false;
        boolean dropsQualifiers = (Types.isConst(from) && !Types.isConst(target)) || (Types.isVolatile(from) && !Types.isVolatile(target));
        if (!cStyle && dropsQualifiers) {
            if (up) sema.error(c, "binding reference of type '" + t.displayName() + "' to value of type 'const " + f.displayName() + "' drops 'const' qualifier");
            else sema.error(c, "static_cast from '" + (Types.isConst(from) ? "const " : "") + f.displayName() + "' to '" + t.displayName() + " &' casts away qualifiers");
            return true;
        }
        if (up) {
            CxxDerivedToBase.check(sema, c.getOperand(), from, target);   // an ambiguous base is reported
            return true;
        }
        if (jcirc.frontend.cxx.CxxInheritance.count(t, f) > 1)
            sema.error(c, "ambiguous cast from base '" + f.displayName() + "' to derived '" + t.displayName() + "':");
        else if (jcirc.frontend.cxx.CxxInheritance.isVirtual(jcirc.frontend.cxx.CxxInheritance.path(t, f)))
            sema.error(c, "cannot cast '" + f.displayName() + "' to '" + t.displayName() + " &' via virtual base '" + f.displayName() + "'");
        return true;
    }

    /** Is {@code c} a reference cast Sema accepted (CIRGen: the operand's object, no conversion)? */
    public boolean isAcceptedReferenceCast(IASTExpression c) { return referenceCasts.contains(c); }

    // static_cast<T &&>(x), static_cast<const T &>(x), (T &)x: the object x designates, as an xvalue (T&&) or lvalue (T&)
    CType referenceCastType(org.eclipse.cdt.core.dom.ast.IASTCastExpression c) {
        CType ref = sema.typeOfTypeId(c.getTypeId());
        CType target = Types.pointee(Types.unqual(ref));
        CType from = sema.typeOf(c.getOperand());
        if (target == null) return CType.INT;
        if (!Types.compatibleUnqual(Types.unqual(from), Types.unqual(target)) && reinterprets(c, from, target) && sema.isLvalue(c.getOperand())) {
            referenceCasts.add(c);   // reinterpret_cast<const type_info&>(tag): the object at tag's address, as a T
            return target;
        }
        // static_cast<const P &>(e), (P &)e with E::operator P &(): the object the conversion function returns (explicit ones too)
        boolean unrelated = !Types.compatibleUnqual(Types.unqual(from), Types.unqual(target)) && !relatedClasses(c, from, target);
        if (unrelated && Types.unqual(from) instanceof CType.Record
                && sema.cxx.conversions.referenceBinding(c.getOperand(), from, target, rvalueReferenceCast(c), true)) {
            referenceCasts.add(c);
            return target;
        }
        if (unrelated) {
            sema.error(c, "this cast to a reference type is not supported yet");
            return target;
        }
        if (!sema.isLvalue(c.getOperand()) && extendedTemporary(c.getOperand()) == null) {   // an lvalue, a class prvalue or a part of one
            if (!rvalueReferenceCast(c)) {
                sema.error(c, "non-const lvalue reference to type '" + target + "' cannot bind to a temporary of type '" + Types.unqual(from) + "'");
                return target;
            }
            sema.error(c, "this cast of a temporary to a reference type is not supported yet");
            return target;
        }
        referenceCasts.add(c);
        return target;
    }

    /** The NRVO variable of the function being walked (its symbol), or null. */
    private Symbol nrvoSymbol;
    private org.eclipse.cdt.core.dom.ast.IASTDeclarator nrvoDeclarator;

    /**
     * Entering a function body: the named return value g++ constructs in the result object (NRVO, also at -O0) — a local
     * of the returned class (non-trivial for calls) that every {@code return} of the function names.
     */
    void enterFunction(org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd, CType rt) {
        nrvoSymbol = null;
        nrvoDeclarator = null;
        nrvoName = null;
        nrvoBinding = null;
        if (!(Types.unqual(rt) instanceof CType.Record r) || !r.def().passedIndirectly()) return;
        String[] name = {null};
        boolean[] ok = {true};
        fd.getBody().accept(new org.eclipse.cdt.core.dom.ast.ASTVisitor() {
            { shouldVisitStatements = true; shouldVisitExpressions = true; }
            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTStatement st) {
                if (st instanceof org.eclipse.cdt.core.dom.ast.IASTReturnStatement ret) {
                    IASTExpression v = ret.getReturnValue() == null ? null : strip(ret.getReturnValue());
                    if (v instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id && (name[0] == null || name[0].equals(id.getName().toString()))
                            && id.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable var
                            && !(var instanceof org.eclipse.cdt.core.dom.ast.IParameter)) {
                        if (name[0] != null && !sameBinding(id)) ok[0] = false;
                        name[0] = id.getName().toString();
                        binding = binding == null ? id.getName().resolveBinding() : binding;
                        nrvoBinding = binding;
                    } else ok[0] = false;
                }
                return PROCESS_CONTINUE;
            }
            @Override public int visit(IASTExpression ex) {
                return ex instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression ? PROCESS_SKIP : PROCESS_CONTINUE;
            }
            private org.eclipse.cdt.core.dom.ast.IBinding binding;
            private boolean sameBinding(org.eclipse.cdt.core.dom.ast.IASTIdExpression id) { return id.getName().resolveBinding() == binding; }
        });
        if (!ok[0] || name[0] == null) return;
        nrvoName = name[0];
        nrvoFunction = fd;
    }

    private String nrvoName;
    private org.eclipse.cdt.core.dom.ast.IBinding nrvoBinding;
    private org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition nrvoFunction;

    /** A local declared in the function being walked: the NRVO variable when it is the name every return names (of the result's class, automatic). */
    void local(org.eclipse.cdt.core.dom.ast.IASTDeclarator d, Symbol s, CType rt) {
        if (nrvoName == null || nrvoSymbol != null || s.isStatic || !d.getName().toString().equals(nrvoName)
                || d.getName().resolveBinding() != nrvoBinding) return;
        for (IASTNode n = d; n != null; n = n.getParent()) if (n == nrvoFunction) {
            if (!(Types.unqual(s.type) instanceof CType.Record) || !Types.compatibleUnqual(Types.unqual(s.type), Types.unqual(rt)) || Types.isVolatile(s.type)) return;
            nrvoSymbol = s;
            nrvoDeclarator = d;
            nrvo.add(d);
            return;
        }
    }
}
