package jcirc.frontend.sema;

import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.util.ArrayList;
import java.util.List;

/**
 * User-defined conversions (docs/cxx.md, "Overloading and conversions"), as clang's
 * {@code TryUserDefinedConversion}: a conversion function ({@code operator int()}, {@code explicit operator bool()})
 * converts an object of class type to another type; a converting constructor (not {@code explicit}, callable with
 * one argument) converts a value to a class type. The candidates are ranked by the standard conversion sequence
 * that follows (conversion function) or precedes (constructor) them — exact match, then promotion, then conversion
 * ([over.ics.rank]); several best candidates are an ambiguity, reported as clang does. {@code explicit} ones are
 * only considered in contextual conversions to {@code bool} (conditions, {@code !}, {@code &&}, {@code ||}, {@code ?:})
 * and explicit casts. The decision is recorded per expression ({@link #conversion}); CIRGen emits the call.
 */
public final class SemaConversions {
    /**
     * A user-defined conversion of an expression: {@code fn} (a conversion function called on the object, or a
     * converting constructor constructing a temporary of {@code result}), the type it produces, and whether a
     * conversion function returns a reference (its result is then the address of the {@code result} object); a
     * converting constructor's default arguments after its first parameter ({@code basic_string(const char *, const
     * allocator & = allocator())}), typed and checked as the arguments of a call. {@code bindsSource}: the constructor's
     * reference parameter of scalar type binds the source lvalue itself ({@code A(const int &)} of an {@code int}
     * variable, [dcl.init.ref]/5.1), not a temporary holding its converted value.
     */
    public record UserConversion(Symbol fn, CType result, boolean constructor, boolean reference, CType param, boolean paramReference,
            boolean bindsSource, List<IASTExpression> defaults) {
        UserConversion(Symbol fn, CType result, boolean reference) { this(fn, result, false, reference, null, false, false, List.of()); }
    }

    private final Sema sema;
    private final Sema.NodeMap<IASTExpression, UserConversion> conversions;
    /** Condition declarations of class type ({@code if (auto l = w.lock())}): the conversion of the declared object. */
    private final Sema.NodeMap<org.eclipse.cdt.core.dom.ast.IASTDeclarator, UserConversion> conditionConversions;

    SemaConversions(Sema sema) {
        this.sema = sema;
        this.conversions = new Sema.NodeMap<>(sema);
        this.conditionConversions = new Sema.NodeMap<>(sema);
    }

    /** The contextual conversion to {@code bool} of the object a condition declaration declares, or null. */
    public UserConversion conditionConversion(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) { return conditionConversions.get(d); }

    /** The user-defined conversion Sema decided for {@code e}, or null. */
    public UserConversion conversion(IASTExpression e) { return conversions.get(e); }

