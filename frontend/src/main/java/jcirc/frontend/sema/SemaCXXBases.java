package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxInheritance;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sema's decisions about base-class subobjects in constructors and destructors (docs/cxx.md, "Inheritance"), read by
 * CIRGen ({@code CIRGenClass}):
 * <ul>
 * <li>a constructor's base initializers, in the bases' declaration order before the member initializers: the base
 *     subobject, its base-object constructor (C2) and arguments — from the mem-initializer {@code : A(1)}, or the
 *     base's user-declared default constructor when there is none ({@link BaseInit});
 * <li>a destructor's base destructors (D2), run after its body in reverse declaration order ({@link BaseInit} with
 *     no arguments);
 * <li>the base-object variant (C2/D2) each constructor or destructor definition also defines, as an alias of its
 *     complete-object variant (C1/D1): they are equal without virtual bases, and g++ does the same.
 * </ul>
 */
public final class SemaCXXBases {
    /** A base subobject's constructor (C2, with its arguments) or destructor (D2) call. */
    public record BaseInit(RecordDef.Base base, Symbol function, List<IASTExpression> args, boolean zeroFirst, InitTree tree) {
        public BaseInit(RecordDef.Base base, Symbol function, List<IASTExpression> args, boolean zeroFirst) { this(base, function, args, zeroFirst, null); }
        public BaseInit(RecordDef.Base base, Symbol function, List<IASTExpression> args) { this(base, function, args, false); }
    }

    private final Sema sema;
    private final SemaCXX cxx;
    // per template instance (Sema.NodeMap): B<int>'s and B<long>'s constructors share one definition, not their bases' calls
    private final Map<IASTFunctionDefinition, List<BaseInit>> inits;
    private final Map<IASTFunctionDefinition, List<BaseInit>> dtors;
    private final Map<IASTFunctionDefinition, Symbol> variants;

    SemaCXXBases(Sema sema, SemaCXX cxx) {
        this.sema = sema;
        this.cxx = cxx;
        inits = new Sema.NodeMap<>(sema);
        dtors = new Sema.NodeMap<>(sema);
        variants = new Sema.NodeMap<>(sema);
    }

    /** The base initializers a constructor runs before its member initializers (empty for other functions). */
    public List<BaseInit> baseInits(IASTFunctionDefinition fd) { return inits.getOrDefault(fd, List.of()); }

    /** The base destructors a destructor runs after its body, first to run first (empty for other functions). */
    public List<BaseInit> baseDestructors(IASTFunctionDefinition fd) { return dtors.getOrDefault(fd, List.of()); }

    /** The base-object variant (C2/D2) a constructor or destructor definition defines as an alias of itself, or null. */
    public Symbol baseVariant(IASTFunctionDefinition fd) { return variants.get(fd); }

    /** Is {@code c} a mem-initializer of a base class ({@code : A(1)})? */
    static boolean isBaseInitializer(ICPPASTConstructorChainInitializer c) {
        IBinding b = initializerBinding(c);
        return b instanceof ICPPClassType || b instanceof ICPPConstructor || b instanceof org.eclipse.cdt.core.dom.ast.ITypedef
                || b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateTypeParameter;   // : _Head(h) with a base _Head (tuple's _Head_base)
    }

