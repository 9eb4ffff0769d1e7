package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Default member initializers (NSDMI, [class.base.init]/9: {@code int x = 3;}, {@code M m{1, 2};}) and delegating
 * constructors ([class.base.init]/6: {@code S() : S(0) {}}), as clang's Sema builds {@code CXXDefaultInitExpr} and
 * a delegating {@code CXXConstructExpr}:
 * <ul>
 * <li>a constructor that does not name a member with a default member initializer in its mem-initializer list
 *     initializes it from that initializer (a scalar's value, or the constructor of a member of class type), in the
 *     members' declaration order (hook in {@code SemaCXX.memberInitializers});
 * <li>the implicit default constructor of a class with default member initializers is non-trivial
 *     ({@code ClassTraits}) and runs them ({@link #implicitInits}, before the members' default constructors);
 * <li>a delegating constructor calls the target constructor on {@code this} and initializes nothing else.
 * </ul>
 */
public final class SemaInitializers {
    /**
     * The initializer clause of a variable's declarator: {@code c} of {@code T x = c;}, or {@code e} of {@code T x(e);}
     * when T is a scalar type ([dcl.init]/17.8: e's value converted to T, as {@code T x = e;} does; {@code pointer
     * __new_start(this->_M_allocate(__len));} in vector.tcc, whose type is a scalar in the instance); else null.
     */
    public static IASTInitializerClause clause(IASTDeclarator d, CType t) {
        if (d.getInitializer() instanceof IASTEqualsInitializer eq) return eq.getInitializerClause();
        return parenthesizedScalar(d, t);
    }

    /** {@code e} of {@code T x(e);} of a scalar T (one expression, no pack expansion), else null. */
    public static IASTInitializerClause parenthesizedScalar(IASTDeclarator d, CType t) {
        if (!(d.getInitializer() instanceof ICPPASTConstructorInitializer ci) || t == null || !Types.isScalar(t)) return null;
        IASTInitializerClause[] args = ci.getArguments();
        return args.length == 1 && args[0] instanceof IASTExpression e
                && !(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression) ? e : null;
    }

    /**
     * {@code T x(e);} of a type CxxUnsupported let through as a possible scalar ({@code typename A::type x(e);}) that is
     * neither a scalar nor a class in this instance (a class: SemaCXX's object of the instantiated type): not supported yet.
     */
    public static boolean unknownTypeNotScalar(IASTDeclarator d, CType t) {
        return d.getInitializer() instanceof ICPPASTConstructorInitializer && parenthesizedScalar(d, t) == null && !Types.isRecord(t)
                && d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v
                && jcirc.frontend.cxx.CxxUnsupported.unknownScalar(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(v.getType(),
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE));
    }

    /** {@code S() : S(0, 1) {}}: the target constructor (C1) and its arguments. */
    public record Delegation(Symbol target, List<IASTExpression> args) {}

    private final Sema sema;
    private final SemaCXX cxx;
    private final Map<IASTFunctionDefinition, Delegation> delegations;
    private final Map<Symbol, List<SemaCXX.MemberInit>> implicitInits = new IdentityHashMap<>();

    SemaInitializers(Sema sema, SemaCXX cxx, Map<IASTFunctionDefinition, Delegation> delegations) {
        this.sema = sema;
        this.cxx = cxx;
        this.delegations = delegations;
    }

    /** The delegation of a delegating constructor's definition, or null. */
    public Delegation delegation(IASTFunctionDefinition fd) { return delegations.get(fd); }

    /** The default member initializers the implicit default constructor {@code ctor} runs (empty: none). */
    public List<SemaCXX.MemberInit> implicitInits(Symbol ctor) { return implicitInits.getOrDefault(ctor, List.of()); }

    // ------------------------------------------------------------------ facts

    /** The declarator of a data member (null if CDT has none). */
    public static IASTDeclarator fieldDeclarator(ICPPField f) {
        org.eclipse.cdt.core.dom.ast.IBinding b = f;   // a member of a class template instance: the template's member (its initializer, analysed in the instance)
        while (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization s && !(b instanceof ICPPInternalBinding ib && ib.getDefinition() != null)) b = s.getSpecializedBinding();
        if (!(b instanceof ICPPInternalBinding ib)) return null;
        IASTNode n = ib.getDefinition();
        if (n == null && ib.getDeclarations() != null && ib.getDeclarations().length > 0) n = ib.getDeclarations()[0];
        while (n != null && !(n instanceof IASTDeclarator)) n = n.getParent();
        while (n != null && n.getParent() instanceof IASTDeclarator outer) n = outer;   // void (*r)() = f;: the initializer is the outermost's
        return (IASTDeclarator) n;
    }

    /** Does a non-static data member of {@code c} have a default member initializer? */
    public static boolean hasDefaultMemberInitializers(ICPPClassType c) {
        for (ICPPField f : ClassTraits.fields(c)) {
            IASTDeclarator d = fieldDeclarator(f);
            if (d != null && d.getInitializer() != null) return true;
        }
        return false;
    }

    /** Does the implicit default constructor of {@code c} initialize members (default member initializers, members' constructors)? */
    public static boolean implicitCtorInitializesMembers(ICPPClassType c) {
        if (CxxSpecialMembers.userConstructed(c)) return false;
        if (hasDefaultMemberInitializers(c)) return true;
        for (ICPPField f : ClassTraits.fields(c))
            if (!(f.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType) && ClassTraits.needsCalls(f.getType())) return true;
        return false;
    }

    // ------------------------------------------------------------------ decisions

    /**
     * [over.match.list]: copy-list-initialization ({@code E e = {3};}, {@code return {3};}, an argument {@code g({3})}, an
     * aggregate member or array element from braces) considers every constructor, and choosing an explicit one is
     * ill-formed. Reports clang's error at {@code at} and its note when the constructor direct-list-initialization of
     * {@code c} from {@code il} chooses is explicit (true).
     */
    boolean explicitInCopyListInit(ICPPClassType c, ICPPASTInitializerList il, IASTNode at) {
        return c != null && CxxSpecialMembers.userConstructed(c) && explicitChosen(listConstructor(c, il), at);
    }

    /** The constructor of {@code c} direct-list-initialization from {@code il} chooses (explicit ones included), or null. */
    static ICPPConstructor listConstructor(ICPPClassType c, ICPPASTInitializerList il) {
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(il);
        try {
            return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.findConstructorForDirectListInitialization(c,
                    (org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalInitList) il.getEvaluation(), il) instanceof ICPPConstructor k ? k : null;
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | ClassCastException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /** The constructor {@code k} a copy-list-initialization at {@code at} chose: clang's error and note when it is explicit (true). */
    boolean explicitChosen(ICPPConstructor k, IASTNode at) {
        if (k == null || !k.isExplicit()) return false;
        sema.error(at, "chosen constructor is explicit in copy-initialization");
        if (sema.diagsEnabled() && k instanceof ICPPInternalBinding ib) {
            IASTNode decl = ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : ib.getDefinition();
            if (decl != null) sema.diags.note(sema.loc(decl), "explicit constructor declared here");
        }
        return true;
    }

    /** {@code S(int) : S(a, b) {}}: records the delegation when the mem-initializer names the class itself. */
    /** Is {@code c} an instance of the class template {@code t} (the injected class name in the template's own body)? */
    private static boolean instanceOf(ICPPClassType c, ICPPClassType t) {
        if (t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPDeferredClassInstance d) t = d.getClassTemplate();   // P<A, B> in P's body
        return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization s
                && s.getSpecializedBinding() == t;
    }

    boolean delegating(IASTFunctionDefinition fd, ICPPConstructor k, ICPPASTConstructorChainInitializer[] chain) {
        ICPPASTConstructorChainInitializer del = null;
        for (ICPPASTConstructorChainInitializer c : chain) {
            IASTName id = c.getMemberInitializerId() instanceof ICPPASTQualifiedName q ? q.getLastName() : c.getMemberInitializerId();
            IBinding b = id.resolveBinding();
            ICPPClassType owner = b instanceof ICPPConstructor x ? x.getClassOwner() : b instanceof ICPPClassType ct ? ct : null;
            if (owner != null && (owner.isSameType(k.getClassOwner()) || instanceOf(k.getClassOwner(), owner))) del = c;
        }
        if (del == null) return false;
        if (chain.length != 1) {
            sema.error(del, "an initializer for a delegating constructor must appear alone");
            return true;
        }
        ICPPConstructor target = null;
        if (del instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames()) if (n.resolveBinding() instanceof ICPPConstructor x) target = x;
        if (target == null && del.getMemberInitializerId().resolveBinding() instanceof ICPPConstructor x) target = x;
        IASTInitializerClause[] args = del.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                : del.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : new IASTInitializerClause[0];
        // P() : P(A(1), B(2)) in a class template instance: the instance's constructor the instantiated arguments choose
        if (sema.templates != null && sema.templates.inInstance()
                && sema.templates.constructorIn(k.getClassOwner(), args, del) instanceof ICPPConstructor x) target = x;
        if (target == null) { sema.error(del, "no matching constructor for delegation"); return true; }
        if (target.equals(k)) { sema.error(del, "constructor for '" + k.getClassOwner().getName() + "' creates a delegation cycle"); return true; }
        ICPPASTConstructorChainInitializer at = del;
        List<IASTExpression> as = SemaDefaultArgs.typedArguments(sema, del, target, args,
                a -> sema.error(at, "this delegating constructor call is not supported yet"));
        if (as == null) return true;
        Symbol fn;
        try {
            fn = cxx.functionSymbol(target, del);
        } catch (RuntimeException ex) {
            // the target CDT chose cannot be named (ItaniumMangler has no spelling for one of its parameter types):
            // an error, never a constructor that silently skips the delegation
            sema.error(del, "this delegating constructor call is not supported yet");
            return true;
        }
        if (fn == null || !(Types.unqual(fn.type) instanceof CType.Function f)) return true;
        cxx.checkArguments(del, f, 1, as.toArray(new IASTInitializerClause[0]), target);   // with the default arguments: E(char) : E("d") {}
        delegations.put(fd, new Delegation(fn, as));
        return true;
    }

    /**
     * The member {@code f} of the class {@code this} points to is not in the mem-initializer list: when it has a default
     * member initializer, its initialization is added to {@code out}; returns whether it had one.
     */
    boolean defaultMemberInit(ICPPField f, Symbol self, List<SemaCXX.MemberInit> out) {
        return defaultMemberInit(f, Types.pointee(Types.unqual(self.type)), out);
    }

    boolean defaultMemberInit(ICPPField f, CType owner, List<SemaCXX.MemberInit> out) {
        return defaultMemberInit(f, fieldDeclarator(f), owner, out);
    }

    /** As above, with the member's declarator {@code d} (a copy of a class template's, for one instance: SemaAggregates). */
    boolean defaultMemberInit(ICPPField f, IASTDeclarator d, CType owner, List<SemaCXX.MemberInit> out) {
        IASTInitializer init = d == null ? null : d.getInitializer();
        if (init == null) return false;
        Sema.MemberRef m = cxx.member(owner, f.getName(), d);
        if (m == null) return true;
        if (m.reference()) {   // int &r = g;: binds the reference member (SemaReferenceMembers)
            IASTInitializerClause[] rargs = CxxSpecialMembers.constructorArguments(d);
            if (rargs == null || rargs.length != 1 || !(rargs[0] instanceof IASTExpression v)) { sema.error(init, "this default member initializer is not supported yet"); return true; }
            SemaCXX.MemberInit mi = SemaReferenceMembers.bind(sema, m, v, d, SemaReferenceMembers.Site.DEFAULT_INITIALIZER, f);
            if (mi != null) out.add(mi);
            return true;
        }
        IType ft = f.getType();
        ICPPClassType fc = CxxSpecialMembers.classOf(ft);
        if (braces(init) instanceof IASTInitializerClause list && bracedMember(m, ft, fc, list, d, out)) return true;
        IASTInitializerClause[] args = CxxSpecialMembers.constructorArguments(d);
        // size_type n = 1; / __node_ptr p = nullptr;: a typedef (a class template's member typedef too) names the scalar type
        IType bare = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(ft,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
        if (fc == null && (bare instanceof IBasicType || bare instanceof IPointerType || bare instanceof IEnumeration)) {
            if (args == null || args.length > 1 || (args.length == 1 && !(args[0] instanceof IASTExpression))) {
                sema.error(init, "this default member initializer is not supported yet");
                return true;
            }
            IASTExpression value = args.length == 1 ? (IASTExpression) args[0] : null;   // int x{}; is zero
            CType to = Types.unqual(m.type());
            if (value != null) {
                sema.typeOf(value);
                sema.checkAssignable(value, to, value, "initializing");
                sema.results.recordConversion(value, sema.typeOf(value), to);
            }
            out.add(new SemaCXX.MemberInit(m, value, d));
            return true;
        }
        if (fc != null && args != null && args.length == 1 && args[0] instanceof IASTExpression e && cxx.temps.isClassPrvalue(e)
                && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(m.type()))) {
            out.add(new SemaCXX.MemberInit(m, e, d));   // M m = M(2); M n{M(3)};: the prvalue is built in the member (no copy)
            return true;
        }
        if (fc != null && args != null) {
            ICPPConstructor cdt = CxxSpecialMembers.anyConstructorCall(d);
            // M n{int(last * 4)}; with a dependent argument, in a class template instance: the instance's choice
            if (sema.templates != null && sema.templates.inInstance() && args.length > 0 && dependentArgument(args)
                    && sema.templates.constructorIn(fc, args, d) instanceof ICPPConstructor x) cdt = x;
            ICPPConstructor k = SemaSpecialMembers.constructorFor(cdt, fc, args);
            if (k == null) { sema.error(init, "this default member initializer is not supported yet"); return true; }
            args = cxx.initLists.listArguments(k, SemaInitializerLists.bracedList(d), args);   // std::vector<int> v{1, 2}; / = {1, 2};
            List<IASTExpression> as = SemaDefaultArgs.typedArguments(sema, init, k, args,
                    a -> sema.error(init, "this default member initializer is not supported yet"));
            if (as == null) return true;
            boolean[] trivial = new boolean[1];
            Symbol ctor = cxx.special.constructorCallee(k, fc, d, trivial);
            if (ctor != null && Types.unqual(ctor.type) instanceof CType.Function fnt) {
                cxx.checkArguments(d, fnt, 1, as.toArray(new IASTInitializerClause[0]), k);   // with the default arguments: std::string s = "x";
                out.add(new SemaCXX.MemberInit(m, null, d, ctor, as));
            } else if (trivial[0] && as.size() <= 1) {
                IASTExpression value = as.isEmpty() ? null : as.get(0);
                if (value != null) sema.results.recordConversion(value, sema.typeOf(value), Types.unqual(m.type()));
                out.add(new SemaCXX.MemberInit(m, value, d));
            } else if (!trivial[0]) {
                return true;   // reported
            } else {
                sema.error(init, "this default member initializer is not supported yet");
            }
            return true;
        }
        sema.error(init, "this default member initializer is not supported yet");
        return true;
    }

    /** Does an argument's type or value depend on a template parameter? */
    private static boolean dependentArgument(IASTInitializerClause[] args) {
        for (IASTInitializerClause a : args)
            if (a instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause ic
                    && (ic.getEvaluation().isTypeDependent() || ic.getEvaluation().isValueDependent())) return true;
        return false;
    }

    private final Map<SemaCXX.MemberInit, SemaArrayObjects.ArrayObject> memberArrays = new IdentityHashMap<>();

    /** The initialization of the array member {@code m} of class type element by element as {@code ao} says. */
    SemaCXX.MemberInit memberArray(Sema.MemberRef m, IASTNode at, SemaArrayObjects.ArrayObject ao) {
        SemaCXX.MemberInit mi = new SemaCXX.MemberInit(m, null, at);
        memberArrays.put(mi, ao);
        return mi;
    }

    /** The elements' initializations of an array member of class type initialized by braces ({@code T t[2] = {T(1), 2};}), or null. */
    public SemaArrayObjects.ArrayObject memberArray(SemaCXX.MemberInit mi) { return memberArrays.get(mi); }

    /**
     * A member initialized by braces, {@code int d[4] = {1, 2, 3};}, {@code Bx b{2.5};} (an aggregate), {@code T t[2] =
     * {T(1), 2};}, or the mem-initializer {@code d{x}} of an array: C's initializer completed as aggregates are
     * ({@link InitTree}), per element for an array of class type (SemaArrayObjects, the rest value-initialized). Returns
     * false when the member is neither an array nor an aggregate.
     */
    boolean bracedMember(Sema.MemberRef m, IType ft, ICPPClassType fc, IASTInitializerClause list, IASTNode at, List<SemaCXX.MemberInit> out) {
        CType mt = Types.unqual(m.type());
        if (Types.isArray(mt) && !ClassTraits.needsCalls(ft) || Types.isRecord(mt) && fc != null && !SemaAggregates.constructed(sema, mt)
                || mt instanceof CType.Complex && list instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerList cl && cl.getClauses().length == 2) {   // _M_value{__r, __i}
            out.add(new SemaCXX.MemberInit(m, at, InitTree.build(sema, mt, list, true)));
            return true;
        }
        if (Types.isArray(mt) && list instanceof ICPPASTInitializerList il && ClassTraits.elementClass(ft) instanceof ICPPClassType ec) {
            SemaArrayObjects.ArrayObject ao = cxx.arrays.member(il, ec, mt, il);
            if (ao != null) out.add(memberArray(m, at, ao));   // else reported
            return true;
        }
        return false;
    }

    /** The braced list of a default member initializer {@code = {…}} or {@code {…}}, or null. */
    private static IASTInitializerClause braces(IASTInitializer init) {
        return init instanceof ICPPASTInitializerList il ? il
                : init instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerList il2 ? il2 : null;
    }

    /** The implicit default constructor {@code ctor} of {@code c} (Sema's record {@code cls}): its default member initializers. */
    void implicitDefaultConstructor(ICPPClassType c, CType.Record cls, Symbol ctor, org.eclipse.cdt.core.dom.ast.IASTNode at) {
        List<SemaCXX.MemberInit> out = new ArrayList<>();
        // a class template instance's initializers are analysed in the instance (its records and parameters): each
        // instance has its own types, conversions and callees (CIRGenSpecialMembers generates them there too)
        Runnable leave = sema.templates == null ? null : sema.templates.enterClassInstance(cls.def());
        // the initializers may name other members (long y = x * 2;): a 'this' parameter of the synthesized function
        Scope saved = sema.symbols.swapCurrent(sema.symbols.fileScope());
        sema.symbols.push(Scope.Kind.FUNCTION);
        Symbol self = new Symbol("this", Symbol.Kind.VARIABLE, new CType.Pointer(cls), Symbol.Linkage.NONE, false, jcirc.frontend.diag.SourceLoc.NONE);
        sema.symbols.current().put(self);
        try {
            for (ICPPField f : ClassTraits.fields(c)) {
                int start = out.size();
                defaultMemberInit(f, cls, out);
                sema.cxx.unwindMember(f, out, start, at);
            }
        } finally {
            sema.symbols.pop();
            sema.symbols.swapCurrent(saved);
            if (leave != null) leave.run();
        }
        if (!out.isEmpty()) { implicitInits.put(ctor, out); implicitThis.put(ctor, self); }
    }

    private final Map<Symbol, Symbol> implicitThis = new IdentityHashMap<>();

    /**
     * Runs {@code analysis} (of a default member initializer used by the aggregate initialization of an object of class
     * {@code cls}) where 'this' points to that object, as in the implicit default constructor: CIRGen's 'this' there is
     * the object being initialized (CIRGenClass.thisValue).
     */
    void inAggregate(CType cls, Runnable analysis) {
        Scope saved = sema.symbols.swapCurrent(sema.symbols.fileScope());
        sema.symbols.push(Scope.Kind.FUNCTION);
        sema.symbols.current().put(new Symbol("this", Symbol.Kind.VARIABLE, new CType.Pointer(cls), Symbol.Linkage.NONE, false, jcirc.frontend.diag.SourceLoc.NONE));
        try {
            analysis.run();
        } finally {
            sema.symbols.pop();
            sema.symbols.swapCurrent(saved);
        }
    }

    /** The 'this' symbol the default member initializers of the implicit default constructor {@code ctor} use (null: none). */
    public Symbol implicitThis(Symbol ctor) { return implicitThis.get(ctor); }

    /** Is {@code S s = {1};} the aggregate initialization of a class with default member initializers or members with constructors (SemaAggregates)? */
    static boolean aggregateWithDefaults(ICPPClassType c, IASTDeclarator d) {
        IASTInitializer i = d.getInitializer();
        boolean list = i instanceof ICPPASTInitializerList || i instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerList;
        if (!list || CxxSpecialMembers.userConstructed(c)) return false;
        if (hasDefaultMemberInitializers(c)) return true;
        for (ICPPField f : ClassTraits.fields(c)) if (ClassTraits.needsCalls(f.getType())) return true;   // B b = {1, 2}; with A members
        return false;
    }
}