    /** The class CDT says {@code e} has, or null. */
    /**
     * CDT's class of Sema's class type {@code from} of {@code e}: in a template instance, CDT's type of {@code e} is the
     * template's (dependent: {@code H<T>}), Sema's the instance's ({@code H<int>}), whose conversion functions are the
     * instance's members.
     */
    private ICPPClassType classOf(CType from, IASTExpression e) {
        if (Types.unqual(from) instanceof CType.Record r) {
            if (sema.templates != null && sema.templates.instanceClass(r.def()) instanceof ICPPClassType ic) return ic;
            if (sema.templates != null && sema.templates.inInstance() && e instanceof ICPPASTExpression ce
                    && CxxSpecialMembers.classOf(sema.templates.instantiate(ce.getExpressionType())) instanceof ICPPClassType ic) return ic;
            if (classes.get(r.def()) instanceof ICPPClassType c && !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate)) return c;
        }
        return classOf(e);
    }

    static ICPPClassType classOf(IASTExpression e) {
        return e instanceof ICPPASTExpression ce ? CxxSpecialMembers.classOf(ce.getExpressionType()) : null;
    }

    /**
     * {@code if (obj)}, {@code !obj}, {@code obj && x}, {@code obj ? a : b} with {@code obj} of class type: a conversion
     * function to {@code bool} (or to an arithmetic or pointer type), {@code explicit} ones included.
     * Returns true when {@code e} has class type (the conversion is recorded, or the error reported).
     */
    public boolean contextualBool(IASTExpression e) {
        if (conversions.containsKey(e)) return true;
        CType from = sema.rvalueType(e);
        if (!(Types.unqual(from) instanceof CType.Record)) return false;
        if (SemaMemberPointers.is(from)) return true;   // if (pm): compared with null (CIRGenMemberPointers)
        return fromClass(e, from, CType.BOOL, true, "condition");
    }

    /**
     * {@code if (std::shared_ptr<A> l = w.lock())}: a condition declaration of class type {@code varType} is contextually
     * converted to {@code bool} ([stmt.pre]/4: the declared variable, an lvalue, is the operand), through a conversion
     * function, {@code explicit} ones included. {@code init} is the declarator's initializer (the context CDT's class
     * of the type is looked up in). Returns true when the conversion is recorded or its error reported.
     */
    public boolean contextualBool(org.eclipse.cdt.core.dom.ast.IASTDeclarator d, CType varType, IASTExpression init) {
        if (conditionConversions.containsKey(d)) return true;
        if (!(Types.unqual(varType) instanceof CType.Record)) return false;
        Candidate best = bestConversionFunction(init, varType, Types.isConst(varType), CType.BOOL, true);
        if (best == null) return false;
        if (best.ambiguous) {
            sema.error(d.getName(), "conversion from '" + name(varType) + "' to 'bool' is ambiguous");
            return true;
        }
        conditionConversions.put(d, best.conv);
        return true;
    }

    /**
     * A copy-initialization (initializer, argument, returned value, assignment) of {@code to} from {@code src} of type
     * {@code from} where one of them has class type and they differ: a conversion function or a converting constructor.
     * Returns true when handled (recorded, or the error reported); false leaves the case to C's rules.
     */
    public boolean implicit(IASTExpression src, CType from, CType to, String what) {
        if (conversions.containsKey(src)) return true;
        boolean fromRecord = Types.unqual(from) instanceof CType.Record, toRecord = Types.unqual(to) instanceof CType.Record;
        if (!fromRecord && !toRecord) return false;
        if (fromRecord && toRecord && (Types.compatibleUnqual(from, to)
                || jcirc.frontend.cxx.CxxInheritance.isProperBase(jcirc.frontend.cxx.CxxInheritance.record(to), jcirc.frontend.cxx.CxxInheritance.record(from)))) return false;
        if (fromRecord && fromClass(src, from, to, false, what)) return true;
        return toRecord && toClass(src, from, to, what);
    }

    /**
     * {@code return s;} of a local object {@code s} of a class other than the function's result class {@code to}
     * ([class.copy.elision]/3, C++17): the converting constructors of {@code to} are first tried as if {@code s} were an
     * rvalue, and one taking an rvalue reference is used ({@code std::optional<std::string>}'s {@code optional(_Up&&)}
     * with {@code _Up = std::string}: s is moved). True when recorded; false (nothing reported) leaves the return to
     * {@link #implicit} with s an lvalue.
     */
    public boolean implicitMove(IASTExpression src, CType from, CType to) {
        if (conversions.containsKey(src)) return true;
        if (!(Types.unqual(from) instanceof CType.Record) || !(Types.unqual(to) instanceof CType.Record)) return false;
        movedSource = src;
        try {
            return toClass(src, from, to, "returning") && conversions.containsKey(src);
        } finally {
            movedSource = null;
        }
    }

    /** The local {@link #implicitMove} treats as an xvalue (only constructors taking an rvalue reference), or null. */
    private IASTExpression movedSource;

    /** {@code src}'s value category, an xvalue while {@link #implicitMove} tries it. */
    private IASTExpression.ValueCategory category(IASTExpression src) {
        return src == movedSource ? IASTExpression.ValueCategory.XVALUE : sema.cxx.valueCategory(src);
    }

    /** {@code (int)w}, {@code static_cast<A>(1)}: as {@link #implicit}, {@code explicit} conversion functions and constructors included. */
    public boolean explicitCast(IASTExpression src, CType from, CType to) {
        explicitContext = true;
        try {
            return implicit(src, from, to, "casting");
        } finally {
            explicitContext = false;
        }
    }

    private boolean explicitContext, explicitOnly;

    /** A type as clang names it in these diagnostics: a class by its name, without 'struct'. */
    static String name(CType t) {
        return Types.unqual(t) instanceof CType.Record r && r.def().displayName() != null ? r.def().displayName() : String.valueOf(Types.unqual(t));
    }

    /** Where clang reports a conversion of an initializer: at the declared name ({@code Strict s = 3;}), else at the expression. */
    static org.eclipse.cdt.core.dom.ast.IASTNode at(IASTExpression e) {
        if (e.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq && eq.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d)
            return d.getName();
        return e;
    }

    /** Arithmetic operands of class type ({@code w + 1} with {@code operator int()}): the type the conversion gives, or null. */
    public CType arithmeticOperand(IASTExpression e) {
        UserConversion c = conversions.get(e);
        if (c != null) return c.result();
        CType from = sema.rvalueType(e);
        if (!(Types.unqual(from) instanceof CType.Record)) return null;
        Candidate best = bestConversionFunction(e, from, null, false);
        if (best == null || best.ambiguous) return null;
        conversions.put(e, best.conv);
        return best.conv.result();
    }

    /** {@code object}: the rank of the implicit object argument's binding (conversion functions; {@link #objectRank}). */
    private record Candidate(UserConversion conv, int rank, boolean ambiguous, List<ICPPFunction> tied, int object) {
        Candidate(UserConversion conv, int rank, boolean ambiguous, List<ICPPFunction> tied) { this(conv, rank, ambiguous, tied, 0); }
    }

    private boolean fromClass(IASTExpression e, CType from, CType to, boolean contextual, String what) {
        explicitOnly = false;
        Candidate best = bestConversionFunction(e, from, to, contextual);
        if (best == null && explicitOnly) {   // clang: an explicit conversion function is no candidate of copy-initialization
            if (Types.unqual(to) instanceof CType.Record && toClass(e, from, to, what)) return true;   // a converting constructor
            sema.error(at(e), "no viable conversion from '" + name(from) + "' to '" + name(to) + "'");
            return true;
        }
        if (best == null) return false;
        if (best.ambiguous) {
            sema.error(at(e), "conversion from '" + name(from) + "' to '" + name(to) + "' is ambiguous");
            return true;
        }
        // g(a) with g(const B &) and A::operator B(): the B the conversion function returns is a temporary, destroyed at
        // the end of the full-expression (or with the reference it is bound to)
        if (!best.conv.reference() && CxxSpecialMembers.classOf(cdtTarget(best.conv.result(), e)) instanceof ICPPClassType rc
                && ClassTraits.nonTrivial(rc, ClassTraits.Kind.DTOR))
            sema.cxx.temps.convertedTemporary(e, sema.cxx.special.special(rc, ClassTraits.Kind.DTOR, e));
        conversions.put(e, best.conv);
        return true;
    }

    /**
     * {@code const P &r = e;}, {@code int &i = e;}, {@code static_cast<const P &>(e)} with {@code E::operator const P &()}:
     * a reference binds directly to the object a conversion function's reference result designates ([dcl.init.ref]/5.1.2,
     * 5.3.2), not to a copy: an lvalue reference result for an lvalue reference, an rvalue reference result for
     * {@code T&&}, to {@code target} or a class derived from it, its cv-qualifiers no more than the target's. Recorded as
     * a {@link UserConversion} with {@code reference} (CIRGen binds the returned address); false when there is none.
     * {@code explicitToo}: a cast, where {@code explicit} conversion functions are candidates.
     */
    public boolean referenceBinding(IASTExpression e, CType from, CType target, boolean rvalueRef, boolean explicitToo) {
        ICPPClassType c = classOf(from, e);
        if (c == null) return false;
        ICPPMethod[] ops = conversionFunctions(c);
        if (ops == null) return false;
        boolean constObject = Types.isConst(sema.typeOf(e));
        Candidate best = null;
        for (ICPPMethod m : ops) {
            if (hidden(m, ops) || (m.isExplicit() && !explicitToo) || m.getType() == null || (constObject && !m.getType().isConst())) continue;
            if (!(m.getType().getReturnType() instanceof ICPPReferenceType rt) || rt.isRValueReference() != rvalueRef) continue;
            CType referred = jcirc.frontend.cxx.CdtTypes.of(sema, rt.getType());
            if (referred == null || (Types.isConst(referred) && !Types.isConst(target)) || (Types.isVolatile(referred) && !Types.isVolatile(target))) continue;
            int rank;
            if (Types.compatibleUnqual(Types.unqual(referred), Types.unqual(target))) rank = 0;
            else if (Types.isRecord(Types.unqual(referred)) && Types.isRecord(Types.unqual(target))
                    && jcirc.frontend.cxx.CxxInheritance.isProperBase(jcirc.frontend.cxx.CxxInheritance.record(target), jcirc.frontend.cxx.CxxInheritance.record(referred))) rank = 1;
            else continue;
            int object = objectRank(m, c, constObject);
            if (best != null && (object > best.object || (object == best.object && rank > best.rank))) continue;
            Symbol fn = sema.cxx.functionSymbol(m, e);
            if (fn == null) return false;
            UserConversion uc = new UserConversion(fn, Types.unqual(referred), true);
            if (best != null && object == best.object && rank == best.rank) best = new Candidate(best.conv, rank, true, best.tied, object);
            else best = new Candidate(uc, rank, false, List.of(m), object);
        }
        if (best == null) return false;
        if (best.ambiguous) sema.error(at(e), "conversion from '" + name(from) + "' to '" + name(target) + "' is ambiguous");
        else conversions.put(e, best.conv);
        return true;
    }

    /** The conversion functions of {@code c}, inherited ones included (CDT's), or null when CDT cannot list them. */
    private static ICPPMethod[] conversionFunctions(ICPPClassType c) {
        try {
            return SemanticUtil.getConversionOperators(c);
        } catch (org.eclipse.cdt.core.dom.ast.DOMException ex) {
            return null;
        }
    }

    /** Is {@code e}'s recorded conversion a conversion function returning a reference, bound directly ({@link #referenceBinding})? */
    public boolean bindsReferenceResult(IASTExpression e) {
        UserConversion c = conversions.get(e);
        return c != null && !c.constructor() && c.reference();
    }

    /** The best conversion function of e's class to {@code to} (any arithmetic type when {@code to} is null). */
    private Candidate bestConversionFunction(IASTExpression e, CType from, CType to, boolean contextual) {
        return bestConversionFunction(e, from, Types.isConst(sema.typeOf(e)), to, contextual);
    }

    /** As above for an object of type {@code from} ({@code constObject}: a const one) in the context of {@code e}. */
    private Candidate bestConversionFunction(IASTExpression e, CType from, boolean constObject, CType to, boolean contextual) {
        ICPPClassType c = classOf(from, e);
        if (c == null) return null;
        ICPPMethod[] ops = conversionFunctions(c);
        if (ops == null) return null;
        if (to != null && e != null)   // template <class T> operator T(): deduced from the target type
            ops = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ConversionTemplates.instantiate(ops, conversionTarget(to, e), e);
        Candidate best = null;
        for (ICPPMethod m : ops) {
            if (hidden(m, ops)) continue;
            if (m.getType() == null || (constObject && !m.getType().isConst())) continue;
            if (e != null && Types.isVolatile(sema.typeOf(e)) && !m.getType().isVolatile()) continue;   // a volatile object: volatile ones only
            IType rtc = m.getType().getReturnType();
            boolean ref = rtc instanceof ICPPReferenceType;
            CType rt = jcirc.frontend.cxx.CdtTypes.of(sema, ref ? ((ICPPReferenceType) rtc).getType() : rtc);
            if (rt == null) continue;
            int rank = to == null ? (Types.isArithmetic(rt) ? 0 : -1) : rank(Types.unqual(rt), Types.unqual(to), contextual);
            if (rank < 0) continue;
            // an explicit one that would convert is no candidate here, only the reason for the error when nothing else
            // converts (unique_ptr's explicit operator bool does not stop unique_ptr<R> → unique_ptr<S>)
            if (m.isExplicit() && !contextual && !explicitContext) { explicitOnly = true; continue; }
            // the implicit object argument first, then the conversion of the result ([over.match.best]): B's
            // operator int() beats A's operator double() const for a B converted to double
            int object = objectRank(m, c, constObject);
            if (best != null && (object > best.object || (object == best.object && rank > best.rank))) continue;
            Symbol fn = sema.cxx.functionSymbol(m, e);
            if (fn == null) return null;
            if (best != null && best.conv.fn() == fn) continue;   // listed twice: inherited and named by a using-declaration (std::atomic<int>)
            UserConversion uc = new UserConversion(fn, Types.unqual(rt), ref);
            if (best != null && object == best.object && rank == best.rank) best = new Candidate(best.conv, rank, true, best.tied, object);
            else best = new Candidate(uc, rank, false, List.of(m), object);
        }
        return best;
    }

    /**
     * The implicit object argument's binding to {@code m}'s object parameter, smaller is better ([over.ics.rank]): the
     * object's own class, then a nearer base before a farther one (a derived-to-base conversion), and at each the
     * binding that adds no {@code const}.
     */
    private static int objectRank(ICPPMethod m, ICPPClassType objectClass, boolean constObject) {
        // each qualifier the binding adds costs one: operator int() const beats operator int() const volatile for a
        // non-volatile object (std::atomic<int>'s two, [over.ics.rank]/3.2.6); const against volatile stays a tie
        int cv = (!constObject && m.getType() != null && m.getType().isConst() ? 1 : 0) + (m.getType() != null && m.getType().isVolatile() ? 1 : 0);
        // derivation steps from the object's class up to m's (CDT's, as its own overload ranking; -1: not a base)
        int depth = m.getClassOwner() == null ? 0 : SemanticUtil.calculateInheritanceDepth(objectClass, m.getClassOwner());
        return 3 * (depth < 0 ? 1000 : depth) + cv;
    }

    /**
     * A base's conversion function hidden by one of a derived class to the same type ({@code operator const char *()}
     * in A and in B : A; [class.member.lookup]): CDT lists both, which made the conversion ambiguous
     * (g++.old-deja/g++.other/conv4).
     */
    private static boolean hidden(ICPPMethod m, ICPPMethod[] ops) {
        if (m.getType() == null || !(m.getClassOwner() instanceof ICPPClassType owner)) return false;
        for (ICPPMethod o : ops)
            if (o != m && o.getType() != null && o.getClassOwner() instanceof ICPPClassType oc && !oc.isSameType(owner)
                    && org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper.isSubclass(oc, owner)
                    && o.getType().getReturnType().isSameType(m.getType().getReturnType())) return true;
        return false;
    }

    private boolean toClass(IASTExpression src, CType from, CType to, String what) {
        ICPPClassType c = CxxSpecialMembers.classOf(cdtTarget(to, src));
        if (c == null) return false;
        Candidate best = null;
        List<String> explicitOnes = new ArrayList<>();
        for (ICPPConstructor ctor0 : c.getConstructors()) {
            ICPPConstructor ctor = ctor0;
            if (ctor instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate) {
                // template<class I> It(const It<I, enable_if<…>> &) (__normal_iterator's iterator to const_iterator): the
                // instance CDT's conversion deduces for the argument, when it is one of this template's
                ctor = templateConversion(src, to, ctor);
                if (ctor == null) continue;
            }
            if (ctor.isImplicit() || ctor.getType() == null) continue;
            IType[] ps = ctor.getType().getParameterTypes();
            if (ps.length == 0 || ctor.getRequiredArgumentCount() > 1) continue;
            IType p0 = ps[0];
            if (src == movedSource && !(p0 instanceof ICPPReferenceType r0 && r0.isRValueReference())) continue;
            if (p0 instanceof ICPPReferenceType r) {
                // T& cannot bind a converted value, only an lvalue of T itself: optional(U&&) with U = int& for
                // `return v;` of an int v in a function returning optional<int>
                if (!r.isRValueReference() && !(SemanticUtil.getCVQualifier(r.getType()).isConst()) && !bindsLvalue(src, from, r.getType())) continue;
                p0 = r.getType();
            }
            if (CxxSpecialMembers.classOf(p0) instanceof ICPPClassType pc && pc.isSameType(c)) continue;   // copy/move constructors
            CType pt = jcirc.frontend.cxx.CdtTypes.of(sema, p0);
            if (pt == null) continue;
            int rank;
            if (Types.unqual(pt) instanceof CType.Record) {
                // CIt(const It &) of an It (or of a class derived from It): the argument binds the parameter, no second
                // user-defined conversion ([over.best.ics]); an rvalue reference binds no lvalue, a by-value class
                // parameter is copied bitwise only when trivially copyable
                rank = classParameterRank(src, from, pt, ps[0]);
            } else if (Types.unqual(pt) instanceof CType.Array pa && ps[0] instanceof ICPPReferenceType) {
                rank = arrayReferenceRank(src, pa);   // template<class S> path(const S &) of "abc": S = char[4], binding the literal itself
            } else if (!Types.isScalar(pt)) continue;
            else rank = rank(Types.unqual(from), Types.unqual(pt), false);
            if (rank < 0 && Types.isPointer(pt) && Types.isInteger(from) && sema.consts.eval(src) instanceof ConstValue.IntVal iv && iv.value() == 0) rank = 2;
            if (rank < 0) continue;
            if (ctor.isExplicit() && !explicitContext) { explicitOnes.add(ctor.getName()); continue; }
            if (best != null && rank > best.rank) continue;
            Symbol fn = sema.cxx.functionSymbol(ctor, src);
            if (fn == null) return true;
            boolean paramReference = ps[0] instanceof ICPPReferenceType;
            boolean bindsSource = paramReference && !(Types.unqual(pt) instanceof CType.Record) && sema.isLvalue(src)
                    && (Types.compatibleUnqual(from, pt) || Types.unqual(pt) instanceof CType.Array);
            UserConversion uc = new UserConversion(fn, Types.unqual(to), true, false, Types.unqual(pt), paramReference, bindsSource, List.of());
            if (best != null && rank == best.rank) best = new Candidate(best.conv, rank, true, best.tied);
            else best = new Candidate(uc, rank, false, List.of(ctor));
        }
        if (best == null) {
            if (!explicitOnes.isEmpty() && src != movedSource) {   // clang: the explicit constructor is not a candidate of copy-initialization
                sema.error(at(src), "no viable conversion from '" + name(from) + "' to '" + name(to) + "'");
                return true;
            }
            return false;
        }
        if (best.ambiguous) {
            sema.error(at(src), "conversion from '" + name(from) + "' to '" + name(to) + "' is ambiguous");
            return true;
        }
        if (best.tied.get(0) instanceof ICPPConstructor k && k.getType().getParameterTypes().length > 1) {   // Str(const char *, const A & = A())
            List<IASTExpression> defaults = defaultArguments(src, k, best.conv.fn());
            if (defaults == null) return true;
            UserConversion u = best.conv;
            best = new Candidate(new UserConversion(u.fn(), u.result(), true, false, u.param(), u.paramReference(), u.bindsSource(), defaults), best.rank, false, best.tied);
        }
        if (best.conv.constructor() && ClassTraits.nonTrivial(c, ClassTraits.Kind.DTOR))   // f(1) with f(const A &): ~A at the end of the full-expression
            sema.cxx.temps.convertedTemporary(src, sema.cxx.special.special(c, ClassTraits.Kind.DTOR, src));
        conversions.put(src, best.conv);
        return true;
    }

    /** The instance of the converting constructor template {@code t} CDT's implicit conversion of {@code src} to {@code to} selects, or null. */
    private ICPPConstructor templateConversion(IASTExpression src, CType to, ICPPConstructor t) {
        if (!(src instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        IType st = ce.getExpressionType();
        if (sema.templates != null && sema.templates.inInstance()) st = sema.templates.instantiate(st);
        IType target = cdtTarget(to, src);
        if (st == null || target == null) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(src);
        try {
            var cost = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions.checkImplicitConversionSequence(target, st,
                    category(src), org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions.UDCMode.ALLOWED,
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions.Context.ORDINARY, false);
            if (cost == null || !cost.converts() || !(cost.getUserDefinedConversion() instanceof ICPPConstructor k)
                    || !(k instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance ti) || !t.equals(ti.getTemplateDefinition())) return null;
            return k;
        } catch (org.eclipse.cdt.core.dom.ast.DOMException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /**
     * The rank of binding the array lvalue {@code src} to a converting constructor's reference-to-array parameter of
     * type {@code pa} ({@code const char (&)[4]} of {@code "abc"}): 0 when the element types (cv aside) and lengths
     * agree, -1 otherwise (an rvalue or a pointer binds no array reference).
     */
    private int arrayReferenceRank(IASTExpression src, CType.Array pa) {
        CType st = sema.typeOf(src);
        return sema.isLvalue(src) && st != null && Types.unqual(st) instanceof CType.Array sa && sa.length() == pa.length() && pa.length() >= 0
                && Types.compatibleUnqual(sa.element(), pa.element()) ? 0 : -1;
    }

    /** Does the lvalue {@code src} of type {@code from} bind a non-const {@code T&} directly (T the same scalar type, not less qualified)? */
    private boolean bindsLvalue(IASTExpression src, CType from, IType referenced) {
        CType t = jcirc.frontend.cxx.CdtTypes.of(sema, referenced);
        return t != null && Types.isScalar(Types.unqual(t)) && sema.isLvalue(src) && Types.compatibleUnqual(from, t)
                && (!Types.isConst(from) || Types.isConst(t));
    }

    /**
     * The rank of binding {@code src} (type {@code from}) to a converting constructor's parameter of class type
     * {@code pt} (declared {@code declared}): 0 the same class, 2 a class derived from it, -1 not viable.
     */
    private int classParameterRank(IASTExpression src, CType from, CType pt, IType declared) {
        if (!(Types.unqual(from) instanceof CType.Record fr) || !(Types.unqual(pt) instanceof CType.Record pr)) return -1;
        int rank = Types.compatibleUnqual(from, pt) ? 0
                : jcirc.frontend.cxx.CxxInheritance.isProperBase(pr.def(), fr.def()) ? 2 : -1;
        if (rank < 0) return -1;
        if (declared instanceof ICPPReferenceType r) {
            if (r.isRValueReference() && sema.isLvalue(src) && src != movedSource) return -1;
            if (Types.isConst(from) && !SemanticUtil.getCVQualifier(r.getType()).isConst()) return -1;
            return rank;
        }
        return rank == 0 && !pr.def().passedIndirectly() ? 0 : -1;
    }

    /**
     * The default arguments of converting constructor {@code k} (symbol {@code fn}) after its first parameter, for the
     * conversion of {@code src}: each typed (in its instance, for a member of a class template instance) and checked
     * as an argument (a reference parameter binds it); null after an error.
     */
    private List<IASTExpression> defaultArguments(IASTExpression src, ICPPConstructor k, Symbol fn) {
        IASTInitializerClause[] all = SemaDefaultArgs.complete(sema, src, k, new IASTInitializerClause[] {src});
        List<IASTExpression> out = new ArrayList<>();
        for (int i = 1; i < all.length; i++) {
            if (!(all[i] instanceof IASTExpression d)) { sema.error(src, "this converting constructor's default argument is not supported yet"); return null; }
            sema.typeOf(d);
            out.add(d);
        }
        if (!(Types.unqual(fn.type) instanceof CType.Function f)) return null;
        for (int i = 2; i < f.params().size(); i++)
            if (Types.unqual(f.params().get(i)) instanceof CType.Record r && r.def().passedIndirectly()) {
                sema.error(src, "this converting constructor's default argument is not supported yet");   // a class by value
                return null;
            }
        int errors = sema.diags.errorCount();
        sema.cxx.checkTrailingArguments(src, f, 1, out.toArray(new IASTInitializerClause[0]), k);
        return sema.diags.errorCount() == errors ? out : null;
    }

    private final java.util.Map<jcirc.frontend.types.RecordDef, ICPPClassType> classes = new java.util.IdentityHashMap<>();

    /** The record Sema defined for CDT's class {@code c} (SemaType.defineRecord), for {@link #cdtTarget}. */
    public void noteClass(jcirc.frontend.types.RecordDef def, ICPPClassType c) { classes.put(def, c); }

    /** CDT's class type of our record type {@code to}, or null. */
    /**
     * The target of a conversion of {@code e} as CDT's type, for deducing a conversion function template: a class's, or
     * the type of the cast {@code e} is the operand of ({@code static_cast<unsigned>(u)}, {@code (int)w}); null otherwise.
     */
    private IType conversionTarget(CType to, IASTExpression e) {
        if (Types.unqual(to) instanceof CType.Record) return cdtTarget(to, e);
        if (!(e.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTCastExpression c && c.getOperand() == e
                && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        IType t = ce.getExpressionType();
        if (sema.templates != null && sema.templates.inInstance()) t = sema.templates.instantiate(t);
        return t == null || CPPTemplates.isDependentType(t) ? null : t;
    }

    private IType cdtTarget(CType to, IASTExpression at) {
        if (!(Types.unqual(to) instanceof CType.Record r)) return null;
        // a class template instance (stoi's const string& of "123"): the instance, whose constructors are its members
        // (Sema noted the class template for its record)
        ICPPClassType c = classes.get(r.def());
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate && sema.templates != null
                && sema.templates.instanceClass(r.def()) instanceof ICPPClassType ic) return ic;
        return c;
    }

    /**
     * The rank of the standard conversion of a value of type {@code from} to {@code to} ([over.ics.scs]): 0 exact match,
     * 1 promotion, 2 conversion, -1 none. {@code contextual}: to {@code bool}, any scalar converts.
     */
    static int rank(CType from, CType to, boolean contextual) {
        if (Types.compatibleUnqual(from, to)) return 0;
        if (Types.isBool(to) && Types.isScalar(from)) return contextual || Types.isArithmetic(from) || Types.isPointer(from) ? 2 : -1;
        if (Types.isArithmetic(from) && Types.isArithmetic(to)) {
            if (Types.isInteger(from) && Types.isInteger(to) && Types.compatibleUnqual(Types.promote(from), to) && !Types.compatibleUnqual(from, to)) return 1;
            if (Types.unqual(from).equals(CType.FLOAT) && Types.unqual(to).equals(CType.DOUBLE)) return 1;
            return 2;
        }
        if (Types.isPointer(from) && Types.isPointer(to)) {
            CType pf = Types.pointee(from), pt = Types.pointee(to);
            if (Types.compatibleUnqual(Types.unqual(pf), Types.unqual(pt))) return Types.isConst(pf) && !Types.isConst(pt) ? -1 : 0;
            if (Types.isVoid(pt)) return 2;
            return -1;
        }
        if (Types.isPointer(to) && jcirc.frontend.types.NullptrType.is(from)) return 2;
        return -1;
    }
}
