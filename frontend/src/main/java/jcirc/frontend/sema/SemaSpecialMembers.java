package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.ClassTraits.Kind;
import jcirc.frontend.cxx.CxxClasses;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.SemanticQueries;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sema's decisions about the special member functions of classes with members of class type (docs/cxx.md,
 * "Objects of class type"), as clang's Sema defines implicit members ({@code DefineImplicitDefaultConstructor},
 * {@code DefineImplicitCopyConstructor}, …) and marks the member destructors a destructor runs:
 * <ul>
 * <li>the function a special member call invokes: the user-declared one, or an implicitly declared one that is
 *     non-trivial (a member has a non-trivial one), which is then synthesized ({@link Synthesized}: the member
 *     steps its body runs) and emitted by CIRGen as a {@code linkonce_odr} function under g++'s name
 *     ({@code _ZN1SC1Ev}, {@code _ZN1SC1ERKS_}, {@code _ZN1SaSERKS_}, {@code _ZN1SD1Ev}); a trivial one is
 *     no call (null): nothing, or a plain copy;
 * <li>the member destructors a user-declared destructor runs after its body, last member first;
 * <li>{@code a = b} on a class whose {@code operator=} is user-declared or non-trivial: a call
 *     ({@link OperatorCall}).
 * </ul>
 */
public final class SemaSpecialMembers {
    /** A member and the special member of its class to call on it (null: trivial, copied as bytes or nothing). */
    public record FieldStep(Sema.MemberRef member, Symbol call) {}

    /** An implicitly defined special member: its function, class and the steps over the members, in declaration order. */
    public record Synthesized(Kind kind, Symbol fn, CType.Record cls, List<FieldStep> steps) {}

    /** A base-class subobject and the special member of the base to call on it (C2/D2 of a user-declared one, else the synthesized C1/D1). */
    public record BaseStep(RecordDef.Base base, Symbol call) {}

    private final Map<Symbol, List<BaseStep>> baseSteps = new IdentityHashMap<>();

    /** The base subobjects an implicitly defined member {@code s} handles first (destructors: last), in declaration order. */
    public List<BaseStep> baseSteps(Synthesized s) { return baseSteps.getOrDefault(s.fn(), List.of()); }

    /** {@code a = b} calling {@code operator=}: the callee (a member: the first operand is the object) and the operands. */
    public record OperatorCall(Symbol callee, List<IASTExpression> operands, boolean member) {}

    private final Sema sema;
    private final Map<String, Synthesized> synthesized = new LinkedHashMap<>();
    private final Map<String, Symbol> implicitSymbols = new LinkedHashMap<>();
    /** By the template's definition: one per instance (Sema's record layers), as two instances' members and operators differ. */
    private final Map<IASTFunctionDefinition, List<FieldStep>> memberDestructors;
    private final Map<IASTExpression, OperatorCall> operatorCalls;

    SemaSpecialMembers(Sema sema) {
        this.sema = sema;
        this.memberDestructors = new Sema.NodeMap<>(sema);
        this.operatorCalls = new Sema.NodeMap<>(sema);
    }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The implicitly defined special members the unit uses, to be emitted (each once). */
    public Collection<Synthesized> synthesized() { return new ArrayList<>(synthesized.values()); }

    /** The member destructors (in declaration order) a user-declared destructor runs after its body. */
    public List<FieldStep> memberDestructors(IASTFunctionDefinition fd) { return memberDestructors.getOrDefault(fd, List.of()); }

    private final Map<Symbol, org.eclipse.cdt.core.dom.ast.IASTInitializerClause[]> defaultArgs = new IdentityHashMap<>();