    /**
     * What a mem-initializer's name binds: : D() of a base D whose default constructor is inherited ({@code using B::B;})
     * is CDT's problem binding (it inherits no default constructor), whose candidate is the class.
     */
    private static IBinding initializerBinding(ICPPASTConstructorChainInitializer c) {
        IBinding b = (c.getMemberInitializerId() instanceof ICPPASTQualifiedName q ? q.getLastName() : c.getMemberInitializerId()).resolveBinding();
        String id = String.valueOf(c.getMemberInitializerId().getLastName().getSimpleID());
        boolean inherited = b instanceof ICPPConstructor ik && ik.getClassOwner() != null && !ik.getClassOwner().getName().equals(id)   // : D(3): B's D(int)
                // : B<T>(x) beside `using B<T>::B;`: CDT finds the using-declaration's (dependent) constructor, not the base
                || b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding && !(b instanceof org.eclipse.cdt.core.dom.ast.IType);
        if (!(b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding || inherited) || !(c.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd)) return b;
        org.eclipse.cdt.core.dom.ast.IASTName fn = fd.getDeclarator().getName();
        if (fn instanceof ICPPASTQualifiedName q) fn = q.getLastName();
        if (!(fn.resolveBinding() instanceof ICPPConstructor k) || k.getClassOwner() == null) return b;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase base : k.getClassOwner().getBases())
            if (CxxSpecialMembers.classOf(base.getBaseClassType()) instanceof ICPPClassType bc && bc.getName().equals(id)
                    && (inherited || SemaSpecialMembers.inheritedDefault(bc) != null
                        // : codecvt(__refs) of a base std::codecvt<char16_t, char, mbstate_t> (an explicit specialization): its
                        // injected-class-name ([class.base.init]/2), which CDT's lookup does not find in the specialization
                        || b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding && bc instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization)) return bc;
        return b;
    }

    /**
     * The base class a base mem-initializer names: {@code : A(1)}, and in a class template instance, under its arguments,
     * {@code : Holder<T>()} or {@code : _Inherited(…)} (a member typedef of a dependent base, tuple's).
     */
    private ICPPClassType initializedBase(ICPPASTConstructorChainInitializer c) {
        IBinding b = initializerBinding(c);
        org.eclipse.cdt.core.dom.ast.IType t = b instanceof ICPPConstructor kk ? kk.getClassOwner()
                : b instanceof org.eclipse.cdt.core.dom.ast.IType bt ? bt : null;
        if (t != null && sema.templates != null) t = sema.templates.instantiate(t);
        return CxxSpecialMembers.classOf(t);
    }

    private boolean ownerHasVirtualBases;

    /** The base-object variant of a constructor or destructor of {@code owner} (with a VTT parameter when it has virtual bases). */
    Symbol variant(String name, Symbol complete, ICPPClassType owner) {
        ownerHasVirtualBases = owner != null && jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(owner);
        try { return variant(name, complete); } finally { ownerHasVirtualBases = false; }
    }

    /** The base-object variant {@code name} of constructor or destructor symbol {@code complete}: an external function of its type. */
    Symbol variant(String name, Symbol complete) {
        Symbol s = sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, complete.type, Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            sema.symbols.recordExternal(s);
        }
        if (ownerHasVirtualBases) s.vttParam = true;
        s.nothrow = complete.nothrow;
        return s;
    }

    /** Entering constructor {@code k}'s definition: its base initializers (explicit or default) and its C2 alias. */
    void constructor(IASTFunctionDefinition fd, ICPPConstructor k, ICPPASTConstructorChainInitializer[] chain) {
        Symbol self = cxx.functionSymbol(k, fd.getDeclarator());
        if (self != null) {
            Symbol c2 = variant(ItaniumMangler.constructor(k, ItaniumMangler.Variant.BASE), self, k.getClassOwner());
            variants.put(fd, c2);
        }
        if (chain == null) return;   // a delegating constructor: the target constructs the bases (SemaInitializers)
        Symbol thisParam = sema.symbols.lookup("this");
        RecordDef def = thisParam == null ? null : CxxInheritance.record(Types.pointee(Types.unqual(thisParam.type)));
        if (def == null || (def.bases().isEmpty() && def.virtualBases().isEmpty())) {
            for (ICPPASTConstructorChainInitializer c : chain)
                if (isBaseInitializer(c)) sema.error(c, "'" + c.getMemberInitializerId() + "' is not a base class of this class");
            return;
        }
        // the non-virtual bases, then every virtual base (constructed by the complete-object constructor only)
        List<RecordDef.Base> allBases = new ArrayList<>(def.bases());
        allBases.addAll(def.virtualBases());
        ICPPClassType[] baseClasses = new ICPPClassType[allBases.size()];
        ICPPASTConstructorChainInitializer[] given = new ICPPASTConstructorChainInitializer[allBases.size()];
        ICPPClassType owner = k.getClassOwner();
        List<ICPPClassType> cdtBases = new ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : owner.getBases())
            if (!b.isVirtual() && CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc) cdtBases.add(bc);
        if (cdtBases.size() != def.bases().size()) return;   // reported with the class
        for (RecordDef.Base v : def.virtualBases()) cdtBases.add(sema.cxx.virtuals.classOf(v.def()));
        cdtBases.toArray(baseClasses);
        for (ICPPASTConstructorChainInitializer c : chain) {
            if (!isBaseInitializer(c)) continue;
            ICPPClassType bc = initializedBase(c);
            int i = indexOf(baseClasses, bc);
            if (i < 0) { sema.error(c, "'" + c.getMemberInitializerId() + "' is not a direct or virtual base of this class"); continue; }
            if (given[i] != null) { sema.error(c, "multiple initializations given for base '" + c.getMemberInitializerId() + "'"); continue; }
            given[i] = c;
        }
        List<BaseInit> out = new ArrayList<>();
        for (int i = 0; i < baseClasses.length; i++) {
            RecordDef.Base base = allBases.get(i);
            if (baseClasses[i] == null) continue;
            ICPPASTConstructorChainInitializer c = given[i];
            IASTNode at = c != null ? c : fd.getDeclarator();
            ICPPConstructor target = c != null ? calledConstructor(c) : defaultConstructor(baseClasses[i]);
            IASTInitializerClause[] args = c == null ? new IASTInitializerClause[0]
                    : c.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                    : c.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : new IASTInitializerClause[0];
            if (c != null && args.length == 0 && target != null && target.getRequiredArgumentCount() > 0)
                target = defaultConstructor(baseClasses[i]);   // : A{} (CDT names a constructor of A that takes arguments)
            if (c != null && sema.templates != null && sema.templates.constructorIn(baseClasses[i], args, c) instanceof ICPPConstructor bk
                    && !bk.isImplicit()) target = bk;   // : Base(p * 2) in a template instance (CxxTemplates)
            if (target == null && c != null && args.length > 0) target = chosenConstructor(baseClasses[i], args, c);
            if (target == null && args.length == 0) target = SemaSpecialMembers.inheritedDefault(baseClasses[i]);
            if (target != null && SemaSpecialMembers.inheritedBy(target, baseClasses[i])) {   // : D(3) with struct D : B { using B::B; }
                Symbol inh = cxx.special.inheriting(baseClasses[i], target, at);
                if (inh == null || !(Types.unqual(inh.type) instanceof CType.Function f)) continue;
                args = SemaDefaultArgs.complete(sema, at, target, args);
                List<IASTExpression> as = new ArrayList<>();
                for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) { sema.typeOf(ae); as.add(ae); } else sema.error(a, "this base initializer is not supported yet");
                cxx.checkArguments(at, f, 1, args, target);
                out.add(new BaseInit(base, inh, as));   // no virtual bases: its C1 is its C2
                continue;
            }
            if (target != null && jcirc.frontend.cxx.ClassTraits.defaultedInClass(target)) target = null;   // : A() with A() = default: as the implicit one
            // : A(), : A{} of a class whose default constructor is not user-provided: value-initialization (SemaValueInit)
            boolean zero = c != null && args.length == 0 && c.getInitializer() != null && target == null && SemaValueInit.zeroes(baseClasses[i]);
            if (target == null && (c == null || args.length == 0)
                    && ((jcirc.frontend.cxx.ClassTraits.nonTrivial(baseClasses[i], jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR)
                         && (!CxxSpecialMembers.userConstructed(baseClasses[i])
                             || jcirc.frontend.cxx.ClassTraits.defaulted(baseClasses[i], jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR) != null))
                        || SemaInitializers.implicitCtorInitializesMembers(baseClasses[i]))) {
                // the base's implicit default constructor is non-trivial (vptrs, bases', members' constructors, default member initializers): synthesized
                Symbol ctor = cxx.special.special(baseClasses[i], jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR, at);
                if (ctor != null || zero) out.add(new BaseInit(base, ctor, List.of(), zero));
                continue;
            }
            if (target == null && c != null && args.length == 1 && args[0] instanceof IASTExpression src
                    && implicitCopy(base, baseClasses[i], owner, src, c) instanceof BaseInit bi) {   // : A(o) with A's implicit copy
                out.add(bi);
                continue;
            }
            if (target == null && c != null && c.getInitializer() instanceof ICPPASTInitializerList il && args.length > 0
                    && !SemaAggregates.constructed(sema, new CType.Record(base.def())) && !base.isVirtual()
                    && !jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(owner)) {
                // : A{ e } of an aggregate base (atomic_flag's __atomic_flag_base{ _S_init(i) }): aggregate initialization of the subobject
                out.add(new BaseInit(base, null, List.of(), false, InitTree.build(sema, new CType.Record(base.def()), il, true)));
                continue;
            }
            if (target == null) {
                if (c != null && args.length > 0) sema.error(c, "this base initializer is not supported yet");
                else if (c == null && CxxSpecialMembers.userConstructed(baseClasses[i])
                        && jcirc.frontend.cxx.ClassTraits.defaulted(baseClasses[i], jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR) == null)
                    sema.error(at, "constructor for '" + owner.getName() + "' must explicitly initialize the base class '" + baseClasses[i].getName()
                            + "' which does not have a default constructor");
                if ((c == null || args.length == 0) && cxx.exceptionsEnabled && cxx.exceptions.destructorOf(baseClasses[i], at) != null) {
                    // a trivial default constructor: nothing to run, but a destructor to run if a later part throws (g++.mike/eh17)
                    BaseInit bi = new BaseInit(base, null, List.of(), zero);
                    cxx.exceptions.builtTrivially(bi);
                    out.add(bi);
                } else if (zero) {
                    out.add(new BaseInit(base, null, List.of(), true));   // : A() of a trivial A: zeros only
                }
                continue;   // a trivial default constructor: nothing to run
            }
            Symbol c1 = cxx.functionSymbol(target, at);
            if (c1 == null || !(Types.unqual(c1.type) instanceof CType.Function f)) continue;
            args = SemaDefaultArgs.complete(sema, at, target, args);   // A(int = 0)
            List<IASTExpression> as = new ArrayList<>();
            for (IASTInitializerClause a : args) {
                if (!(a instanceof IASTExpression ae)) { sema.error(a, "this base initializer is not supported yet"); continue; }
                sema.typeOf(ae);
                as.add(ae);
            }
            cxx.checkArguments(at, f, 1, args, target);   // : A(o) with A(const A &): o binds (derived to base too)
            out.add(new BaseInit(base, variant(ItaniumMangler.constructor(target, ItaniumMangler.Variant.BASE), c1, baseClasses[i]), as));
        }
        inits.put(fd, out);
        // a base already built is destroyed (D2, with a sub-VTT when it has virtual bases) when a later base, a member or the
        // body throws; a virtual base only by the complete-object constructor (CIRGenVirtualBases)
        if (!cxx.exceptionsEnabled) return;
        for (BaseInit bi : out) {
            int i = allBases.indexOf(bi.base());
            if (i < 0) continue;
            cxx.exceptions.recordUnwind(bi, baseDestructor(baseClasses[i], at(fd)));
        }
    }

    /**
     * {@code N(const N &o) : A(o)} where A's copy (move, for an rvalue) constructor is implicit: the synthesized one
     * (non-trivial), or {@code function == null}: A's bytes copied from o's A subobject (trivial). Null when not such a
     * case (classes with virtual bases are left to the report).
     */
    private BaseInit implicitCopy(RecordDef.Base base, ICPPClassType bc, ICPPClassType owner, IASTExpression src, IASTNode at) {
        CType bt = new CType.Record(base.def()), st = Types.unqual(sema.typeOf(src));
        if (bc == null || base.isVirtual() || jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(owner)
                || !(Types.compatibleUnqual(st, bt) || CxxInheritance.isProperBase(base.def(), CxxInheritance.record(st)))) return null;
        boolean rvalue = src instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression && sema.cxx.valueCategory(src) != IASTExpression.ValueCategory.LVALUE;
        jcirc.frontend.cxx.ClassTraits.Kind k = rvalue ? jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR : jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR;
        if (jcirc.frontend.cxx.ClassTraits.userDeclared(bc, k) != null) return null;
        Symbol ctor = jcirc.frontend.cxx.ClassTraits.nonTrivial(bc, k) ? cxx.special.special(bc, k, at) : null;
        if (ctor == null && jcirc.frontend.cxx.ClassTraits.nonTrivial(bc, k)) return null;
        CType ref = new CType.Pointer(rvalue ? bt : Types.qualify(bt, true, false, false));
        cxx.bind(src, ref, rvalue, at);
        sema.results.recordConversion(src, sema.typeOf(src), ref);
        return new BaseInit(base, ctor, List.of(src));
    }

    /** Entering destructor {@code d}'s definition: the user-declared destructors of its bases (D2) and its D2 alias. */
    void destructor(IASTFunctionDefinition fd, ICPPMethod d) {
        Symbol self = cxx.functionSymbol(d, fd.getDeclarator());
        if (self != null) variants.put(fd, variant(ItaniumMangler.destructor(d, ItaniumMangler.Variant.BASE), self, d.getClassOwner()));
        Symbol thisParam = sema.symbols.lookup("this");
        RecordDef def = thisParam == null ? null : CxxInheritance.record(Types.pointee(Types.unqual(thisParam.type)));
        if (def == null || (def.bases().isEmpty() && def.virtualBases().isEmpty())) return;
        List<ICPPClassType> cdtBases = new ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : d.getClassOwner().getBases())
            if (!b.isVirtual() && CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc) cdtBases.add(bc);
        if (cdtBases.size() != def.bases().size()) return;
        List<BaseInit> out = new ArrayList<>();
        for (int i = cdtBases.size() - 1; i >= 0; i--) {
            ICPPMethod bd = CxxSpecialMembers.destructor(cdtBases.get(i));
            if (bd == null && jcirc.frontend.cxx.ClassTraits.nonTrivial(cdtBases.get(i), jcirc.frontend.cxx.ClassTraits.Kind.DTOR)) {   // synthesized
                Symbol sd = cxx.special.special(cdtBases.get(i), jcirc.frontend.cxx.ClassTraits.Kind.DTOR, fd.getDeclarator());
                // a base with virtual bases is destroyed by its base-object destructor D2 (the implicit one's
                // too): its D1 would destroy the shared virtual bases as well, which the most derived class does
                Symbol d2 = sd == null ? null : cxx.special.baseVariantOf(sd);
                if (sd != null) out.add(new BaseInit(def.bases().get(i), d2 != null ? d2 : sd, List.of()));
                continue;
            }
            if (bd == null) continue;
            Symbol d1 = cxx.functionSymbol(bd, fd.getDeclarator());
            if (d1 != null) out.add(new BaseInit(def.bases().get(i), variant(ItaniumMangler.destructor(bd, ItaniumMangler.Variant.BASE), d1, cdtBases.get(i)), List.of()));
        }
        // then the virtual bases, in reverse order of construction (the complete-object destructor only)
        for (RecordDef.Base v : def.virtualBases().reversed()) {   // D2 (a synthesized one's too, with a VTT if v has virtual bases)
            Symbol d2 = baseDestructor(sema.cxx.virtuals.classOf(v.def()), fd.getDeclarator());
            if (d2 != null) out.add(new BaseInit(v, d2, List.of()));
        }
        dtors.put(fd, out);
    }

    private static IASTNode at(IASTFunctionDefinition fd) { return fd.getDeclarator(); }

    /** The base-object destructor (D2) of base class {@code bc}, or null when it is trivial. */
    Symbol baseDestructor(ICPPClassType bc, IASTNode at) {
        if (bc == null || !jcirc.frontend.cxx.ClassTraits.nonTrivial(bc, jcirc.frontend.cxx.ClassTraits.Kind.DTOR)) return null;
        ICPPMethod bd = CxxSpecialMembers.destructor(bc);
        if (bd == null) {   // synthesized: its D2 when bc has virtual bases (D1 would destroy them too), else its only variant
            Symbol sd = cxx.special.special(bc, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, at);
            Symbol d2 = sd == null ? null : cxx.special.baseVariantOf(sd);
            return d2 != null ? d2 : sd;
        }
        Symbol d1 = cxx.functionSymbol(bd, at);
        return d1 == null ? null : variant(ItaniumMangler.destructor(bd, ItaniumMangler.Variant.BASE), d1, bc);
    }

    private static int indexOf(ICPPClassType[] cs, ICPPClassType c) {
        for (int i = 0; i < cs.length; i++) if (cs[i] != null && c != null && cs[i].isSameType(c)) return i;
        // : _Vector_impl_data(…) in a member class of a class template instance: the name is the template's member
        // class, the base its specialization in the instance (_Vector_base<int>::_Vector_impl_data)
        for (int i = 0; i < cs.length; i++)
            for (org.eclipse.cdt.core.dom.ast.IBinding b = cs[i]; b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp && c != null; ) {
                org.eclipse.cdt.core.dom.ast.IBinding t = sp.getSpecializedBinding();
                if (t == b) break;
                if (t instanceof ICPPClassType tc && !(t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate) && tc.isSameType(c)) return i;
                b = t;
            }
        return -1;
    }

    /** The user-declared constructor a base mem-initializer calls (CDT's implicit name), or null (an implicit one). */
    private static ICPPConstructor calledConstructor(ICPPASTConstructorChainInitializer c) {
        if (c instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames())
                if (n.resolveBinding() instanceof ICPPConstructor k && !k.isImplicit()) return k;
        IBinding b = (c.getMemberInitializerId() instanceof ICPPASTQualifiedName q ? q.getLastName() : c.getMemberInitializerId()).resolveBinding();
        return b instanceof ICPPConstructor k && !k.isImplicit() ? k : null;
    }

    /**
     * {@code : codecvt(__refs)} naming a base std::codecvt<char16_t, char, mbstate_t> (an explicit specialization) by its
     * injected-class-name, where CDT's lookup of the mem-initializer finds no constructor: CDT's constructor choice of
     * the base class for the arguments; null when it has none, or only an implicit one.
     */
    private static ICPPConstructor chosenConstructor(ICPPClassType base, IASTInitializerClause[] args, IASTNode at) {
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(at);
        try {
            org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation[] evals = new org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation[args.length];
            for (int i = 0; i < args.length; i++) {
                if (!(args[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause ic)) return null;
                evals[i] = ic.getEvaluation();
            }
            var k = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalTypeId(base, at, false, evals).getConstructor();
            return k instanceof ICPPConstructor kc && !kc.isImplicit() && !(k instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) ? kc : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /** The user-declared constructor of {@code c} taking no arguments, or null. */
    private static ICPPConstructor defaultConstructor(ICPPClassType c) {
        for (ICPPConstructor k : c.getConstructors())
            if (!k.isImplicit() && k.getRequiredArgumentCount() == 0)   // also S(int = 0)
                return jcirc.frontend.cxx.ClassTraits.defaultedInClass(k) ? null : k;   // S() = default;  as the implicit one
        return SemaSpecialMembers.inheritedDefault(c);   // struct S : B { using B::B; S(S&&); }: B's
    }
}