    /** The default arguments a call of the default constructor {@code ctor} without arguments passes (empty: none). */
    public org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] defaultArguments(Symbol ctor) {
        return defaultArgs.getOrDefault(ctor, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0]);
    }

    /** The operator function {@code e} calls, or null. */
    public OperatorCall operatorCall(IASTExpression e) { return operatorCalls.get(e); }

    // ------------------------------------------------------------------ decisions

    /** The class type (Sema's record) of a CDT class, or null. */
    CType.Record recordOf(ICPPClassType c) {
        Scope.Tag tag = c == null ? null : sema.symbols.lookupTag(CxxClasses.key(c));
        if ((tag == null || tag.record() == null) && c != null && sema.templates != null) tag = sema.templates.specializationTag(c);   // Base<int>::Impl
        return tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
    }

    /**
     * The function that a call of CDT's {@code f} (a constructor, destructor or {@code operator=} CDT chose) runs:
     * {@code f}'s symbol when the user declared it; the synthesized one when it is implicit and non-trivial;
     * null when it is implicit and trivial (no call). {@code trivial[0]} tells the last case apart from errors.
     */
    Symbol callee(ICPPFunction f, IASTNode at, boolean[] trivial) {
        trivial[0] = false;
        if (!(f instanceof ICPPMethod m) || (!m.isImplicit() && !ClassTraits.defaultedInClass(m))) return sema.cxx.functionSymbol(f, at);
        Kind k = ClassTraits.kindOf(m);
        ICPPClassType c = m.getClassOwner();
        if (k == null) { sema.error(at, "calling the implicit '" + m.getName() + "' is not supported yet"); return null; }
        if (!ClassTraits.nonTrivial(c, k)) { trivial[0] = true; return null; }
        return implicit(c, k, m, at);
    }

    // ------------------------------------------------------------------ inherited constructors

    /**
     * A constructor of a class inheriting base constructors ({@code using B::B;}, [class.inhctor.init]): the base
     * {@code base} is built by {@code baseCall} (its C2, null: trivial) with the constructor's own arguments, the other
     * bases and the members as by the implicit default constructor (default member initializers included).
     */
    record Inherited(ICPPClassType base, Symbol baseCall, List<CType> params, String name) {
        List<CType> parameters(CType self) {
            List<CType> out = new ArrayList<>();
            out.add(self);
            out.addAll(params);
            return out;
        }
    }

    /** The synthesized constructor of D inheriting B's: the base subobject that receives its arguments. */
    private final Map<Symbol, RecordDef.Base> forwardingBases = new IdentityHashMap<>();

    /** CIRGen: the base subobject a synthesized inheriting constructor passes its arguments to, or null. */
    public RecordDef.Base forwardingBase(Synthesized s) { return forwardingBases.get(s.fn()); }

    /** {@code k} is a constructor of a proper base of {@code c} (CDT's choice for an inherited constructor), not of c itself. */
    static boolean inheritedBy(ICPPConstructor k, ICPPClassType c) {
        if (k == null || c == null) return false;
        ICPPClassType owner = k.getClassOwner();
        if (owner == null || owner.isSameType(c)) return false;
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs && cs.getSpecializedBinding() == owner) return false;
        if (directBase(c, owner)) return true;
        ICPPClassType via = inheritsConstructorsOf(c);   // struct R : V { using V::V; }; struct V : B { using B::B; }: B's, through V
        return via != null && !via.isSameType(c) && inheritedBy(k, via);
    }

    private static boolean directBase(ICPPClassType c, ICPPClassType b) {
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase x : c.getBases())
            if (CxxSpecialMembers.classOf(x.getBaseClassType()) instanceof ICPPClassType bc && bc.isSameType(b)) return true;
        return false;
    }

    /**
     * {@code struct D : B { using B::B; D(D&&); };}: D declares no default constructor, so B's is inherited
     * ([namespace.udecl]/3, C++17: only copy/move-like ones are excluded, [over.match.funcs]/8; CDT inherits none of
     * the default ones). The base's default constructor, or null.
     */
    public static ICPPConstructor inheritedDefault(ICPPClassType c) {
        if (c == null || ClassTraits.userDeclared(c, Kind.DEFAULT_CTOR) != null || ClassTraits.defaulted(c, Kind.DEFAULT_CTOR) != null) return null;
        for (ICPPConstructor k : c.getConstructors()) if (k.isImplicit() && ClassTraits.kindOf(k) == Kind.DEFAULT_CTOR) return null;
        ICPPClassType from = inheritsConstructorsOf(c);
        if (from == null) return null;
        ICPPMethod d = ClassTraits.userDeclared(from, Kind.DEFAULT_CTOR);
        if (d == null) d = implicitMethod(from, Kind.DEFAULT_CTOR);
        if (d == null) { ICPPConstructor i = inheritedDefault(from); if (i != null) return i; }
        return d instanceof ICPPConstructor k ? k : null;
    }

    /** The direct base whose constructors {@code c} inherits ({@code using B::B;}), or null. */
    private static ICPPClassType inheritsConstructorsOf(ICPPClassType c) {
        ICPPClassType def = c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs && cs.getSpecializedBinding() instanceof ICPPClassType t ? t : c;
        if (!(def instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || !(ib.getDefinition() instanceof org.eclipse.cdt.core.dom.ast.IASTName dn)
                || !(dn.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier spec)) return null;
        for (org.eclipse.cdt.core.dom.ast.IASTDeclaration m : spec.getMembers()) {
            if (!(m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUsingDeclaration u)
                    || !(u.getName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q) || q.getQualifier().length == 0) continue;
            String last = q.getLastName().getSimpleID() == null ? "" : String.valueOf(q.getLastName().getSimpleID());
            String owner = q.getQualifier()[q.getQualifier().length - 1] instanceof org.eclipse.cdt.core.dom.ast.IASTName qn
                    ? String.valueOf(qn instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId ti ? ti.getTemplateName().getSimpleID() : qn.getSimpleID()) : "";
            if (!last.equals(owner)) continue;
            for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases())
                if (CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc && bc.getName().equals(last)) return bc;
        }
        return null;
    }

    /**
     * The function a constructor call of CDT's {@code k} runs on an object of class {@code c}: the synthesized
     * inheriting constructor of c when k is a base's constructor ({@code using B::B;}), else {@link #callee}.
     *   D d(3); with struct D : B { using B::B; int y = 9; }  ->  cir.call @_ZN1DCI11BEi(%d, 3)
     */
    Symbol constructorCallee(ICPPFunction k, ICPPClassType c, IASTNode at, boolean[] trivial) {
        if (!(k instanceof ICPPConstructor kc) || !inheritedBy(kc, c)) return callee(k, at, trivial);
        trivial[0] = false;
        return inheriting(c, kc, at);
    }

    /** The synthesized constructor of {@code c} inheriting base constructor {@code k}, or null after an error. */
    Symbol inheriting(ICPPClassType c, ICPPConstructor k, IASTNode at) {
        ICPPClassType bc = k.getClassOwner();
        if (jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) { sema.error(at, "inherited constructors of classes with virtual bases are not supported yet"); return null; }
        Symbol call;
        List<CType> params = new ArrayList<>();
        String suffix;
        try {
            if (k.isImplicit() || ClassTraits.defaultedInClass(k)) {   // B's implicit default constructor (C1: the synthesized or none)
                call = ClassTraits.nonTrivial(bc, Kind.DEFAULT_CTOR) ? special(bc, Kind.DEFAULT_CTOR, at) : null;
                suffix = "Ev";
            } else {
                Symbol complete = sema.cxx.functionSymbol(k, at);
                if (complete == null || !(Types.unqual(complete.type) instanceof CType.Function f)) return null;
                if (f.variadic()) { sema.error(at, "inheriting a variadic constructor is not supported yet"); return null; }
                // the parameters as the base constructor's, forwarded as they arrive (a class passed by value: the
                // caller's object itself, not a copy, as g++ does: [class.inhctor.init]/1)
                params.addAll(f.params().subList(1, f.params().size()));
                String base = ItaniumMangler.constructor(k, ItaniumMangler.Variant.BASE);
                call = sema.cxx.bases.variant(base, complete);
                String bprefix = classPrefix(bc);
                int at2 = bprefix == null || !base.startsWith(bprefix) ? -1 : bprefix.length() + 2;
                suffix = at2 < 0 ? "E" + Integer.toHexString(System.identityHashCode(k)) : base.substring(at2);
            }
            String prefix = classPrefix(c);
            if (prefix == null) { sema.error(at, "this inherited constructor of '" + c.getName() + "' is not supported yet"); return null; }
            String name = prefix + "CI1" + ItaniumMangler.typeName(bc) + suffix;
            ICPPClassType built = bc;
            if (!directBase(c, bc)) {   // B's constructor inherited through V (using V::V; with V's using B::B;): V's inheriting one builds V
                built = inheritsConstructorsOf(c);
                call = built == null ? null : inheriting(built, k, at);
                if (call == null) return null;
            }
            return implicit(c, Kind.DEFAULT_CTOR, null, new Inherited(built, call, params, name), at);
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
            return null;
        }
    }

    /** {@code _ZN1D} of class D (its destructor's name without {@code D1Ev}), or null. */
    private static String classPrefix(ICPPClassType c) {
        ICPPMethod d = destructorOf(c);
        if (d == null) return null;
        String n = ItaniumMangler.destructor(d, ItaniumMangler.Variant.COMPLETE);
        return n.endsWith("D1Ev") ? n.substring(0, n.length() - 4) : null;
    }

    /**
     * A subobject of class {@code sub} built by its trivial default constructor in {@code owner}'s implicit default
     * constructor needs a step of its own when its destructor is not trivial: it is destroyed if a later one throws
     * ([except.ctor]; not for classes with virtual bases yet).
     */
    private boolean builtTriviallyWithDestructor(ICPPClassType owner, ICPPClassType sub, IASTNode at) {
        return sub != null && sema.cxx.exceptionsEnabled && ClassTraits.nonTrivial(sub, Kind.DTOR);
    }

    /** The destructor of the class (or element class) of member type {@code t}, or null. */
    private Symbol unwindDestructor(CType t, IASTNode at) {
        while (t instanceof CType.Array a) t = Types.unqual(a.element());
        if (!(t instanceof CType.Record r)) return null;
        ICPPClassType c = sema.cxx.virtuals.classOf(r.def());
        return c == null ? null : sema.cxx.exceptions.destructorOf(c, at);
    }

    /**
     * The class of a member of type {@code t} (Sema's, of the instance being synthesized): CDT's field of a class template
     * instance may name the template's own member class ({@code Impl impl;} of {@code Base<int>}: {@code Base<T>::Impl}),
     * whose members are the instance's {@code Base<int>::Impl}.
     */
    private ICPPClassType instanceClass(ICPPClassType fc, CType t) {
        if (fc == null || sema.templates == null || !(fc.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate)) return fc;
        while (Types.unqual(t) instanceof CType.Array a) t = a.element();
        if (!(Types.unqual(t) instanceof CType.Record r)) return fc;
        ICPPClassType ic = sema.cxx.cdtClass(r.def());
        return ic != null ? ic : fc;
    }

    /** The function for special member {@code k} of {@code c} (user-declared or synthesized), or null when it is trivial. */
    Symbol special(ICPPClassType c, Kind k, IASTNode at) {
        ICPPMethod user = ClassTraits.userDeclared(c, k);
        // no implicit move: the copy — unless the move is defaulted in the class (B(B &&) = default;, std::vector's
        // _Vector_base), synthesized below (it was the copy, bytes when the copy is trivial: wrong code, cxx 316)
        if (user == null && (k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) && hasNoImplicitMove(c) && ClassTraits.defaulted(c, k) == null)
            return special(c, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN, at);
        if (user != null) {
            Symbol fn = sema.cxx.functionSymbol(user, at);
            if (fn != null && k == Kind.DEFAULT_CTOR && user.getParameters().length > 0 && !defaultArgs.containsKey(fn)) {
                // S(int a = 1): a default constructor with default arguments, called with them (SemaDefaultArgs)
                org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args = SemaDefaultArgs.complete(sema, fn, user, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0]);
                defaultArgs.put(fn, args);
                for (var a : args) if (a instanceof IASTExpression e) sema.typeOf(e);
                if (Types.unqual(fn.type) instanceof CType.Function f) sema.cxx.checkArguments(at, f, 1, args, user);
            }
            return fn;
        }
        if (k == Kind.DEFAULT_CTOR && implicitMethod(c, k) == null && inheritedDefault(c) instanceof ICPPConstructor ik) return inheriting(c, ik, at);
        if (!ClassTraits.nonTrivial(c, k)) return null;
        ICPPMethod m = implicitMethod(c, k);
        if (m == null && (k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN)) {   // CDT declares no implicit moves: named after the copy
            ICPPMethod copy = implicitMethod(c, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN);
            if (copy != null) return implicit(c, k, copy, at);
        }
        if (m == null) { sema.error(at, "the implicit special member of '" + c.getName() + "' is not supported yet"); return null; }
        return implicit(c, k, m, at);
    }

    /**
     * The implicit move constructor (assignment) to run instead of the implicit copy {@code chosen} CDT resolved, when
     * {@code arg} is an rvalue and the class has an implicit move (CDT models none), or null.
     */
    Symbol moveInstead(ICPPFunction chosen, IASTExpression arg, IASTNode at) {
        if (!(chosen instanceof ICPPMethod m) || !(m.isImplicit() || ClassTraits.defaultedInClass(m))
                || !(arg instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression) || sema.cxx.valueCategory(arg) == IASTExpression.ValueCategory.LVALUE) return null;
        Kind k = ClassTraits.kindOf(m);
        if (k != Kind.COPY_CTOR && k != Kind.COPY_ASSIGN) return null;
        ICPPClassType c = m.getClassOwner();
        Kind mk = k == Kind.COPY_CTOR ? Kind.MOVE_CTOR : Kind.COPY_ASSIGN == k ? Kind.MOVE_ASSIGN : null;
        if (hasNoImplicitMove(c) || implicitMethod(c, mk) != null || !ClassTraits.nonTrivial(c, mk)) return null;
        return special(c, mk, at);
    }

    private static boolean isRvalue(IASTExpression e) {
        return e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce && ce.getValueCategory() != IASTExpression.ValueCategory.LVALUE;
    }

    private static boolean hasNoImplicitMove(ICPPClassType c) {
        return ClassTraits.declared(c, Kind.COPY_CTOR) || ClassTraits.declared(c, Kind.COPY_ASSIGN)
                || ClassTraits.declared(c, Kind.DTOR) || ClassTraits.declared(c, Kind.MOVE_CTOR)
                || ClassTraits.declared(c, Kind.MOVE_ASSIGN);
    }

    /**
     * The constructor CDT chose for initializing an object of class {@code c} from {@code args}, or, where CDT names
     * none (a copy from a {@code const S&} reference), the copy constructor (the move constructor for an xvalue) when
     * the only argument is a glvalue of the class; null otherwise.
     */
    public static ICPPConstructor constructorFor(ICPPConstructor cdt, ICPPClassType c, org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args) {
        cdt = inInstance(cdt, c);
        if (cdt == null && args != null && args.length == 0) cdt = inheritedDefault(c);   // D d; with using B::B; (B's default constructor)
        if (cdt == null) cdt = ComplexConversionRank.constructor(c, args);   // complex<double>(1): not complex(_Complex double)
        if (cdt != null || c == null || args == null || args.length != 1 || !(args[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression e)
                || !c.isSameType(CxxSpecialMembers.classOf(e.getExpressionType())) || e.getValueCategory() == IASTExpression.ValueCategory.PRVALUE) return cdt;
        return copyOrMove(c, e.getValueCategory() == IASTExpression.ValueCategory.XVALUE);
    }

    /** The copy constructor of {@code c} (the move constructor for an xvalue, when c has one), or null. */
    public static ICPPConstructor copyOrMove(ICPPClassType c, boolean xvalue) {
        // a move constructor declared = default (unique_ptr(unique_ptr&&) = default; beside a deleted copy) is declared
        // as much as a user-provided one, whatever suppresses the implicit one
        Kind k = xvalue && (ClassTraits.userDeclared(c, Kind.MOVE_CTOR) != null || ClassTraits.defaulted(c, Kind.MOVE_CTOR) != null
                || (!hasNoImplicitMove(c) && implicitMethod(c, Kind.MOVE_CTOR) != null)) ? Kind.MOVE_CTOR : Kind.COPY_CTOR;
        ICPPMethod m = ClassTraits.userDeclared(c, k);
        if (m == null) m = implicitMethod(c, k);
        return m instanceof ICPPConstructor ctor ? ctor : null;
    }

    /**
     * {@code frob<int> f(x);}: CDT's implicit name of the constructor call is the class template's constructor; the
     * instance's constructor (its specialization, named {@code _ZN4frobIiEC1EPi}) is the one called.
     */
    private static ICPPConstructor inInstance(ICPPConstructor k, ICPPClassType c) {
        if (k == null || !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization cs) || k.getClassOwner() == c
                || !(k.getClassOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate)) return k;
        for (ICPPConstructor x : cs.getConstructors())
            if (x instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sx && sx.getSpecializedBinding() == k) return x;
        return k;
    }

    private static ICPPMethod implicitMethod(ICPPClassType c, Kind k) {
        ICPPMethod d = ClassTraits.defaulted(c, k);   // = default in the class: defined as the implicit one
        if (d != null) return d;
        for (ICPPConstructor m : c.getConstructors()) if (m.isImplicit() && ClassTraits.kindOf(m) == k) return m;
        for (ICPPMethod m : ClassTypeHelper.getImplicitMethods(c)) if (m.isImplicit() && ClassTraits.kindOf(m) == k) return m;
        return null;
    }

    /**
     * {@code struct D : B { int f() override; };} with {@code virtual ~B()}: D's implicit (or in-class defaulted) destructor
     * is virtual, so D's vtable names it (and its D0) even when no code destroys a D; defined here, as clang's
     * {@code DefineImplicitDestructor} when the vtable is used.
     */
    public void implicitVirtualDestructors(List<ICPPClassType> dynamicClasses) {
        for (ICPPClassType c : dynamicClasses) {
            ICPPMethod d = destructorOf(c);
            if (d != null && (d.isImplicit() || ClassTraits.defaultedInClass(d)) && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isVirtual(d))
                special(c, Kind.DTOR, null);
        }
    }

    /** The destructor of {@code c}: the user-declared one, else CDT's implicit one (null if CDT has none). */
    public static ICPPMethod destructorOf(ICPPClassType c) {
        ICPPMethod d = CxxSpecialMembers.destructor(c);
        return d != null ? d : implicitMethod(c, Kind.DTOR);
    }

    /** The synthesized implicit special member named {@code mangled}, or null. */
    public Symbol implicitSymbol(String mangled) { return implicitSymbols.get(mangled); }

    /** The symbol of the implicit, non-trivial special member {@code m} (kind {@code k}) of {@code c}; its body is planned once. */
    private Symbol implicit(ICPPClassType c, Kind k, ICPPMethod m, IASTNode at) {
        return implicit(c, k, m, null, at);
    }

    /**
     * The symbol of the implicit, non-trivial special member {@code m} (kind {@code k}) of {@code c}; its body is planned
     * once. {@code inherited} (kind DEFAULT_CTOR, m null): the constructor of {@code c} inheriting that base constructor.
     */
    private Symbol implicit(ICPPClassType c, Kind k, ICPPMethod m, Inherited inherited, IASTNode at) {
        String name = inherited != null ? inherited.name() : null;
        if (name == null) try {
            name = ItaniumMangler.function(m);
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
            return null;
        }
        if ((k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) && ClassTraits.kindOf(m) != k)   // _ZN1PC1ERKS_ -> _ZN1PC1EOS_
            name = name.replaceFirst("ERK(S[0-9A-Z]*_)$", "EO$1");
        Symbol s = implicitSymbols.get(name);
        if (s != null) return s;
        CType.Record cls = recordOf(c);
        if (cls == null) { sema.error(at, "the implicit special members of '" + c.getName() + "' are not supported yet"); return null; }
        boolean nonConstCopy = k == Kind.COPY_CTOR && jcirc.frontend.cxx.NonConstImplicitCopy.applies(c);   // C(C&), [class.copy.ctor]/7
        CType self = new CType.Pointer(cls), other = new CType.Pointer((k == Kind.COPY_CTOR && !nonConstCopy) || k == Kind.COPY_ASSIGN
                ? Types.qualify(cls, true, false, false) : cls);
        CType.Function ft = switch (k) {
            case DEFAULT_CTOR, DTOR -> inherited != null ? new CType.Function(CType.VOID, inherited.parameters(self), false, true)
                    : new CType.Function(CType.VOID, List.of(self), false, true);
            case COPY_CTOR, MOVE_CTOR -> new CType.Function(CType.VOID, List.of(self, other), false, true);
            case COPY_ASSIGN, MOVE_ASSIGN -> new CType.Function(self, List.of(self, other), false, true);
        };
        s = new Symbol(name, Symbol.Kind.FUNCTION, ft, Symbol.Linkage.EXTERNAL, false, SourceLoc.NONE);
        s.linkOnceOdr = true;
        s.defined = true;
        implicitSymbols.put(name, s);
        List<FieldStep> steps = new ArrayList<>();
        for (ICPPField f : ClassTraits.fields(c)) {
            Sema.MemberRef ref = member(cls, f.getName());
            if (ref == null) continue;
            ICPPClassType fc = instanceClass(ClassTraits.elementClass(f.getType()), ref.type());
            if (k == Kind.DEFAULT_CTOR && SemaInitializers.fieldDeclarator(f) instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator fd
                    && fd.getInitializer() != null) continue;   // M m{1}; initialized by its default member initializer (SemaInitializers)
            // a member array of objects: the element's special member, called per element (CIRGenSpecialMembers)
            Symbol call = fc == null ? null : special(fc, k, at);
            if (k == Kind.COPY_CTOR && nonConstCopy && fc != null && fromNonConst(fc, ClassTraits.userDeclared(fc, k), at) instanceof ICPPConstructor nk)
                call = sema.cxx.functionSymbol(nk, at);   // C(C&): the member from a non-const lvalue
            if (call != null || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR || k == Kind.COPY_ASSIGN || k == Kind.MOVE_ASSIGN
                    || (k == Kind.DEFAULT_CTOR && builtTriviallyWithDestructor(c, fc, at)))   // no call, but destroyed if a later member throws
                steps.add(new FieldStep(ref, call));
        }
        // struct B { union { int m_1; float m_2; }; A a; };  an anonymous union or struct member (CDT lists no field for
        // it) is copied as bytes by the implicit copy/move constructor and assignment ([class.copy.ctor]/14: variant
        // members); base subobjects and the vptr are unnamed fields too, but no anonymous member
        if (k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR || k == Kind.COPY_ASSIGN || k == Kind.MOVE_ASSIGN)
            for (jcirc.frontend.types.RecordDef.Field f : cls.def().fields())
                if (f.isAnonymousRecord() && Types.unqual(f.type()) instanceof CType.Record && !cls.def().isBaseField(f.index()))
                    steps.add(new FieldStep(new Sema.MemberRef(cls, new jcirc.frontend.types.RecordDef.MemberPath(List.of(f), f.offset()), f.type()), null));
        List<BaseStep> bs = new ArrayList<>();
        List<ICPPClassType> cdtBases = new ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases())
            if (!b.isVirtual() && CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc) cdtBases.add(bc);
        if (cdtBases.size() == cls.def().bases().size()) {
            for (int i = 0; i < cdtBases.size(); i++) {
                ICPPClassType bc = cdtBases.get(i);
                if (inherited != null && bc.isSameType(inherited.base())) {   // using B::B;: the base built by B's constructor, with the arguments
                    bs.add(new BaseStep(cls.def().bases().get(i), inherited.baseCall()));
                    forwardingBases.put(s, cls.def().bases().get(i));
                    continue;
                }
                if (!ClassTraits.nonTrivial(bc, k) && !((k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) && ClassTraits.nonTrivial(bc, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN))) {
                    if (k != Kind.DEFAULT_CTOR && k != Kind.DTOR) bs.add(new BaseStep(cls.def().bases().get(i), null));   // copied as bytes
                    // a base with user-declared constructors still has a (trivial) default constructor when it declares
                    // one defaulted: struct B { B() = default; B(int); };  (_Hash_code_base, _Enable_default_constructor)
                    else if (k == Kind.DEFAULT_CTOR && !ClassTraits.hasDefaultConstructor(bc))
                        sema.error(at, "call to implicitly-deleted default constructor of '" + c.getName() + "'");
                    else if (k == Kind.DEFAULT_CTOR && builtTriviallyWithDestructor(c, bc, at))
                        bs.add(new BaseStep(cls.def().bases().get(i), null));   // no call, but destroyed if a later part throws
                    continue;
                }
                Symbol call = special(bc, k, at);
                ICPPMethod user = call == null ? null : ClassTraits.userDeclared(bc, k);
                if (k == Kind.COPY_CTOR && nonConstCopy && fromNonConst(bc, user, at) instanceof ICPPConstructor nk) {   // C(C&): the base from a non-const lvalue
                    call = sema.cxx.functionSymbol(nk, at);
                    user = nk;
                }
                if (user != null && (k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR || k == Kind.DTOR)) {
                    try {   // a user-declared constructor or destructor of a base: its base-object variant (C2/D2), as SemaCXXBases
                        String v = k == Kind.DTOR ? ItaniumMangler.destructor(user, ItaniumMangler.Variant.BASE)
                                : ItaniumMangler.constructor((ICPPConstructor) user, ItaniumMangler.Variant.BASE);
                        Symbol c2 = sema.cxx.bases.variant(v, call);
                        // B(int r = 0) as the base of an implicit default constructor: C2 is called with C1's default arguments
                        if (defaultArgs.get(call) instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] d) defaultArgs.putIfAbsent(c2, d);
                        call = c2;
                    } catch (ItaniumMangler.Unsupported u) {
                        sema.error(at, u.getMessage() + " is not supported yet");
                    }
                }
                bs.add(new BaseStep(cls.def().bases().get(i), call));
            }
        }
        if (inherited != null && !forwardingBases.containsKey(s)) sema.error(at, "this inherited constructor of '" + c.getName() + "' is not supported yet");
        boolean assign = k == Kind.COPY_ASSIGN || k == Kind.MOVE_ASSIGN;
        if (assign && jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) bs = directVirtualBasesAssigned(c, k, cls, bs, at);
        else if (jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) virtualBaseSteps(c, k, m, s, cls, bs, at);   // C1/C2, the VTT
        if (!bs.isEmpty()) baseSteps.put(s, bs);
        if (k == Kind.DTOR) {   // implicitly noexcept unless a subobject's destructor may throw ([except.spec])
            boolean nothrow = true;
            for (FieldStep st : steps) if (st.call() != null && !st.call().nothrow) nothrow = false;
            for (BaseStep st : bs) if (st.call() != null && !st.call().nothrow) nothrow = false;
            s.nothrow = nothrow && !jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c);
        }
        synthesized.put(name, new Synthesized(k, s, cls, steps));
        if (k == Kind.DEFAULT_CTOR) sema.cxx.initializers.implicitDefaultConstructor(c, cls, s, at);
        if (sema.cxx.exceptionsEnabled && (k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR)) {
            // a member or base built is destroyed when a later one's constructor throws ([except.ctor]); a virtual base only
            // by the complete-object variant (CIRGenVirtualBases)
            for (FieldStep st : steps)
                if ((st.call() != null || k == Kind.DEFAULT_CTOR) && st.member().type() != null)
                    sema.cxx.exceptions.recordUnwind(st, unwindDestructor(Types.unqual(st.member().type()), at));
            for (BaseStep st : bs)
                if (st.call() != null || k == Kind.DEFAULT_CTOR)
                    sema.cxx.exceptions.recordUnwind(st, sema.cxx.bases.baseDestructor(sema.cxx.virtuals.classOf(st.base().def()), at));
        }
        return s;
    }

    /**
     * In an implicit copy constructor {@code C(C&)} ({@code NonConstImplicitCopy}): the constructor that builds a base or
     * member of class {@code c} from a non-const lvalue when it is not {@code copy}, the one a const source calls (a
     * constructor template {@code A(T&)}); null otherwise.
     */
    private static ICPPConstructor fromNonConst(ICPPClassType c, ICPPMethod copy, IASTNode at) {
        ICPPConstructor k = jcirc.frontend.cxx.NonConstImplicitCopy.fromNonConstLvalue(c, at);
        return k == null || k.isImplicit() || k.equals(copy) ? null : k;
    }

    /** {@code m} defaulted outside its class: its definition synthesized as the implicit one's (SemaDefaultedMembers). */
    Symbol defaulted(ICPPMethod m, IASTNode at) {
        Kind k = ClassTraits.kindOf(m);
        return k == null ? null : implicit(m.getClassOwner(), k, m, at);
    }

    /**
     * The implicit assignment of a class with virtual bases assigns its direct bases in declaration order, the virtual ones
     * too (as g++: a virtual base shared by two direct bases is assigned by each of their assignments); {@code nonVirtual}
     * are the steps of the non-virtual ones, in order.
     */
    private List<BaseStep> directVirtualBasesAssigned(ICPPClassType c, Kind k, CType.Record cls, List<BaseStep> nonVirtual, IASTNode at) {
        List<BaseStep> out = new ArrayList<>();
        int next = 0;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases()) {
            ICPPClassType bc = CxxSpecialMembers.classOf(b.getBaseClassType());
            if (!b.isVirtual()) {
                for (; next < nonVirtual.size(); next++)
                    if (sema.cxx.virtuals.classOf(nonVirtual.get(next).base().def()) == bc) { out.add(nonVirtual.get(next++)); break; }
                continue;
            }
            for (RecordDef.Base v : cls.def().virtualBases())
                if (sema.cxx.virtuals.classOf(v.def()) == bc) out.add(new BaseStep(v, ClassTraits.nonTrivial(bc, k) ? special(bc, k, at) : null));
        }
        for (; next < nonVirtual.size(); next++) out.add(nonVirtual.get(next));
        return out;
    }

    /** The base-object variant (C2/D2, with a VTT parameter) of an implicit constructor/destructor of a class with virtual bases. */
    private final Map<Symbol, Symbol> baseVariants = new IdentityHashMap<>();

    /** CIRGen: the base-object variant of the synthesized {@code s}, or null (docs/cxx.md, "Virtual bases and RTTI"). */
    public Symbol baseVariant(Synthesized s) { return baseVariants.get(s.fn()); }

    /** The base-object variant (C2/D2) of the synthesized member {@code fn} of a class with virtual bases, or null. */
    Symbol baseVariantOf(Symbol fn) { return baseVariants.get(fn); }

    /**
     * An implicit default constructor or destructor of class {@code c} with virtual bases: the bases' calls take their
     * base-object variants (with a VTT for bases with virtual bases), the virtual bases get steps of their own (run by the
     * complete-object variant only), and the base-object variant {@code C2}/{@code D2} of {@code s} is declared.
     */
    private void virtualBaseSteps(ICPPClassType c, Kind k, ICPPMethod m, Symbol s, CType.Record cls, List<BaseStep> bs, IASTNode at) {
        for (int i = 0; i < bs.size(); i++) {
            BaseStep st = bs.get(i);
            ICPPClassType bc = sema.cxx.virtuals.classOf(st.base().def());
            if (st.call() != null && bc != null && jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(bc) && !st.call().vttParam) {
                Symbol v = baseVariants.get(st.call());   // a base's synthesized member: its C2/D2; a user-declared one's C2/D2 takes the VTT
                if (v != null) bs.set(i, new BaseStep(st.base(), v));
                else st.call().vttParam = true;
            }
        }
        boolean copy = k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR;
        for (RecordDef.Base v : cls.def().virtualBases()) {
            ICPPClassType vc = sema.cxx.virtuals.classOf(v.def());
            if (vc != null && copy && !ClassTraits.nonTrivial(vc, k) && !ClassTraits.nonTrivial(vc, Kind.COPY_CTOR)) { bs.add(new BaseStep(v, null)); continue; }   // its bytes
            if (vc != null && k == Kind.DEFAULT_CTOR && !ClassTraits.nonTrivial(vc, k) && !CxxSpecialMembers.userConstructed(vc)
                    && builtTriviallyWithDestructor(c, vc, at)) { bs.add(new BaseStep(v, null)); continue; }   // no call, but destroyed if a later part throws
            if (vc == null || !ClassTraits.nonTrivial(vc, k) && !(k == Kind.MOVE_CTOR && ClassTraits.nonTrivial(vc, Kind.COPY_CTOR))) continue;
            Symbol call = special(vc, k, at);
            ICPPMethod user = call == null ? null : ClassTraits.userDeclared(vc, k);
            if (user == null && call != null && k == Kind.MOVE_CTOR && ClassTraits.userDeclared(vc, Kind.COPY_CTOR) instanceof ICPPMethod cu
                    && sema.cxx.functionSymbol(cu, at) == call) user = cu;   // no move: the user-declared copy constructor
            if (user != null) {
                try {
                    String vn = k == Kind.DTOR ? ItaniumMangler.destructor(user, ItaniumMangler.Variant.BASE) : ItaniumMangler.constructor((ICPPConstructor) user, ItaniumMangler.Variant.BASE);
                    call = sema.cxx.bases.variant(vn, call, vc);
                } catch (ItaniumMangler.Unsupported u) {
                    sema.error(at, u.getMessage() + " is not supported yet");
                }
            } else if (call != null && baseVariants.get(call) != null) call = baseVariants.get(call);
            if (call != null) bs.add(new BaseStep(v, call));
        }
        String name;
        try {
            name = k == Kind.DTOR ? ItaniumMangler.destructor(m, ItaniumMangler.Variant.BASE) : ItaniumMangler.constructor((ICPPConstructor) m, ItaniumMangler.Variant.BASE);
        } catch (ItaniumMangler.Unsupported | ClassCastException u) {
            sema.error(at, "the implicit special member of '" + c.getName() + "' is not supported yet");
            return;
        }
        Symbol v = new Symbol(name, Symbol.Kind.FUNCTION, s.type, Symbol.Linkage.EXTERNAL, false, SourceLoc.NONE);
        v.linkOnceOdr = true;
        v.defined = true;
        v.vttParam = true;
        baseVariants.put(s, v);
    }

    /** The member {@code name} of the class {@code cls}. */
    Sema.MemberRef member(CType.Record cls, String name) {
        RecordDef.MemberPath p = cls.def().lookup(name);
        if (p == null) return null;
        CType ft = p.last().type();
        if (p.last().isBitField()) ft = sema.bitFieldValueType(p.last(), ft);
        return new Sema.MemberRef(cls, p, ft);
    }

    /** A user-declared destructor's definition: the destructors of its members of class type, run after its body. */
    void enterDestructor(IASTFunctionDefinition fd, ICPPMethod dtor) {
        ICPPClassType c = dtor.getClassOwner();
        CType.Record cls = recordOf(c);
        if (cls == null) return;
        List<FieldStep> out = new ArrayList<>();
        for (ICPPField f : ClassTraits.fields(c)) {
            ICPPClassType fc = ClassTraits.elementClass(f.getType());
            if (fc == null || !ClassTraits.nonTrivial(fc, Kind.DTOR)) continue;
            Sema.MemberRef ref = member(cls, f.getName());
            if (ref == null) continue;
            Symbol d = special(fc, Kind.DTOR, fd.getDeclarator());
            if (d != null) out.add(new FieldStep(ref, d));
        }
        if (!out.isEmpty()) memberDestructors.put(fd, out);
    }

    /** The function CDT says {@code e} (an operator expression) calls, or null. */
    static ICPPFunction implicitFunction(IASTExpression e) {
        if (!(e instanceof IASTImplicitNameOwner o)) return null;
        for (IASTImplicitName n : o.getImplicitNames()) if (n.resolveBinding() instanceof ICPPFunction f) return f;
        return null;
    }

    /**
     * The {@code operator=} that {@code a = b} calls: CDT's choice, except for a class whose copy assignment operator
     * takes its operand by value ({@code X &operator=(X o)}, the copy-and-swap idiom): that is a user-declared copy
     * assignment operator ([class.copy.assign]/1), so the class has no implicit one, but CDT counts only reference
     * parameters, declares the implicit {@code operator=(const X&)} beside it and prefers it.
     */
    static ICPPFunction assignmentOperator(IASTExpression e) {
        ICPPFunction f = implicitFunction(e);
        ICPPClassType c = f instanceof ICPPMethod m && m.isImplicit() && "operator =".equals(m.getName()) ? m.getClassOwner()
                : f == null && e instanceof IASTBinaryExpression b && b.getOperand1() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression l
                        ? CxxSpecialMembers.classOf(l.getExpressionType()) : null;   // (or the call is ambiguous to CDT)
        return byValueCopyAssignment(c, f);
    }

    /** {@code f}, or when {@code f} is {@code c}'s implicit one (or none) the user-declared {@code X &operator=(X)} of class {@code c}. */
    private static ICPPFunction byValueCopyAssignment(ICPPClassType c, ICPPFunction f) {
        if (c != null && (f == null || f instanceof ICPPMethod fm && fm.isImplicit())) {
            for (ICPPMethod u : c.getDeclaredMethods()) {
                if (u.isImplicit() || !"operator =".equals(u.getName()) || u instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate) continue;
                org.eclipse.cdt.core.dom.ast.IType[] ps = u.getType().getParameterTypes();
                if (ps.length == 1 && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(ps[0],
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE) instanceof ICPPClassType pc
                        && pc.isSameType(c)) return u;
            }
        }
        return f;
    }

    /** Is {@code e} an assignment of class objects that calls a user-declared or non-trivial {@code operator=}? */
    public static boolean isAssignmentCall(IASTExpression e) {
        return e instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_assign && callsOperator(b, assignmentOperator(e));
    }

    /** Does {@code a = b} run {@code f}: a user-declared or non-trivial {@code operator=} (not a copy of the bytes)? */
    private static boolean callsOperator(IASTBinaryExpression b, ICPPFunction f) {
        return f instanceof ICPPMethod m && "operator =".equals(m.getName())
                && (!m.isImplicit() || (ClassTraits.kindOf(m) instanceof Kind k && (ClassTraits.nonTrivial(m.getClassOwner(), k)
                        || k == Kind.COPY_ASSIGN && isRvalue(b.getOperand2()) && !hasNoImplicitMove(m.getClassOwner())
                                && ClassTraits.nonTrivial(m.getClassOwner(), Kind.MOVE_ASSIGN))));   // c = C(): the implicit move assignment
    }

    /**
     * {@link #isAssignmentCall}, also in a template instance where the operands depend on the template parameters
     * ({@code x = y} of {@code T&}s, {@code t = o} of a member {@code T t}): CDT resolves no operator in the template,
     * its evaluation instantiated under the instance's arguments does.
     */
    public boolean assignmentCall(IASTExpression e) {
        return isAssignmentCall(e) || instanceAssignment(e) != null;
    }

    /** The {@code operator=} a dependent {@code a = b} calls in the current instance (null: none, or the builtin one). */
    private ICPPFunction instanceAssignment(IASTExpression e) {
        if (sema.templates == null || !sema.templates.inInstance() || !(e instanceof IASTBinaryExpression b)
                || b.getOperator() != IASTBinaryExpression.op_assign || implicitFunction(e) != null) return null;
        java.util.Optional<ICPPFunction> known = instanceAssignments.get(e);
        if (known == null) {
            ICPPFunction f = sema.templates.operatorIn(e);
            if (f instanceof ICPPMethod m) f = byValueCopyAssignment(m.getClassOwner(), f);
            known = java.util.Optional.ofNullable(callsOperator(b, f) ? f : null);
            instanceAssignments.put(e, known);
        }
        return known.orElse(null);
    }

    /** By instance (Sema's record layers): the operator each instance's {@code a = b} calls. */
    private final Map<IASTExpression, java.util.Optional<ICPPFunction>> instanceAssignments = new Sema.NodeMap<>(this::owner);

    /** {@code a = b} calling {@code operator=(&a, b)}: the type of the result (the object {@code a}, an lvalue, for {@code S&}). */
    CType assignmentType(IASTBinaryExpression e) {
        ICPPMethod m = (ICPPMethod) (isAssignmentCall(e) ? assignmentOperator(e) : instanceAssignment(e));
        IASTExpression lhs = e.getOperand1(), rhs = e.getOperand2();
        sema.typeOf(lhs);
        sema.typeOf(rhs);
        // f() = x, std::tie(a, b) = t: operator= called on a class prvalue, materialized ([class.temporary]/2)
        if (!sema.isLvalue(lhs) && !sema.cxx.temps.isClassPrvalue(lhs)) { sema.error(lhs, "expression is not assignable"); return CType.INT; }
        boolean[] trivial = new boolean[1];
        Symbol move = moveInstead(m, rhs, e);   // p = std::move(q): the implicit move assignment
        Symbol callee = move != null ? move : callee(m, e, trivial);
        if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function f)) return CType.INT;
        if (move != null && f.params().size() == 2) {   // the implicit move assignment's parameter is C&& (CDT knows only the copy's)
            CType to = Types.unqual(f.params().get(1));
            sema.cxx.bind(rhs, to, true, e);
            sema.results.recordConversion(rhs, sema.typeOf(rhs), to);
        } else sema.cxx.checkArguments(e, f, 1, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] {rhs}, m);
        operatorCalls.put(e, new OperatorCall(callee, List.of(lhs, rhs), true));
        CType rt = Types.unqual(f.returnType());
        boolean ref = m.getType() != null && SemaCXX.isReferenceType(m.getType().getReturnType());
        if (ref) { referenceResults.add(e); return Types.pointee(rt); }
        return rt;
    }

    private final java.util.Set<IASTExpression> referenceResults = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(this::owner));

    private Sema owner() { return sema; }

    /** Does the operator call {@code e} return a reference (its value is the address of the object it designates)? */
    public boolean returnsReference(IASTExpression e) { return referenceResults.contains(e); }
}
