package jcirc.frontend.cxx;

import jcirc.frontend.cirgen.CIRGenModule;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.SemaWalk;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExplicitTemplateInstantiation;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeTemplateParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameterMap;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionCall;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Template instances (docs/cxx.md, "Templates"), as clang's TemplateInstantiator: CDT resolves a call to a
 * function template instance ({@code ICPPFunctionInstance}, a member of a class template instance, an explicit
 * specialization) but gives no instantiated body, so each instance is the template's own AST analysed under a
 * substitution. An {@link Instance} owns
 * <ul>
 * <li>a {@link Sema.RecordLayer}: while the instance is current, every per-node record of Sema (expression
 *     types, name resolutions, declarations, conversions, SemaCXX's member calls) is the instance's own, so
 *     {@code max<int>} and {@code max<double>} keep different records for one AST; CIRGen reads them with the
 *     same layer current;
 * <li>a parameter scope ({@code SymbolTable.instanceScope}): each type parameter a typedef of its argument,
 *     each non-type parameter a constant, so Sema types the body as ordinary code;
 * <li>CDT's {@link InstantiationContext}: names whose meaning depends on the parameters (callees of dependent
 *     calls, instantiated locals) are resolved by instantiating CDT's evaluation of the call under it
 *     ({@link #resolve}).
 * </ul>
 * Instances are keyed by their mangled name (each emitted once), declared at file scope when first named,
 * and analysed and generated from a worklist after the top-level declaration that named them
 * ({@link #drain}); instances naming instances join the worklist, one level deeper, up to 1024 levels
 * (clang's limit and diagnostic).
 */
public final class CxxTemplates {
    static final int MAX_DEPTH = 1024;
    /** CDT's bound on nested evaluation instantiation (its own default for constant evaluation). */
    private static final int EVAL_DEPTH = 25;

    enum Kind { IMPLICIT, EXPLICIT_INSTANTIATION, EXTERN_TEMPLATE, EXPLICIT_SPECIALIZATION }

    /** One function template instance (or a member function of a class template instance), or a class template instance. */
    static final class Instance {
        final IBinding binding;
        final String name;
        /** The definition to analyse and generate (the template's, or the explicit specialization's); null: declared only. */
        IASTDeclaration definition;
        final IASTDeclSpecifier spec;
        final IASTDeclarator declarator;
        /** A static data member's definition declarator (its own name is the instance's too). */
        IASTDeclarator definitionDeclarator;
        final InstantiationContext ctx;
        Sema.RecordLayer layer = new Sema.RecordLayer();
        final Scope params = new Scope(Scope.Kind.BLOCK, null);
        final int depth;
        Kind kind;
        Symbol symbol;
        boolean queued, localsRegistered;
        /** A function template instance may bind a reference type argument (as its referenced type: ReferenceArguments). */
        boolean referenceArguments;

        /** Calls resolved by {@link #functionSetCall} in this instance (resolving one again is costly: nested calls). */
        final Map<ICPPEvaluation, ICPPFunction> functionSetCalls = new java.util.IdentityHashMap<>();

        /** The class template instance whose member this is, or which this is (null for free functions). */
        ICPPClassSpecialization cls;

        Instance(IBinding binding, String name, IASTDeclaration definition, IASTDeclSpecifier spec,
                 IASTDeclarator declarator, InstantiationContext ctx, int depth, Kind kind) {
            this.binding = binding;
            this.name = name;
            this.definition = definition;
            this.spec = spec;
            this.declarator = declarator;
            this.ctx = ctx;
            this.depth = depth;
            this.kind = kind;
        }
    }

    private final Sema sema;
    private final Map<String, Instance> instances = new HashMap<>();
    /** Out-of-class definitions of static data members of class templates, by member. */
    private final Map<IBinding, IASTSimpleDeclaration> memberDefinitions = new java.util.IdentityHashMap<>();
    /** Explicit specializations of static data members of class template instances ({@code template<> int Box<long>::made = 20;}), by mangled name. */
    private final Map<String, IASTSimpleDeclaration> specializedMembers = new HashMap<>();
    /** Out-of-class definitions of member functions of class templates ({@code template<class T> A<T>::A(int) {}}), by member: CDT does not link constructors' and destructors' as their definitions. */
    private final Map<IBinding, IASTFunctionDefinition> memberFunctionDefinitions = new java.util.IdentityHashMap<>();
    /** Class template instances by tag key (null while being defined or when the template has no definition). */
    private final Map<String, Instance> classes = new HashMap<>();
    private final ArrayDeque<Instance> pending = new ArrayDeque<>();
    /** The instance being analysed or generated (null outside instances). */
    private Instance current;

    CxxTemplates(Sema sema) { this.sema = sema; }

    /** CxxUnsupported's errors inside templates, reported per instance. */
    final DeferredUnsupported deferred = new DeferredUnsupported();

    /** The mangled name of the function instance being analysed or generated (null outside function instances). */
    public String currentFunctionName() {
        return current != null && current.binding instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction ? current.name : null;
    }

    /** The function instance whose body is being analysed or generated, if {@code definition} is its definition; else null. */
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction currentFunction(IASTNode definition) {
        return current != null && current.definition == definition && current.binding instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction f ? f : null;
    }

    /** A type CDT gives in the current instance's template (dependent), instantiated under its arguments; the type itself outside instances. */
    public org.eclipse.cdt.core.dom.ast.IType instantiate(org.eclipse.cdt.core.dom.ast.IType t) {
        if (current == null || t == null) return t;
        if (t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPAliasTemplateInstance ai && memberAlias(ai)) return aliasedType(ai);
        try {
            org.eclipse.cdt.core.dom.ast.IType r = CPPTemplates.instantiateType(t, current.ctx);
            // a member of a nested class of a class template instance naming the enclosing template's members
            // (typedef handle<outer::promise_type> handle_type; in outer<T>::inner): CDT maps the members of the
            // context class only, so the enclosing instances map what is left, innermost first
            for (IBinding o = current.cls == null ? null : current.cls.getOwner(); o != null && CPPTemplates.isDependentType(r); o = o.getOwner())
                if (o instanceof ICPPClassSpecialization outer)
                    r = CPPTemplates.instantiateType(r, new InstantiationContext(outer.getTemplateParameterMap(), outer));
            return r;
        } catch (RuntimeException e) {
            return t;
        }
    }

    /** {@link #instantiate} of a type in element {@code element} of a pack expansion ({@code const _Tail&... __tail}), or of no pack (-1). */
    public org.eclipse.cdt.core.dom.ast.IType instantiate(org.eclipse.cdt.core.dom.ast.IType t, int element) {
        return current == null ? instantiate(t) : inPackElement(element, () -> instantiate(t));
    }

    /** {@code work} with CDT's pack offset at copy {@code element} of a pack expansion's pattern (no pack when negative). */
    private <T> T inPackElement(int element, java.util.function.Supplier<T> work) {
        if (element < 0) return work.get();
        current.ctx.setPackOffset(element);
        try {
            return work.get();
        } finally {
            current.ctx.setPackOffset(-1);
        }
    }

    /** {@link #inPackElement} for the node {@code n}: inside copy i of a pack expansion's pattern the packs denote their element i (SemaPacks). */
    private <T> T inPackCopy(IASTNode n, java.util.function.Supplier<T> work) { return inPackElement(sema.cxx.packs.indexOf(n), work); }

    /**
     * An evaluation instantiated under the current instance's arguments and its class instance's (the initializer of a
     * data member template of the class template, map's {@code __usable_key<_Up>}, names {@code _Key}); itself outside instances.
     */
    public ICPPEvaluation inCurrentClass(ICPPEvaluation ev) {
        if (current == null) return ev;
        ICPPEvaluation r = inCurrent(ev);
        if ((r.isValueDependent() || r.isTypeDependent()) && current.cls != null)
            r = r.instantiate(new InstantiationContext(current.cls.getTemplateParameterMap(), current.cls), EVAL_DEPTH);
        return r;
    }

    /** The class template instance whose member is being analysed, or null. */
    public ICPPClassSpecialization currentClass() { return current == null ? null : current.cls; }

    /** Is {@code ai} an instance of a member alias template of a class template ({@code basic_string<C>::_If_sv<T, R>})? */
    private static boolean memberAlias(org.eclipse.cdt.core.dom.ast.cpp.ICPPAliasTemplateInstance ai) {
        return ai.getTemplateDefinition() != null && ai.getTemplateDefinition().getOwner() instanceof ICPPClassType
                && CPPTemplates.isDependentType(ai);
    }

    /**
     * {@code _If_sv<_Tp, basic_string&>} (a member alias template of a class template, as the return type of a member
     * template) in an instance: the type it aliases instantiated ([temp.alias]/2: an alias template-id is its type with
     * the arguments substituted). CDT's instantiation of the alias instance specializes the alias template as a member of
     * the class instance and drops its arguments; what stays dependent on the class's own parameters ({@code
     * basic_string<_CharT>}) is mapped by the class instance.
     */
    private org.eclipse.cdt.core.dom.ast.IType aliasedType(org.eclipse.cdt.core.dom.ast.cpp.ICPPAliasTemplateInstance ai) {
        org.eclipse.cdt.core.dom.ast.IType r = instantiate(ai.getType());
        try {
            if (r != null && current.cls != null && CPPTemplates.isDependentType(r))
                r = CPPTemplates.instantiateType(r, new InstantiationContext(current.cls.getTemplateParameterMap(), current.cls));
        } catch (RuntimeException e) {
            return r;
        }
        return r;
    }

    /**
     * A template's evaluation instantiated under the current instance's arguments; in a member of a nested class of a
     * class template instance, what stays dependent (the enclosing template's members: {@link #instantiate}) under the
     * enclosing instances' too.
     */
    private ICPPEvaluation inCurrent(ICPPEvaluation ev) {
        ICPPEvaluation r = ev.instantiate(current.ctx, EVAL_DEPTH);
        for (IBinding o = current.cls == null ? null : current.cls.getOwner(); o != null && (r.isTypeDependent() || r.isValueDependent()); o = o.getOwner())
            if (o instanceof ICPPClassSpecialization outer)
                r = r.instantiate(new InstantiationContext(outer.getTemplateParameterMap(), outer), EVAL_DEPTH);
        return r;
    }

    /**
     * The value category of {@code e}: CDT's, and inside an instance that of its evaluation instantiated under the
     * instance's arguments ({@code std::forward<_T1>(__x)} with {@code _T1 = int} is an xvalue; CDT's dependent
     * evaluation in the template says prvalue).
     */
    public org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory valueCategory(ICPPASTExpression e) {
        org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory vc = e.getValueCategory();
        if (current == null) return vc;
        try {
            ICPPEvaluation ev = e.getEvaluation();
            if (!ev.isTypeDependent() && !ev.isValueDependent()) return vc;
            return inPackCopy(e, () -> inCurrent(ev).getValueCategory());
        } catch (RuntimeException x) {
            return vc;
        }
    }

    // ------------------------------------------------------------------ names inside instances

    /** Inside an instance, the name its own definition declares is the instance's mangled name; else null. */
    String ownName(IASTName n) {
        if (current == null || current.declarator == null) return null;
        if (declares(current.declarator, n) || (current.definitionDeclarator != null && declares(current.definitionDeclarator, n))) return current.name;
        return null;
    }

    private static boolean declares(IASTDeclarator d, IASTName n) {
        IASTName own = d.getName();
        return n == own || (own instanceof ICPPASTQualifiedName q && n == q.getLastName());
    }

    /**
     * The binding a name denotes in the current instance: the callee of a call (CDT's evaluation of the call
     * instantiated under the instance's arguments resolves dependent overloads and deduces the instances it
     * calls), else CDT's binding instantiated; outside instances the binding itself.
     */
    public IBinding resolve(IASTName n, IBinding b) {
        return current == null ? b : NonDependentBaseMembers.declared(resolveInCurrent(n, b));
    }

    private IBinding resolveInCurrent(IASTName n, IBinding b) {
        // the instance's own declarator: the instance (a member template's instance in a class template instance,
        // pair<int, double>::pair<int&, double>, is no instantiateBinding of the template's name)
        if (current.binding instanceof ICPPFunction && ownName(n) != null) return current.binding;
        IASTFunctionCallExpression call = callOf(n);
        IASTNode point = call == null ? null : callPoint(call);
        IBinding r = resolveAt(n, b, call, point);
        if (point != call && r instanceof ICPPFunction f && f.isDeleted()) {
            // the end of the unit chose a deleted overload (unique_ptr's swap, for CDT's false
            // __is_swappable<default_delete<B>>): resolved at the call, as before callPoint
            current.functionSetCalls.remove(((ICPPASTExpression) call).getEvaluation());
            r = resolveAt(n, b, call, call);
        }
        return r;
    }

    /** {@link #resolve} with {@code point} as the lookup point of {@code call}'s overload resolution ({@code call} may be null). */
    private IBinding resolveAt(IASTName n, IBinding b, IASTFunctionCallExpression call, IASTNode point) {
        int element = sema.cxx.packs.indexOf(n);   // inside copy i of a pack expansion's pattern: CDT's pack offset (SemaPacks)
        if (element >= 0) current.ctx.setPackOffset(element);
        // the call is the lookup point of the overload resolutions its instantiation does (an argument's operator)
        if (call != null) org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(point);
        try {
            if (call != null) {
                ICPPEvaluation template = ((ICPPASTExpression) call).getEvaluation();
                ICPPEvaluation ev = inCurrent(template);
                // f(a) with 'auto a = <const T&>': CDT's instance keeps a const, so it would pick f(const T&) over f(T&)
                if (ev instanceof EvalFunctionCall && constAutoCopyArgument(template)
                        && functionSetCall(template, explicitMemberArguments(call)) instanceof ICPPFunction m) return m;
                if (ev instanceof EvalFunctionCall fc) {
                    ICPPFunction f = fc.resolveFunctionBinding();
                    if (f instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb) {   // std::swap's two declarations
                        ICPPFunction one = Redeclarations.pick(pb);
                        if (one != null) return one;
                    }
                    if ((f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction || f instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding)
                            && functionSetCall(template, explicitMemberArguments(call)) instanceof ICPPFunction m) return m;   // Local::chk(v, tag{}); a deduction through a base
                    if (f != null) return f;
                } else if (redeclarationCalled(call) instanceof ICPPFunction f) {
                    return f;
                }
                ICPPFunction m = functionSetCall(template, explicitMemberArguments(call));
                if (m != null) return m;
            }
            if (b != null && !(b instanceof ICPPTemplateParameter) && !(b instanceof ICPPParameter)) {
                IBinding r = CPPTemplates.instantiateBinding(b, current.ctx, EVAL_DEPTH);
                if (r == b && memberOfMemberTemplate(b) instanceof IBinding m) return m;
                if (r != null) return r;
            }
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | RuntimeException e) {
            return b;
        } finally {
            if (call != null) org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
            if (element >= 0) current.ctx.setPackOffset(-1);
        }
        return b;
    }

    /**
     * A member {@code b} of a member class template ({@code count} of {@code Impl} in {@code template<class K> struct
     * Tree { template<class C> struct Impl { int count; … }; };}) named in a member of an instance of it
     * ({@code Tree<int>::Impl<Less>}): that instance's member. CDT's instantiation leaves it the template's, as the
     * instance specializes {@code Tree<int>::Impl}, not {@code Impl}. Null for any other binding.
     */
    private IBinding memberOfMemberTemplate(IBinding b) {
        if (!(b.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate owner)) return null;
        for (IBinding o = current.cls; o instanceof ICPPClassSpecialization os; o = os.getOwner())
            if (os.getSpecializedBinding() != owner && specializes(os, owner)) return os.specializeMember(b);
        return null;
    }

    /**
     * The function a call {@code f(p)} or {@code this->f(p)} with dependent arguments names in a member function of a
     * class template instance, when CDT's instantiation of the call leaves it unresolved: its function set instantiated
     * and resolved again for the instantiated arguments, with the set's implied object, or for an unqualified name the
     * instance's class (const in a const member function: the implicit {@code this}) — without one CDT finds no
     * non-static member viable. Null when the callee is no function set or nothing is viable.
     */
    private ICPPFunction functionSetCall(ICPPEvaluation template) { return functionSetCall(template, null); }

    /** As above; {@code explicit}: the call's explicit template arguments of a member ({@code u.acc<F>()}), instantiated, or null. */
    private ICPPFunction functionSetCall(ICPPEvaluation template, org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] explicit) {
        if (!(template instanceof EvalFunctionCall call)) return null;
        if (current.functionSetCalls.containsKey(call)) return current.functionSetCalls.get(call);
        ICPPFunction f = current.ctx.hasPackOffset() ? null : functionSetCallUncached(call, explicit);
        if (!current.ctx.hasPackOffset()) current.functionSetCalls.put(call, f);
        return current.ctx.hasPackOffset() ? functionSetCallUncached(call, explicit) : f;
    }

    /**
     * {@code o.f<A>(…)} (a member named by a template-id whose arguments depend on the instance, {@code std::function}'s
     * {@code __source._M_access<_Functor>()}): those arguments instantiated; null for any other call.
     */
    private org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] explicitMemberArguments(IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFieldReference fr)
                || !(fr.getFieldName() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId tid)) return null;
        try {
            return CPPTemplates.instantiateArguments(CPPTemplates.createTemplateArgumentArray(tid), current.ctx, false);
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | RuntimeException e) {
            return null;
        }
    }

    private ICPPFunction functionSetCallUncached(EvalFunctionCall call, org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] explicit) {
        ICPPEvaluation[] targs = call.getArguments();
        java.util.List<ICPPEvaluation> args = new java.util.ArrayList<>();
        for (int i = 1; i < targs.length; i++) {
            if (targs[i] instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalPackExpansion) {
                // f(std::forward<_Args>(__args)...): one argument per element of the pack
                args.addAll(java.util.List.of(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.InstantiatedArguments.of(
                        new ICPPEvaluation[] {targs[i]}, current.ctx, EVAL_DEPTH)));
            } else {
                args.add(instantiateArgument(targs[i]));
            }
        }
        ICPPEvaluation callee = inCurrent(targs[0]);
        if (deferredMemberCall(callee, args, explicit) instanceof ICPPFunction f) return f;
        if (!(callee instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet set)
                || set.getFunctionSet() == null) return null;
        org.eclipse.cdt.core.dom.ast.IType self = set.getImpliedObjectType();
        if (self == null) {
            boolean anyMethod = false, allStatic = true;
            for (ICPPFunction f : set.getFunctionSet().getBindings()) {
                anyMethod |= f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
                allStatic &= f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m && m.isStatic();
            }
            // a set of namespace-scope functions (std::_Destroy(first, last, _M_get_Tp_allocator()): CDT left the
            // call unresolved for an argument it could not instantiate) needs no implied object, nor do static members:
            // Traits::construct(…), Local::chk(v, tag{}) of a local class in a free function template
            // Base::f() of a dependent base class (list's _Base::_M_get_Node_allocator(), __hash_code_base::_M_bucket_index(__n,
            // _M_bucket_count)): a qualified name of a non-static member in a member function names it for (*this) too
            // ([class.mfct.non.static]/2: the implied object is *this)
            // the instance's class: of a class template instance, or the ordinary class of a member function template
            // (std::thread's thread<F>(F&&) calling _M_start_thread(…))
            ICPPClassType own = current.cls != null ? current.cls
                    : current.binding instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m ? m.getClassOwner() : null;
            if (anyMethod && !allStatic && (own == null || set.isQualified() && !membersOfOwnClass(own, set.getFunctionSet().getBindings()))) return null;
            if (anyMethod && !allStatic) {
                boolean constThis = current.binding instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m && m.getType().isConst();
                self = constThis ? new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType(own, true, false) : own;
            }
        }
        ICPPEvaluation r = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet(set.getFunctionSet(), set.isQualified(),
                set.isAddressOf(), self, (IBinding) null).resolveFunction(args.toArray(new ICPPEvaluation[0]));
        if (r instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb && eb.getBinding() instanceof ICPPFunction f
                && !(f instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding)) return f;
        java.util.List<ICPPEvaluation> viaBases = self == null ? LocalClassArguments.viaBases(args, this::instantiate) : null;
        if (viaBases != null) {   // __str_codecvt_in_all(f, l, w, __cvt) with a local class deriving from codecvt<_CharT, …>
            ICPPEvaluation rb = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet(set.getFunctionSet(), set.isQualified(),
                    set.isAddressOf(), null, (IBinding) null).resolveFunction(viaBases.toArray(new ICPPEvaluation[0]));
            if (rb instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb && eb.getBinding() instanceof ICPPFunction f
                    && !(f instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction)
                    && LocalClassArguments.deducedThroughBases(f, args, viaBases)) return f;
        }
        if (self == null && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.BaseClassDeduction.resolve(set.getFunctionSet().getBindings(),
                set.getFunctionSet().getTemplateArguments(), args.toArray(new ICPPEvaluation[0]),
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.getCurrentLookupPoint()) instanceof ICPPFunction f)
            return f;   // std::__get_helper<__i>(__t): deduced from a base class of the tuple (CDT looks at the nearest instances only)
        return localClassOverload(set.getFunctionSet().getBindings(), args);
    }

    /** Is every member function of {@code fs} a member of the instance's class {@code own} or of one of its base classes? */
    private static boolean membersOfOwnClass(ICPPClassType own, ICPPFunction[] fs) {
        for (ICPPFunction f : fs) {
            if (!(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m) || m.getClassOwner() == null) return false;
            ICPPClassType owner = m.getClassOwner();
            if (!owner.isSameType(own) && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.calculateInheritanceDepth(own, owner) < 0) return false;
        }
        return true;
    }

    /**
     * {@code obj.f(a)} whose object is no dependent expression but whose argument is ({@code __carry._M_take_one(
     * begin()._M_node)} in {@code list<T>::sort}): CDT's member access keeps the deferred function it made of the
     * candidates, and instantiating the access does not look at them again. Overload resolution of those candidates
     * for the instantiated arguments, with the object's type (cv-qualifiers kept) as the implied object. Null when the
     * callee is no such member access or nothing is viable.
     */
    private static ICPPFunction deferredMemberCall(ICPPEvaluation callee, java.util.List<ICPPEvaluation> args,
            org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] explicit) {
        if (!(callee instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalMemberAccess access)
                || !(access.getMember() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPDeferredFunction deferred)
                || deferred.getCandidates() == null || deferred.getCandidates().length == 0) return null;
        org.eclipse.cdt.core.dom.ast.IType self = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(
                access.getOwnerType(), org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF);
        if (access.isPointerDeref() && self instanceof org.eclipse.cdt.core.dom.ast.IPointerType p) self = p.getType();
        if (self == null || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(self)) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPFunctionSet set =
                new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPFunctionSet(deferred.getCandidates(), explicit, null);
        ICPPEvaluation r = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet(set, false, false, self, (IBinding) null)
                .resolveFunction(args.toArray(new ICPPEvaluation[0]));
        return r instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb && eb.getBinding() instanceof ICPPFunction f
                && !(f instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction) ? f : null;
    }

    /**
     * The member of a local class of the function template that a call with instantiated arguments chooses
     * ({@code _Range_chk::_S_chk(__tmp, is_same<_Ret, int>{})} in {@code std::__stoa}): CDT does not instantiate a
     * local class, so its members' parameter types still name the template's parameters and CDT finds none viable.
     * Each candidate's parameter types instantiated; viable when the argument counts match and each argument's
     * class is the parameter's class or derived from it (a tag argument) and non-class arguments meet non-class
     * parameters; the candidate whose class parameters match exactly wins. Null when no single one does.
     */
    private ICPPFunction localClassOverload(ICPPFunction[] candidates, java.util.List<ICPPEvaluation> args) {
        ICPPFunction best = null;
        int bestExact = -1;
        boolean ambiguous = false;
        for (ICPPFunction f : candidates) {
            if (!(f.getOwner() instanceof ICPPClassType c) || !(c.getOwner() instanceof ICPPFunction)) return null;
            org.eclipse.cdt.core.dom.ast.IType[] ps = f.getType().getParameterTypes();
            if (ps.length != args.size()) continue;
            int exact = 0;
            boolean viable = true;
            for (int i = 0; i < ps.length && viable; i++) {
                org.eclipse.cdt.core.dom.ast.IType p = plain(instantiate(ps[i])), a = plain(args.get(i).getType());
                if (p instanceof ICPPClassType pc) {
                    if (!(a instanceof ICPPClassType ac)) viable = false;
                    else if (pc.isSameType(ac)) exact++;
                    else viable = org.eclipse.cdt.internal.core.dom.parser.cpp.ClassTypeHelper.isSubclass(ac, pc);
                } else viable = !(a instanceof ICPPClassType) && !(p instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateTypeParameter);
            }
            if (!viable) continue;
            if (exact > bestExact) { best = f; bestExact = exact; ambiguous = false; }
            else if (exact == bestExact) ambiguous = true;
        }
        return ambiguous ? null : best;
    }

    /** A type without typedefs, references and cv-qualifiers. */
    private static org.eclipse.cdt.core.dom.ast.IType plain(org.eclipse.cdt.core.dom.ast.IType t) {
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
    }

    /**
     * An argument of a call instantiated: CDT's instantiation, or for a call CDT leaves unresolved that
     * {@link #functionSetCall} resolves ({@code twice(twice(v))}), a value of the callee's result type and category.
     */
    private ICPPEvaluation instantiateArgument(ICPPEvaluation arg) {
        if (rangeForVariable(arg) instanceof org.eclipse.cdt.core.dom.ast.IType element)   // for (const auto &x : v): *__begin's type
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(element,
                    org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE, org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN);
        ICPPEvaluation ev = inCurrent(arg);
        if (arg instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb && autoLocalInitializer(eb, ev) instanceof AutoLocal local) {
            // const auto __n = __position - cbegin(); (vector.tcc:364, begin() + __n): CDT leaves the local's type undeduced in
            // the instance; it is its initializer's, instantiated as an argument is. auto& __alloc = _M_get_Node_allocator();
            // (stl_list.h:711, a member named through a using-declaration of a dependent base): the initializer's type, an lvalue
            org.eclipse.cdt.core.dom.ast.IType t = instantiateArgument(local.init()).getType();
            t = local.reference() ? org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF)
                    // auto a = str._M_get_allocator(); (a const allocator&): the initializer's type without its reference and
                    // top-level cv ([dcl.type.auto.deduct]: deduction as from a by-value parameter), not CDT's const allocator
                    : org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.Conversions.lvalue_to_rvalue(t, false),
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
            if (local.constant()) t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.constQualify(t);
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(t,
                    org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE, org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN);
        }
        if (ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalMemberAccess ma && !ma.isPointerDeref()
                && ma.getValueCategory() != org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE && throughPointer(arg))
            // this->_M_impl of a dependent base: CDT's instantiation makes it a member of the prvalue 'this' (an
            // xvalue, which binds no '_Tp_alloc_type&'); a member reached through a pointer is an lvalue
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(ev.getType(),
                    org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.LVALUE, ev.getValue());
        if (arg instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary t && ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b
                && b.getOverload() == null && (t.getArg1() instanceof EvalFunctionCall || t.getArg2() instanceof EvalFunctionCall
                    || CxxSpecialMembers.classOf(b.getArg1().getType()) != null || CxxSpecialMembers.classOf(b.getArg2().getType()) != null)
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.getCurrentLookupPoint() instanceof IASTNode point
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.binary(t.getOperator(),
                        instantiateArgument(t.getArg1()), instantiateArgument(t.getArg2()), point) instanceof ICPPFunction op
                && !(op instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction && !(op instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod)))
            // lg(b - a) with a free operator- template of the iterators' class (__normal_iterator's, std::sort's
            // std::__lg(__last - __first)): the operator CDT's instantiation did not find, as operatorIn looks it up
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.typeFromFunctionCall(op),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.valueCategoryFromFunctionCall(op),
                    org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN);
        if (arg instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary t && ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b
                && b.getOverload() == null && (unbracketed(t.getArg1()) instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary
                    || unbracketed(t.getArg2()) instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary)
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.getCurrentLookupPoint() instanceof IASTNode point)
            // (__last - __first + 1) / 2 (std::stable_sort's _Temporary_buffer): an inner operator CDT's instantiation did
            // not find (__normal_iterator's operator-) typed the whole expression wrongly; rebuilt from the innermost operands
            return rebuiltBinary(t, point);
        if (arg instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalConditional c && c.getPositive() != null
                && (c.getPositive() instanceof EvalFunctionCall || c.getNegative() instanceof EvalFunctionCall)
                && (ev.isTypeDependent() || ev.getType() instanceof org.eclipse.cdt.core.dom.ast.ISemanticProblem)
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.getCurrentLookupPoint() instanceof IASTNode point)
            // c ? _M_bucket_index(*__n->_M_next()) : 0 (hashtable.h's _M_erase): a branch CDT's instantiation left
            // unresolved (a member call), the branches instantiated as arguments are
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalConditional(inCurrent(c.getCondition()),
                    instantiateArgument(c.getPositive()), instantiateArgument(c.getNegative()), c.isPositiveThrows(), c.isNegativeThrows(), point);
        if (arg instanceof EvalFunctionCall && !(ev instanceof EvalFunctionCall fc && fc.resolveFunctionBinding() != null)) {
            ICPPFunction f = functionSetCall(arg);
            if (f != null) return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.typeFromFunctionCall(f),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.valueCategoryFromFunctionCall(f),
                    org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN);
        }
        return ev;
    }

    /** The instance's type of a range-for loop variable declared with {@code auto} named by {@code e} (RangeForVariables), or null. */
    private org.eclipse.cdt.core.dom.ast.IType rangeForVariable(ICPPEvaluation e) {
        return e instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb
                ? RangeForVariables.elementType(eb, this::inCurrent) : null;
    }

    /**
     * The initializer's evaluation of a local {@code auto x = e;} / {@code const auto x = e;} / {@code auto& x = e;}
     * named by {@code eb} in a function template's body, or null. CDT deduces such a local's type in an instance from its
     * own instantiation of e, which misses operators its instantiation does not find ({@code pos - cbegin()} with a free
     * operator- template: the type of the left operand) and members named through a using-declaration.
     */
    private static ICPPEvaluation unbracketed(ICPPEvaluation e) {
        while (e instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary u
                && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) e = u.getArgument();
        return e;
    }

    /**
     * A binary expression's evaluation in the current instance built from its operands' (each rebuilt the same way, a
     * leaf instantiated as an argument is): a class operand's operator looked up as {@link #operatorIn} does
     * ({@code OperatorLookup.binary}), else CDT's evaluation of the operator on the rebuilt operands.
     */
    private ICPPEvaluation rebuiltBinary(ICPPEvaluation template, IASTNode point) {
        ICPPEvaluation t = unbracketed(template);
        if (!(t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary bin)) return instantiateArgument(t);
        ICPPEvaluation a1 = rebuiltBinary(bin.getArg1(), point), a2 = rebuiltBinary(bin.getArg2(), point);
        if ((CxxSpecialMembers.classOf(a1.getType()) != null || CxxSpecialMembers.classOf(a2.getType()) != null)
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.binary(bin.getOperator(), a1, a2, point) instanceof ICPPFunction op
                && !(op instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction && !(op instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod)))
            return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed(
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.typeFromFunctionCall(op),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ExpressionTypes.valueCategoryFromFunctionCall(op),
                    org.eclipse.cdt.internal.core.dom.parser.IntegralValue.UNKNOWN);
        return new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary(bin.getOperator(), a1, a2, point);
    }

    private record AutoLocal(ICPPEvaluation init, boolean reference, boolean constant) {}


    /**
     * Is an argument of {@code template} (a call) a local declared {@code auto} (no reference, no const) whose type in the
     * instance CDT leaves cv-qualified (the initializer's {@code const T&} without the reference only)?
     */
    private boolean constAutoCopyArgument(ICPPEvaluation template) {
        if (!(template instanceof EvalFunctionCall call)) return false;
        ICPPEvaluation[] args = call.getArguments();
        for (int i = 1; i < args.length; i++) {
            if (!(args[i] instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb)) continue;
            AutoLocal local = autoLocalInitializer(eb, null);
            if (local == null || local.reference() || local.constant()) continue;
            org.eclipse.cdt.core.dom.ast.IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(inCurrent(eb).getType(),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF);
            if (t instanceof org.eclipse.cdt.core.dom.ast.IQualifierType q && (q.isConst() || q.isVolatile())) return true;
        }
        return false;
    }

    private static AutoLocal autoLocalInitializer(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding eb, ICPPEvaluation ev) {
        org.eclipse.cdt.core.dom.ast.IBinding b = eb.getBinding();
        if (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp) b = sp.getSpecializedBinding();
        if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || !(b instanceof org.eclipse.cdt.core.dom.ast.IVariable)
                || !(ib.getDefinition() instanceof org.eclipse.cdt.core.dom.ast.IASTName n) || !(n.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d)
                || d.getPointerOperators().length > 1 || !(d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd)
                || d.getPointerOperators().length == 1 && !(d.getPointerOperators()[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator r && !r.isRValueReference())
                || !(sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier spec)
                || spec.getType() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier.t_auto
                || !(d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq)
                || !(eq.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause c)) return null;
        return new AutoLocal(c.getEvaluation(), d.getPointerOperators().length == 1, spec.isConst());
    }

    /**
     * Does {@code e} consist of names, literals and operators only ({@code is_nothrow_constructible<_Up,
     * _Args...>::value}, {@code sizeof(T) == 4 && X<T>::value})? No call and no {@code noexcept(…)} operator: CDT's
     * answer for those in an instance can be wrong ({@code noexcept(T(x))} of a class whose copy constructor may throw
     * says true), so such conditions stay Sema's.
     */
    private static boolean namesAndOperatorsOnly(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        boolean[] other = {false};
        e.accept(new ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(org.eclipse.cdt.core.dom.ast.IASTExpression x) {
                if (x instanceof IASTFunctionCallExpression
                        || x instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression
                        || (x instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u
                            && u.getOperator() == org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUnaryExpression.op_noexcept)) {
                    other[0] = true;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return !other[0];
    }

    /** Is {@code e} a member access {@code p->m} (or a member of one, {@code p->m.n}) in a template? */
    private static boolean throughPointer(ICPPEvaluation e) {
        return switch (e) {
            // this->impl.header: a member of a member reached through a pointer (a dependent name: CDT's EvalID)
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalID id -> id.getFieldOwner() != null
                    && (id.isPointerDeref() || throughPointer(id.getFieldOwner()));
            case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalMemberAccess ma ->
                    ma.isPointerDeref() || (ma.getOwnerEval() != null && throughPointer(ma.getOwnerEval()));
            default -> false;
        };
    }

    /** Is Sema inside a template instance? */
    public boolean inInstance() { return current != null; }

    /**
     * The truth of a value-dependent condition in the current instance ({@code noexcept(is_nothrow_constructible<_Up,
     * _Args...>::value)}, {@code if constexpr (X<T>::value)}): CDT's evaluation instantiated under the instance's
     * arguments and evaluated; null outside instances, for a condition that is not value-dependent or that calls a
     * function (Sema's ConstEval decides those), or when CDT finds no value.
     */
    public Boolean instantiatedTruth(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        return current == null ? null : truth(e, current.ctx);
    }

    /**
     * The truth of a value-dependent condition in a declaration of {@code f}, a function template instance or a member
     * of a class template instance ({@code noexcept(…)} of a callee): under f's own arguments; null otherwise.
     */
    public Boolean instantiatedTruth(org.eclipse.cdt.core.dom.ast.IASTExpression e, ICPPFunction f) {
        if (!(f instanceof ICPPSpecialization sp)) return null;
        InstantiationContext ctx = new InstantiationContext(sp.getTemplateParameterMap(),
                f.getOwner() instanceof ICPPClassSpecialization c ? c : null);
        Boolean t = truth(e, ctx);
        if (t != null || namesAndOperatorsOnly(e)) return t;
        // noexcept(noexcept(declval<const _Hash&>()(k)) && …) of a member of an instance: ConstexprConditions
        Long v = new ConstexprConditions(sema).value(e, ctx);
        return v == null ? null : v != 0;
    }

    private static Boolean truth(org.eclipse.cdt.core.dom.ast.IASTExpression e, InstantiationContext ctx) {
        if (!(e instanceof ICPPASTExpression ce) || !namesAndOperatorsOnly(e)) return null;
        try {
            ICPPEvaluation template = ce.getEvaluation();
            if (!template.isValueDependent()) return null;
            ICPPEvaluation ev = template.instantiate(ctx, EVAL_DEPTH);
            if (ev.isValueDependent()) return null;
            Number n = ev.getValue().numberValue();
            return n == null ? null : n.longValue() != 0;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /**
     * The truth of an {@code if constexpr} condition in the current instance that calls constexpr functions
     * ({@code if constexpr (_S_use_relocate())}): {@link ConstexprConditions}; null outside instances or when unknown.
     */
    public Boolean constexprCallTruth(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        if (current == null) return null;
        Long v = new ConstexprConditions(sema).value(e, current.ctx);
        return v == null ? null : v != 0;
    }

    /**
     * An operator's operand {@code e} in the current instance, instantiated as a call's argument is ({@code
     * _M_get_Tp_allocator()}, a member of a dependent base, which CDT's instantiation leaves unresolved); null
     * outside instances or when still dependent.
     */
    public ICPPEvaluation operandIn(ICPPASTExpression e) {
        if (current == null) return null;
        try {
            ICPPEvaluation ev = instantiateArgument(e.getEvaluation());
            return ev == null || ev.isTypeDependent() || ev.getType() instanceof org.eclipse.cdt.core.dom.ast.IProblemType ? null : ev;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** CDT's evaluation of {@code e}, in a template instance instantiated under its arguments; null when still dependent. */
    public ICPPEvaluation evaluation(ICPPASTExpression e) {
        try {
            ICPPEvaluation ev = e.getEvaluation();
            // in copy i of a pack expansion's pattern ({ __is_same(_Tp, _Types)... }), the packs denote their element i
            if (current != null && (ev.isTypeDependent() || ev.isValueDependent())) {
                ICPPEvaluation template = ev;
                ev = inPackCopy(e, () -> inCurrent(template));
            }
            return ev.isTypeDependent() || ev.isValueDependent() ? null : ev;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** The value category of {@code e} in the current instance: CDT's evaluation instantiated; null outside instances or when unknown. */
    public org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory instantiatedValueCategory(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        if (current == null || !(e instanceof ICPPASTExpression ce)) return null;
        try {
            return inPackCopy(e, () -> {
                ICPPEvaluation ev = inCurrent(ce.getEvaluation());
                return ev.isTypeDependent() || ev.getType() instanceof org.eclipse.cdt.core.dom.ast.IProblemType ? null : ev.getValueCategory();
            });
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /**
     * An unqualified call CDT's instantiation gives up on ({@code EvalFixed.INCOMPLETE}) because overload resolution
     * finds it ambiguous: {@code using std::swap; swap(first, __p.first);} in {@code pair::swap}, where the candidates
     * are std::swap's two unmerged declarations (Redeclarations). Resolved again as CDT's {@code EvalFunctionSet}
     * does (the set, then argument-dependent lookup, then overload resolution), keeping the ambiguity to pick the
     * defined redeclaration; null when it is no such case.
     */
    private ICPPFunction redeclarationCalled(IASTFunctionCallExpression call) throws org.eclipse.cdt.core.dom.ast.DOMException {
        if (!(call.getFunctionNameExpression() instanceof ICPPASTExpression fe)
                || !(inCurrent(fe.getEvaluation()) instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet fs)
                || fs.getFunctionSet() == null || fs.getImpliedObjectType() != null) return null;
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] as = call.getArguments();
        ICPPEvaluation[] args = new ICPPEvaluation[as.length];
        for (int i = 0; i < as.length; i++) {
            if (!(as[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause ic) || as[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTPackExpansionExpression) return null;
            args[i] = inCurrent(ic.getEvaluation());
        }
        ICPPFunction[] fns = fs.getFunctionSet().getBindings();
        if (fns.length < 2) return null;
        var data = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.LookupData(fns[0].getNameCharArray(), fs.getFunctionSet().getTemplateArguments(), call);
        data.foundItems = fns;
        data.setFunctionArguments(false, args);
        java.util.List<ICPPFunction> all = new java.util.ArrayList<>(java.util.Arrays.asList(fns));
        if (!fs.isQualified()) {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.doArgumentDependentLookup(data);
            if (data.foundItems instanceof Object[] found)
                for (Object o : found) if (o instanceof ICPPFunction f && !all.contains(f)) all.add(f);
        }
        IBinding b = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.resolveFunction(data, all.toArray(new ICPPFunction[0]), true, true);
        return b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb ? Redeclarations.pick(pb) : null;
    }

    /**
     * The function an operator expression ({@code a + b}, {@code -a}, {@code a[i]}, {@code f(x)} on an object) calls in the
     * current instance: CDT's evaluation of it instantiated under the instance's arguments (SemaOverload); null outside
     * instances or for a builtin operator.
     */
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction operatorIn(org.eclipse.cdt.core.dom.ast.IASTExpression e) { return operatorIn(e, e); }

    /**
     * {@link #operatorIn(org.eclipse.cdt.core.dom.ast.IASTExpression)} with the overload resolution's lookup point at
     * {@code point} (after the class, for a hidden friend declared after the member function that uses it).
     */
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction operatorIn(org.eclipse.cdt.core.dom.ast.IASTExpression e, IASTNode point) {
        if (current == null || !(e instanceof ICPPASTExpression ce)) return null;
        int element = sema.cxx.packs.indexOf(e);   // inside copy i of a pack expansion's pattern (SemaPacks)
        if (element >= 0) current.ctx.setPackOffset(element);
        // the expression is the lookup point of the operator's overload resolution, as CDT's own evaluation outside
        // templates: without one, argument-dependent lookup finds no hidden friend of a class template instance
        // (_Rb_tree_iterator<_Tp>'s friend operator== in a member of _Rb_tree<…>)
        try {
            IASTNode at = e instanceof IASTFunctionCallExpression call && point == e ? callPoint(call) : point;
            ICPPFunction chosen = operatorAt(e, ce, at);
            if (at != point && chosen != null && chosen.isDeleted()) chosen = operatorAt(e, ce, point);   // as in resolve
            if (chosen == null && instantiationPoint(e) instanceof IASTNode end && end != point)
                // *a < *b in a template defined before <string> (predefined_ops.h's _Iter_less_iter in std::sort of
                // strings): the free operator< template of basic_string is declared after the template, and CDT's
                // lookup sees only declarations before its lookup point; the instance's point of instantiation is
                // the end of the translation unit (where g++ instantiates), so the operator is looked up there too
                chosen = operatorAt(e, ce, end);
            return chosen;
        } finally {
            if (element >= 0) current.ctx.setPackOffset(-1);
        }
    }

    /**
     * The lookup point of a call's overload resolution in an instance when the function set found at the template has a
     * deleted overload (a SFINAE pair such as std::pair's {@code swap} and its {@code = delete} twin): the end of the
     * translation unit, a point of instantiation of the instance ([temp.point]/1, [temp.dep.candidate]), so the traits
     * the choice depends on are answered with every declaration seen; else the call. CDT keeps the class template
     * instances a resolution evaluates: {@code swap(*__a, *__b)} in stl_algobase.h's {@code iter_swap}, defined before
     * {@code <bits/basic_string.h>}, evaluated {@code std::__is_swappable<std::string>} at the call as false for good,
     * and pair's SFINAE then left only its deleted {@code swap} ({@code std::sort} of {@code std::pair<std::string, int>}).
     * Not every call: at the end of the unit CDT's lookup also finds hidden friends of class templates (CDT adds a
     * friend's binding to the enclosing namespace, and a parameter of the template's own dependent type accepts any
     * argument), so {@code __has_esft_base<int>} of {@code std::make_shared<int>} would come out true. When the end of
     * the unit chooses a deleted function, the call is resolved again at its own point ({@link #resolve}).
     */
    private static IASTNode callPoint(IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof ICPPASTExpression fe)
                || !(fe.getEvaluation() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet fs)
                || fs.getFunctionSet() == null) return call;
        for (ICPPFunction f : fs.getFunctionSet().getBindings())
            if (f.isDeleted()) return instantiationPoint(call) instanceof IASTNode end ? end : call;
        return call;
    }

    /** The last declaration of {@code e}'s translation unit: a lookup point after every declaration, or null. */
    private static IASTNode instantiationPoint(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        org.eclipse.cdt.core.dom.ast.IASTTranslationUnit tu = e.getTranslationUnit();
        IASTDeclaration[] ds = tu == null ? null : tu.getDeclarations();
        return ds == null || ds.length == 0 ? null : ds[ds.length - 1];
    }

    /**
     * The {@code operator->} chain of {@code p->m} in the current instance whose {@code p} has a dependent class type
     * ({@code __pos->second} with {@code __pos} a _Node_iterator): CDT's chain for p's instantiated type (its
     * {@code getFieldOwnerType}, which applies {@code operator->} until a pointer results); empty when none.
     */
    public java.util.List<ICPPFunction> arrowFunctionsIn(org.eclipse.cdt.core.dom.ast.IASTFieldReference fr) {
        java.util.List<ICPPFunction> fns = new java.util.ArrayList<>();
        if (current == null || !fr.isPointerDereference() || !(fr.getFieldOwner() instanceof ICPPASTExpression owner)) return fns;
        ICPPEvaluation ev = evaluation(owner);
        if (ev == null || ev.getType() == null) return fns;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(fr);
        try {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalMemberAccess.getFieldOwnerType(ev.getType(), true, fns, false);
        } catch (RuntimeException ex) {
            fns.clear();
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
        return fns;
    }

    private static boolean classOperand(ICPPEvaluation operand) {
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(operand.getType(),
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
    }

    /** {@link #operatorIn} with {@code point} as the lookup point of the operator's overload resolution. */
    private ICPPFunction operatorAt(org.eclipse.cdt.core.dom.ast.IASTExpression e, ICPPASTExpression ce, IASTNode point) {
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(point);
        try {
            ICPPEvaluation ev = inCurrent(ce.getEvaluation());
            ICPPFunction chosen = switch (ev) {
                case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b when b.getOverload() == null
                        && ce.getEvaluation() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary t
                        && (t.getArg1() instanceof EvalFunctionCall || t.getArg2() instanceof EvalFunctionCall
                            || rangeForVariable(t.getArg1()) != null || rangeForVariable(t.getArg2()) != null) ->
                    // p - begin(): an operand CDT's instantiation left unresolved (a member call), instantiated as a
                    // call's argument is, then the operator looked up for the operands' types (__normal_iterator's
                    // free operator- template)
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.binary(t.getOperator(),
                            instantiateArgument(t.getArg1()), instantiateArgument(t.getArg2()), point);
                // this->substr(0, n) == __x in string_view's starts_with: two operator== templates CDT could not order,
                // or (with <string> at -std=c++20) allocator's uninstantiated hidden friend operator== that stopped its ranking
                case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b when (b.getOverload() == null
                            || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.uninstantiated(b.getOverload()))
                        && (classOperand(b.getArg1()) || classOperand(b.getArg2())) ->
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup.binary(b.getOperator(), b.getArg1(), b.getArg2(), point);
                case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b -> b.getOverload();
                case org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary u -> u.getOverload();
                // R{}(hash(k), n) on an object of class type: an argument CDT's instantiation left unresolved (a member
                // call), instantiated as a call's argument is, then the call operator chosen for the arguments
                case EvalFunctionCall f when f.getOverload() == null && ce.getEvaluation() instanceof EvalFunctionCall t
                        && t.getArguments().length == f.getArguments().length && f.getArguments().length > 0
                        && CxxSpecialMembers.classOf(f.getArguments()[0].getType()) != null -> {
                    ICPPEvaluation[] args = f.getArguments().clone();
                    for (int i = 1; i < args.length; i++) args[i] = instantiateArgument(t.getArguments()[i]);
                    yield new EvalFunctionCall(args, null, point).getOverload();
                }
                case EvalFunctionCall f -> f.getOverload();
                default -> null;
            };
            // a built-in candidate (a * 20 with A's operator int(): CDT's implicit operator*(int, int), which the lookup
            // point lets resolution return) is the builtin operator, not a function to call
            // a deferred function (no candidate visible at this point) is no choice: the end of the unit is tried next
            if (chosen instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction) return null;
            // operands without class type: only a non-member taking an enumeration operand's type ([over.match.oper]/3.2)
            if (ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary b
                    && !OperatorCandidates.admissible(chosen, b.getArg1().getType(), b.getArg2().getType())) return null;
            if (ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary u && u.getArgument() != null
                    && !OperatorCandidates.admissible(chosen, u.getArgument().getType())) return null;
            return chosen instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction
                    && !(chosen instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod) ? null : chosen;
        } catch (RuntimeException ex) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /**
     * The constructor of class {@code cls} that {@code args} call in the current instance (a mem-initializer
     * {@code : Base(p * 2)} or {@code m(args...)} whose arguments depend on the template parameters, which CDT leaves
     * unresolved in the template): CDT's constructor choice for the arguments' evaluations instantiated under the
     * instance's arguments (each pack element with its pack offset); null outside instances or when CDT finds none.
     */
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor constructorIn(ICPPClassType cls, org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args, IASTNode at) {
        if (current == null || cls == null || args == null) return null;
        // the initialization is the lookup point of the overload resolutions the arguments' instantiation does
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(at);
        try {
            ICPPEvaluation[] evals = new ICPPEvaluation[args.length];
            for (int i = 0; i < args.length; i++) {
                if (!(args[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause ic)) return null;
                // Res(ins_(v, an), true): a call CDT's instantiation leaves unresolved, resolved as call arguments are
                evals[i] = inPackCopy(args[i], () -> instantiateArgument(ic.getEvaluation()));
            }
            // a class local to the template's body (basic_string::_M_construct's _Guard(basic_string*)): CDT does not
            // instantiate it, its constructors' parameters still name the template's parameters
            if (cls.getOwner() instanceof ICPPFunction && localClassOverload(cls.getConstructors(), java.util.Arrays.asList(evals))
                    instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor lc) return lc;
            ICPPFunction k = new org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalTypeId(cls, at, false, evals).getConstructor();
            return k instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor c ? c : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /** The call whose callee {@code n} names ({@code f(...)}, {@code f<T>(...)}, {@code o.f(...)}), or null. */
    private static IASTFunctionCallExpression callOf(IASTName n) {
        IASTNode p = n.getParent();
        if (p instanceof ICPPASTQualifiedName q && q.getLastName() == n) p = q.getParent();
        if (p instanceof IASTIdExpression id && id.getParent() instanceof IASTFunctionCallExpression c && c.getFunctionNameExpression() == id) return c;
        if (p instanceof IASTFieldReference fr && fr.getFieldName() == n && fr.getParent() instanceof IASTFunctionCallExpression c
                && c.getFunctionNameExpression() == fr) return c;
        return null;
    }

    /** The tag key of a class template instance or explicit specialization: its spelling with arguments ({@code Box<int>}). */
    static String specializationKey(ICPPClassSpecialization c) {
        IBinding template = c.getSpecializedBinding();
        ICPPTemplateArgument[] args;
        if (c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance ti) args = ti.getTemplateArguments();
        else if (template instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate ct) {   // an explicit specialization
            ICPPTemplateParameter[] ps = ct.getTemplateParameters();
            args = new ICPPTemplateArgument[ps.length];
            for (int i = 0; i < ps.length; i++) args[i] = c.getTemplateParameterMap().getArgument(ps[i]);
        } else args = ICPPTemplateArgument.EMPTY_ARGUMENTS;   // a member class of a class template instance
        String owner = template instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding b ? CxxClasses.key(b) : c.getName();
        if (c.getOwner() instanceof ICPPClassSpecialization outer) owner = specializationKey(outer) + "::" + c.getName();
        for (ICPPTemplateArgument a : args) if (a == null) return owner + "<?>";
        // normalized: typedefs resolved, classes qualified (hash<string> and hash<pmr::string> are two instances, S<string> and S<basic_string<char>> one)
        return owner + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getArgumentListString(args, true);
    }

    /**
     * The tag key of a class or enum binding where it is named: inside an instance, a class that depends on the
     * template parameters (the class template itself in its own body, {@code Box<T>}) is the class instance it
     * denotes under the instance's arguments.
     */
    public String classKey(org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding b) {
        // an enum member of a class template instance: S<int>::E, one per instance
        if (b instanceof org.eclipse.cdt.core.dom.ast.IEnumeration && b.getOwner() instanceof ICPPClassType oc && oc instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding ob) {
            String k = CxxClasses.key(b), ck = classKey(ob), plain;
            try {
                plain = String.join("::", ob.getQualifiedName());
            } catch (org.eclipse.cdt.core.dom.ast.DOMException x) {
                plain = ob.getName();
            }
            if (k.startsWith(plain + "::") && !ck.equals(plain)) return ck + k.substring(plain.length());
        }
        ICPPClassSpecialization cs = b instanceof ICPPClassType c ? instantiated(c) : null;
        return cs != null ? specializationKey(cs) : CxxClasses.key(b);
    }

    /**
     * The tag of a class specialization by its own key, wherever it is named from (a member class of a class template
     * instance, {@code Base<int>::Impl}, as the owner of its implicit special members), or null.
     */
    public Scope.Tag specializationTag(ICPPClassType c) {
        return c instanceof ICPPClassSpecialization cs ? sema.symbols.lookupTag(specializationKey(cs)) : null;
    }

    /**
     * Is {@code cs} an instance of {@code c}: of the class template itself, or of a member class template through
     * the enclosing instance's specialization of it ({@code Tree<int>::Impl<Less>} of {@code Impl})?
     */
    private static boolean specializes(ICPPClassSpecialization cs, ICPPClassType c) {
        IBinding t = cs.getSpecializedBinding();
        if (t == c) return true;
        return t instanceof ICPPSpecialization s && cs instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance
                && s.getSpecializedBinding() == c;
    }

    /**
     * Is {@code c} a member class of a class template, directly or through member classes
     * ({@code vector<T>::_Temporary_value::_Storage}, stl_vector.h:1845)?
     */
    private static boolean memberOfClassTemplate(ICPPClassType c) {
        for (IBinding o = c.getOwner(); o instanceof ICPPClassType oc; o = oc.getOwner())
            if (oc instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate) return true;
        return false;
    }

    /** A dependent member class name ({@code pick<T>::type}) under the current instance's arguments, typedefs looked through. */
    private IBinding dependentMemberClass(ICPPClassType c) {
        try {
            return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(CPPTemplates.instantiateType(c, current.ctx),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF) instanceof IBinding b ? b : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The class instance a dependent class denotes in the current instance (null: not dependent, or outside instances). */
    private ICPPClassSpecialization instantiated(ICPPClassType c) {
        // is_int<S>{} in a function template: CDT's instance of is_int with the dependent argument S (not a deferred
        // instance) is instantiated under the current instance's arguments, not laid out as it is
        boolean dependentInstance = current != null && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance && CPPTemplates.isDependentType(c);
        if (c instanceof ICPPClassSpecialization cs && c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance
                && !(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredTemplateInstance) && !dependentInstance) return cs;
        if (current == null) return null;
        if (current.cls != null && specializes(current.cls, c)) return current.cls;
        if (dependentInstance || c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate || c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredTemplateInstance
                || c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding
                || memberOfClassTemplate(c)) {   // a member class of a class template, or of a member class of one: one per instance
            try {
                // a dependent member type may instantiate to a typedef of a class instance (__is_invocable_impl<…>::type,
                // integral_constant's 'typedef integral_constant type;'): the class it names
                if (dependentMemberClass(c) instanceof ICPPClassSpecialization cs) return cs;
            } catch (RuntimeException e) {
                return null;
            }
            // List<T>::Node named in a member of List<int>::iterator: the member class of the enclosing instance
            for (IBinding o = current.cls; o instanceof ICPPClassSpecialization os; o = os.getOwner())
                if (os.getSpecializedBinding() == c.getOwner() && os.specializeMember(c) instanceof ICPPClassSpecialization ms) return ms;
        }
        return null;
    }

    /**
     * {@code O<8>::In} / {@code aligned_storage<4, 4>::type} named outside the instance: a member class of a class
     * template instance, defined with its enclosing instance's record, which is laid out first. Null for other classes.
     */
    private ICPPClassSpecialization memberOfInstance(ICPPClassType c, IASTNode at) {
        if (!(c instanceof ICPPClassSpecialization member) || c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance
                || !(member.getOwner() instanceof ICPPClassSpecialization outer) || !(outer instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance)
                || CPPTemplates.isDependentType(outer)) return null;
        tag(outer, at);
        return member;
    }

    /**
     * The tag of a class named at {@code at}; a class template instance's record is defined on first use, at file
     * scope, from the template's class body (or the partial specialization CDT selected) under the instance's
     * arguments: its data members only (member functions are instantiated when called, {@link #use}).
     */
    public Scope.Tag tag(ICPPClassType c, IASTNode at) {
        if (c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding && current != null
                && dependentMemberClass(c) instanceof ICPPClassType plain && !(plain instanceof ICPPClassSpecialization))
            return plain instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding ? null : tag(plain, at);   // pick<T>::type naming a plain class
        // std::aligned_storage<sizeof(_Tp), __alignof__(_Tp)> named in an instance: CDT computes sizeof and alignof of
        // builtin types from the unit's __SIZEOF_*__ macros, found through the lookup point (none: an unknown value)
        boolean point = at != null && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.getCurrentLookupPoint() == null;
        if (point) org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(at);
        ICPPClassSpecialization found;
        try {
            found = instantiated(c);
        } finally {
            if (point) org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
        ICPPClassSpecialization cs = found != null ? found : memberOfInstance(c, at);
        String key = cs != null ? specializationKey(cs) : CxxClasses.key(c);
        Scope.Tag tag = sema.symbols.lookupTag(key);
        boolean placeholder = tag != null && waiting.containsKey(key);
        if ((tag != null && !placeholder) || cs == null || !(cs instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance)) return tag;
        if (cs instanceof ICPPInternalBinding own && own.getDefinition() != null)   // template<> struct S<char>: a class of its own
            return tag != null ? tag : placeholder(key, cs, null);   // named before its definition: incomplete until then
        if (classes.containsKey(key)) return null;   // being defined (a member of its own type) or failed
        IASTNode defName = templateDefinition(cs);
        org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier body = defName == null ? null
                : enclosing(defName, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier.class);
        // a namespace-scope template whose definition comes later in the unit (basic_string<char> named in stringfwd.h):
        // an incomplete class until Sema reaches the definition, as the instance's point of instantiation is after it
        if (body != null && !seenTemplates.contains(body) && namespaceScope(body)) return placeholder(key, cs, body);
        if (lazyNaming > 0 && body != null) {   // typedef S<int> T;, S<int>*, const S<int>&: laid out when first needed
            if (placeholder) return tag;
            Scope.Tag lazy = placeholder(key, cs, body);
            lazy.record().setCompleter(() -> {
                int saved = lazyNaming;
                lazyNaming = 0;
                try {
                    tag(cs, null);
                } finally {
                    lazyNaming = saved;
                }
            });
            return lazy;
        }
        if (placeholder) {
            waiting.remove(key);
            tag.record().setCompleter(null);
        }
        classes.put(key, null);
        if (body == null) return placeholder(key, cs, null);   // a class template declared only: an incomplete class (Sema reports its uses)
        Instance ci = new Instance(cs, key, null, body, null, new InstantiationContext(cs.getTemplateParameterMap(), cs),
                current == null ? 1 : current.depth + 1, Kind.IMPLICIT);
        ci.cls = cs;
        classes.put(key, ci);
        if (!bindParameters(ci, body, cs.getTemplateParameterMap(), at)) return null;
        deferred.reportIn(body, sema);   // CxxUnsupported's errors in the class body
        Instance outer = enter(ci);
        Scope scope = sema.symbols.swapCurrent(sema.symbols.fileScope());
        try {
            sema.baseType(body);
        } finally {
            sema.symbols.swapCurrent(scope);
            leave(outer);
        }
        Scope.Tag done = sema.symbols.lookupTag(key);
        if (done != null && done.record() != null) instanceClasses.put(done.record(), cs);
        return done;
    }

    /**
     * The name in the definition of the template whose instance {@code cs} is: the class template's, or for a member
     * class template of a class template instance ({@code Tree<int>::Impl<Less>}) the enclosing template's member
     * template's, which CDT's specialization {@code Tree<int>::Impl} does not give as its own definition.
     */
    private static IASTNode templateDefinition(ICPPClassSpecialization cs) {
        for (IBinding t = cs.getSpecializedBinding(); t instanceof ICPPInternalBinding tb;
                t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null)
            if (tb.getDefinition() != null) return tb.getDefinition();
        return null;
    }

    /** While positive, class template instances are named where they need not be complete ({@link #lazily}). */
    private int lazyNaming;

    /**
     * {@code f} names class template instances where they need not be complete — a typedef or alias declaration, the
     * target of a pointer or reference: an instance not laid out yet stays an incomplete record, laid out when its
     * layout or completeness is first asked about (so {@code using string = basic_string<char, …, polymorphic_allocator<char>>}
     * with {@code polymorphic_allocator} only declared is no error, as in g++).
     */
    public <T> T lazily(java.util.function.Supplier<T> f) {
        lazyNaming++;
        try {
            return f.get();
        } finally {
            lazyNaming--;
        }
    }

    private final java.util.Map<jcirc.frontend.types.RecordDef, ICPPClassType> instanceClasses = new java.util.IdentityHashMap<>();

    /** The class template instance whose record is {@code def} (defined from its template's body), or null. */
    public ICPPClassType instanceClass(jcirc.frontend.types.RecordDef def) { return instanceClasses.get(def); }

    /** Class template definitions Sema has reached (namespace scope), in unit order. */
    private final java.util.Set<IASTNode> seenTemplates = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Incomplete records of class instances named before their template's (or explicit specialization's) definition, by tag key. */
    private final Map<String, ICPPClassSpecialization> waiting = new java.util.LinkedHashMap<>();

    /** An incomplete record at file scope for instance {@code cs}, completed when Sema reaches the definition ({@link #reached}). */
    private Scope.Tag placeholder(String key, ICPPClassSpecialization cs, IASTNode body) {
        Scope.Tag tag = sema.symbols.lookupTag(key);
        if (tag != null) return tag;
        tag = new Scope.Tag(key, new jcirc.frontend.types.RecordDef(cs.getName(), false), null);
        sema.symbols.fileScope().putTag(tag);
        if (body != null) waiting.put(key, cs);
        return tag;
    }

    private static boolean namespaceScope(IASTNode body) {
        IASTNode d = body.getParent() == null ? null : body.getParent().getParent();   // the simple declaration, then the template declaration
        IASTNode owner = d == null ? null : d.getParent();
        return d instanceof ICPPASTTemplateDeclaration && (owner instanceof org.eclipse.cdt.core.dom.ast.IASTTranslationUnit
                || owner instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition
                || owner instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLinkageSpecification);
    }

    /** Sema reached a namespace-scope class template's definition: the instances named before it are laid out now. */
    private void reached(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier body) {
        if (!seenTemplates.add(body) || waiting.isEmpty()) return;
        for (ICPPClassSpecialization cs : new java.util.ArrayList<>(waiting.values())) {
            IASTNode defName = templateDefinition(cs);
            if (defName != null && enclosing(defName, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier.class) == body) tag(cs, null);
        }
    }

    // ------------------------------------------------------------------ instances

    /**
     * A function named by a call or declaration (its mangled name {@code mangled}): when it is a template instance
     * whose template is in this unit, declares it at file scope (once) and queues its definition.
     */
    public void use(ICPPFunction f, String mangled, IASTNode at) { use(f, mangled, at, Kind.IMPLICIT); }

    private Instance use(ICPPFunction f, String mangled, IASTNode at, Kind kind) {
        if (!(f instanceof ICPPSpecialization sp)) return null;
        if (kind == Kind.IMPLICIT && memberOfExternInstance(f)) kind = Kind.EXTERN_TEMPLATE;   // basic_string<char>::size(): libstdc++.so's
        Instance known = instances.get(mangled);
        if (known != null) {
            if (kind != Kind.IMPLICIT && known.kind != Kind.EXPLICIT_INSTANTIATION) known.kind = kind;
            if (known.definition == null && known.kind == Kind.EXPLICIT_SPECIALIZATION) {
                // template<> R f<X>(…);  then its definition template<> R f<X>(…) {…}: that definition, never the template's
                IASTFunctionDefinition fd = kind == Kind.EXPLICIT_SPECIALIZATION && at instanceof ICPPASTTemplateSpecialization ts
                        && ts.getDeclaration() instanceof IASTFunctionDefinition d ? d   // template<> int W<int>::size(int x) {…}
                        : f instanceof ICPPInternalBinding ib && ib.getDefinition() != null
                                && enclosing(ib.getDefinition(), ICPPASTTemplateSpecialization.class) != null
                                ? enclosing(ib.getDefinition(), IASTFunctionDefinition.class) : null;
                if (fd != null) {
                    known.definition = fd;
                    known.definitionDeclarator = fd.getDeclarator();
                }
            } else if (known.definition == null && known.declarator != null)   // declared before the template was defined
                for (IBinding t = sp.getSpecializedBinding(); t instanceof ICPPInternalBinding tb; t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null)
                    if (tb.getDefinition() != null) {
                        if (enclosing(tb.getDefinition(), IASTFunctionDefinition.class) instanceof IASTFunctionDefinition fd) {
                            known.definition = fd;
                            known.definitionDeclarator = fd.getDeclarator();   // its name is the instance's too (ownName)
                        }
                        break;
                    }
            if (known.symbol != null) mark(known);
            queue(known);
            return known;
        }
        IASTNode defName = f instanceof ICPPInternalBinding ib ? ib.getDefinition() : null;
        // template<> int Box<char>::get() const {…}  a member of a class template instance explicitly specialized: that
        // definition (CDT's binding may name the template's out-of-class definition)
        if (kind == Kind.EXPLICIT_SPECIALIZATION && at instanceof ICPPASTTemplateSpecialization ts && ts.getDeclaration() instanceof IASTFunctionDefinition fd)
            defName = Sema.innermostName(fd.getDeclarator());
        // an explicit specialization has a definition of its own, in a template<> declaration
        boolean explicitSpec = defName != null && enclosing(defName, ICPPASTTemplateSpecialization.class) != null;
        // template<> istream& operator>>(istream&, string&);  declared only (defined in another unit, libstdc++.so):
        // declared from that declaration, never defined from the template's body
        IASTNode specDecl = kind == Kind.EXPLICIT_SPECIALIZATION && at instanceof ICPPASTTemplateSpecialization ts
                && ts.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 1
                ? Sema.innermostName(sd.getDeclarators()[0])   // a member's: template<> istream& istream::ignore(streamsize);
                : defName == null ? specializationDeclaration(f) : null;
        if (specDecl != null) {
            defName = specDecl;
            explicitSpec = true;
        }
        // the template: a member template of a class template instance specializes the class template's member template
        for (IBinding t = sp.getSpecializedBinding(); defName == null && t != null; t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null) {
            if (!(t instanceof ICPPInternalBinding tb)) break;
            defName = tb.getDefinition();
            if (defName == null && tb.getDeclarations() != null && tb.getDeclarations().length > 0 && !(t instanceof ICPPSpecialization))
                defName = tb.getDeclarations()[0];
        }
        if (defName == null) return null;   // not from this unit's templates (CDT's built-in or index bindings)
        IASTFunctionDeclarator fdecl = enclosing(defName, IASTFunctionDeclarator.class);
        IASTNode owner = fdecl;
        while (owner instanceof IASTDeclarator) owner = owner.getParent();
        IASTFunctionDefinition def = owner instanceof IASTFunctionDefinition fd ? fd : null;
        for (IBinding t = sp.getSpecializedBinding(); def == null && specDecl == null && t != null; t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null)
            if (memberFunctionDefinitions.get(t) instanceof IASTFunctionDefinition fd) {   // A<T>::A(int) {} out of its class
                def = fd;
                fdecl = fd.getDeclarator();
                owner = fd;
            }
        IASTDeclSpecifier spec = def != null ? def.getDeclSpecifier() : owner instanceof IASTSimpleDeclaration sd ? sd.getDeclSpecifier() : null;
        if (fdecl == null || spec == null) return null;
        deferred.reportIn(enclosing(fdecl, ICPPASTTemplateDeclaration.class), sema);   // CxxUnsupported's errors in the declaration
        int depth = current == null ? 1 : current.depth + 1;
        ICPPClassSpecialization cls = f.getOwner() instanceof ICPPClassSpecialization c ? c : null;
        Instance inst = new Instance(f, mangled, def, spec, fdecl, new InstantiationContext(sp.getTemplateParameterMap(), cls), depth,
                explicitSpec && kind == Kind.IMPLICIT ? Kind.EXPLICIT_SPECIALIZATION : kind);
        inst.cls = cls;
        instances.put(mangled, inst);
        inst.referenceArguments = true;   // move<int&>, forward<int&> (bindParameter)
        if (!bindParameters(inst, owner, sp.getTemplateParameterMap(), at)) return inst;
        if (depth > MAX_DEPTH) {
            sema.error(at, "recursive template instantiation exceeded maximum depth of " + MAX_DEPTH);
            return inst;
        }
        declare(inst);
        queue(inst);
        return inst;
    }

    /**
     * A static data member of a class template instance ({@code Box<int>::count}, mangled {@code mangled}): declared at
     * file scope from its in-class declaration in the class instance, and defined (linkonce_odr) from the template's
     * out-of-class definition {@code template<class T> int Box<T>::count = 0;} when there is one.
     */
    void useVariable(org.eclipse.cdt.core.dom.ast.cpp.ICPPField f, String mangled, IASTNode at) {
        if (!(f instanceof ICPPSpecialization sp) || !(f.getOwner() instanceof ICPPClassSpecialization cls) || instances.containsKey(mangled)) return;
        if (ClassTraits.needsCalls(f.getType())) {   // template<class T> A C<T>::a;  would need its constructor run at startup (g++.old-deja/g++.pt/static11)
            sema.error(at, "static data members of class templates with constructors or destructors are not supported yet");
            return;
        }
        tag(cls, at);   // the class instance first
        IBinding member = sp.getSpecializedBinding();
        // base<long>::max named in a template's body and instantiated with it: a specialization of the instance's member
        while (member instanceof ICPPSpecialization inner && inner.getSpecializedBinding() != null) member = inner.getSpecializedBinding();
        if (!(member instanceof ICPPInternalBinding mb)) return;
        IASTNode declName = mb.getDeclarations() != null && mb.getDeclarations().length > 0 ? mb.getDeclarations()[0] : mb.getDefinition();
        IASTSimpleDeclaration explicitDef = specializedMembers.get(mangled);   // template<> int Box<long>::made = 20;
        IASTSimpleDeclaration outOfClass = explicitDef != null ? explicitDef : memberDefinitions.get(member);   // CDT does not link it as the definition
        IASTNode defName = outOfClass != null ? outOfClass.getDeclarators()[0].getName() : mb.getDefinition();
        IASTDeclarator decl = declName == null ? null : enclosing(declName, IASTDeclarator.class);
        IASTSimpleDeclaration inClass = decl == null ? null : enclosing(decl, IASTSimpleDeclaration.class);
        IASTSimpleDeclaration def = defName == null || defName == declName ? null : enclosing(defName, IASTSimpleDeclaration.class);
        if (inClass == null) return;
        Instance inst = new Instance(f, mangled, def, inClass.getDeclSpecifier(), decl, new InstantiationContext(cls.getTemplateParameterMap(), cls),
                current == null ? 1 : current.depth + 1, explicitDef != null ? Kind.EXPLICIT_SPECIALIZATION : Kind.IMPLICIT);
        inst.cls = cls;
        if (def != null) inst.definitionDeclarator = enclosing(defName, IASTDeclarator.class);
        instances.put(mangled, inst);
        if (!bindParameters(inst, def != null ? def : inClass, cls.getTemplateParameterMap(), at)) return;
        Instance outer = enter(inst);
        Scope body = sema.symbols.swapCurrent(sema.symbols.fileScope());
        try {
            inst.symbol = sema.declare(inst.spec, decl, sema.declaratorType(sema.baseType(inst.spec), decl), false, false);
            inst.symbol.linkOnceOdr = explicitDef == null;   // an explicit specialization is an ordinary (strong) definition
            if (jcirc.frontend.sema.SemaCXX.isReferenceType(f.getType())) sema.cxx.markReference(inst.symbol);   // static T &r; (SemaStaticReferences)
            CxxClasses.inClassInitializer(sema, decl, inst.symbol);   // static constexpr T value = v;
        } finally {
            sema.symbols.swapCurrent(body);
            leave(outer);
        }
        if (def != null) {
            inst.queued = true;
            pending.add(inst);
        }
    }

    /** The instance of class template {@code t} whose body Sema is laying out, else null. */
    public ICPPClassSpecialization instanceBeingLaidOut(ICPPClassType t) {
        return current != null && current.definition == null && current.binding instanceof ICPPClassSpecialization cs
                && cs.getSpecializedBinding() == t ? cs : null;
    }

    /**
     * {@code c} as the instance code generated now belongs to: a class template named in the body of a member of its
     * instance (a constructor's class, whose vptrs it stores) is that instance; any other class is itself.
     */
    public ICPPClassType inCurrentInstance(ICPPClassType c) {
        if (!(c instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate) || current == null) return c;
        for (ICPPClassSpecialization cs = current.cls; cs != null; cs = cs.getOwner() instanceof ICPPClassSpecialization o ? o : null)
            if (cs.getSpecializedBinding() == c) return cs;
        return c;
    }

    /** Class template instances named by {@code extern template class C<X>;} before this point, by class key. */
    private final java.util.Set<String> externClasses = new java.util.HashSet<>();

    /**
     * Whether {@code c} (or a class it is nested in) is a class template instance named by an explicit instantiation
     * declaration {@code extern template class C<X>;}: its member functions are defined in another unit (libstdc++.so's
     * {@code basic_string<char>}, {@code basic_ostream<char>}), so they are declared, not instantiated, and its vtable
     * and typeinfo are the other unit's (as g++ -O0: {@code U _ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv}).
     */
    public boolean externInstance(IBinding c) {
        for (IBinding o = c; o instanceof ICPPClassType; o = o.getOwner())
            if (o instanceof ICPPClassSpecialization && o instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb && externClasses.contains(classKey(cb))) return true;
        return false;
    }

    /**
     * A member function (not a member template's instance, which g++ instantiates, nor an always_inline one, which g++
     * inlines) of an extern template class instance.
     */
    private boolean memberOfExternInstance(ICPPFunction f) {
        return !externClasses.isEmpty() && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance) && f.getOwner() instanceof ICPPClassType c && externInstance(c)
                && !AlwaysInlineMembers.declared(f);   // C++20 allocator<char>::allocate: inlined by g++, in no library
    }

    /** Dynamic class template instances laid out, whose virtual functions are instantiated at the end of the unit. */
    private final ArrayDeque<ICPPClassSpecialization> dynamicInstances = new ArrayDeque<>();

    /** SemaVirtual: {@code c}, a dynamic class template instance, was laid out. */
    public void laidOutDynamic(ICPPClassSpecialization c) { dynamicInstances.add(c); }

    /**
     * At the end of the unit: the virtual functions of the dynamic class template instances laid out, which their
     * vtables (linkonce_odr where used) name, declared and instantiated (pure ones are not named), as g++ instantiates
     * them with the vtable; not those of an instance another unit has ({@code extern template class C<X>;} anywhere in
     * the unit, as libstdc++'s declarations come after its classes: externInstance). Those instances may lay out more.
     */
    public void finishVirtuals(SemaWalk walk, CIRGenModule cgm) {
        reachedEnd(walk, cgm);
        while (!dynamicInstances.isEmpty()) {
            ICPPClassSpecialization c = dynamicInstances.poll();
            if (externInstance(c)) continue;
            IASTNode at = c instanceof ICPPInternalBinding ib ? ib.getDefinition() : null;
            for (org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m : c.getDeclaredMethods()) {
                if (!jcirc.frontend.cxx.abi.ItaniumVTableLayout.isVirtual(m) || m.isPureVirtual() || m.isImplicit()) continue;
                try {
                    use(m, jcirc.frontend.cxx.abi.ItaniumMangler.function(m), at);
                } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported e) {
                    sema.error(at, e.getMessage() + " is not supported yet");
                }
            }
            drain(walk, cgm);
        }
    }

    /** The name in a declaration {@code template<> R f<X>(…);} of {@code f} (an explicit specialization declared, not defined), else null. */
    private static IASTNode specializationDeclaration(ICPPFunction f) {
        if (!(f instanceof ICPPInternalBinding ib) || ib.getDeclarations() == null) return null;
        for (IASTNode n : ib.getDeclarations())
            if (n != null && enclosing(n, ICPPASTTemplateSpecialization.class) != null && enclosing(n, IASTFunctionDefinition.class) == null) return n;
        return null;
    }

    private static <T> T enclosing(IASTNode n, Class<T> c) {
        for (IASTNode p = n; p != null; p = p.getParent()) if (c.isInstance(p)) return c.cast(p);
        return null;
    }

    /** The instance's parameter scope: T as a typedef of its argument, N as a constant; false when an argument has no CType yet. */
    private boolean bindParameters(Instance inst, IASTNode owner, ICPPTemplateParameterMap map, IASTNode at) {
        for (IASTNode p = owner; p != null; p = p.getParent()) {
            if (!(p instanceof ICPPASTTemplateDeclaration td)) continue;
            for (ICPPASTTemplateParameter tp : td.getTemplateParameters()) {
                // template<class> class C: nothing to bind; C<T> names a class instance CDT instantiates
                // under the instance's map (CdtTypes, resolve)
                if (tp instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplatedTypeTemplateParameter) continue;
                IASTName pn = tp instanceof ICPPASTSimpleTypeTemplateParameter st ? st.getName()
                        : tp instanceof ICPPASTParameterDeclaration pd ? Sema.innermostName(pd.getDeclarator()) : null;
                if (pn == null || !(pn.resolveBinding() instanceof ICPPTemplateParameter param)) {
                    sema.error(tp, "this kind of template parameter is not supported yet");
                    return false;
                }
                if (param.isParameterPack()) {   // typename... Ts: one parameter Ts#i per element (SemaPacks)
                    ICPPTemplateArgument[] elems = map.getPackExpansion(param);
                    if (elems == null) continue;
                    boolean collapse = inst.referenceArguments && param.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate
                            && ReferenceArguments.safe(owner, param);   // Args&&... args with Args#0 = const int&: as one parameter's
                    for (int i = 0; i < elems.length; i++) {
                        ICPPTemplateArgument elem = elems[i];
                        if (collapse && elem.isTypeValue() && referenced(elem.getTypeValue()) instanceof org.eclipse.cdt.core.dom.ast.IType r)
                            elem = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(r);
                        if (!bindParameter(inst, pn, jcirc.frontend.sema.SemaPacks.element(pn.toString(), i), elem, at)) return false;
                    }
                    sema.cxx.packs.bind(inst.layer, pn.toString(), elems.length);
                    continue;
                }
                ICPPTemplateArgument arg = map.getArgument(param);
                if (arg == null) continue;
                if (inst.referenceArguments && param.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate && arg.isTypeValue() && referenced(arg.getTypeValue()) instanceof org.eclipse.cdt.core.dom.ast.IType r
                        && ReferenceArguments.safe(owner, param)) {
                    arg = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(r);
                }
                if (!bindParameter(inst, pn, pn.toString(), arg, at)) return false;
            }
        }
        return true;
    }

    /** The type a reference type argument refers to ({@code int} of {@code int&}), else null. */
    private static org.eclipse.cdt.core.dom.ast.IType referenced(org.eclipse.cdt.core.dom.ast.IType t) {
        while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();
        return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r ? r.getType() : null;
    }

    /** Template parameter {@code name} as a typedef of its type argument or a constant of its value; false when it has no CType yet. */
    private boolean bindParameter(Instance inst, IASTName pn, String name, ICPPTemplateArgument arg, IASTNode at) {
        if (arg.isTypeValue()) {
            org.eclipse.cdt.core.dom.ast.IType argType = arg.getTypeValue();
            while (argType instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) argType = td.getType();
            // a reference argument (std::iterator<random_access_iterator_tag, bool>'s _Reference = bool&): a typedef of the pointer
            // Sema declares references as, for a class instance only (a function instance's locals and parameters of type
            // _Reference would not be known as references); its data members of that type are reference members (SemaReferenceMembers)
            boolean reference = argType instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
            // a class instance as a type argument need not be complete (hash<pmr::string>: lazily)
            // A hidden friend of a class instance (_Deque_iterator<int, int&, int*>'s operator-) names the class's parameters as its members do
            boolean classParameter = pn.resolveBinding() instanceof ICPPTemplateParameter tp && tp.getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
            CType t = reference && !(inst.binding instanceof ICPPClassSpecialization) && !(inst.binding instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m
                    && m.getClassOwner() instanceof ICPPClassSpecialization) && !classParameter ? null : lazily(() -> CdtTypes.of(sema, arg.getTypeValue()));
            if (t == null) {
                sema.error(at, "template argument '" + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(arg.getTypeValue(), false) + "' is not supported yet");
                return false;
            }
            inst.params.put(new Symbol(name, Symbol.Kind.TYPEDEF, t, Symbol.Linkage.NONE, false, sema.loc(pn)));
        } else {
            Number v = arg.getNonTypeValue() == null ? null : arg.getNonTypeValue().numberValue();
            CType t = CdtTypes.of(sema, arg.getTypeOfNonTypeValue());
            if (v == null || !(t instanceof CType.Int || t instanceof CType.Enum)) {
                // (an instance needed where no expression names it: reported at the template's parameter)
                sema.error(at != null ? at : pn, "this non-type template argument is not supported yet");
                return false;
            }
            Symbol s = new Symbol(name, Symbol.Kind.ENUM_CONSTANT, t, Symbol.Linkage.NONE, false, sema.loc(pn));
            s.enumValue = v.longValue();
            inst.params.put(s);
        }
        return true;
    }

    /** Declares the instance at file scope under its mangled name, its type computed from the template's declarator in the instance. */
    private void declare(Instance inst) {
        Instance outer = enter(inst);
        Scope body = sema.symbols.swapCurrent(sema.symbols.fileScope());
        try {
            IASTDeclarator outerDecl = inst.declarator;
            while (outerDecl.getParent() instanceof IASTDeclarator pd) outerDecl = pd;
            CType ft = CxxMethods.withThis(sema, inst.declarator, jcirc.frontend.sema.CxxDeducedTypes.declared(sema, inst.spec,
                    inst.declarator, inst.binding, sema.declaratorType(sema.baseType(inst.spec), outerDecl)));   // auto f() { return e; }
            inst.symbol = sema.declare(inst.spec, inst.declarator, ft, false, false);
            mark(inst);
        } finally {
            sema.symbols.swapCurrent(body);
            leave(outer);
        }
    }

    private void mark(Instance inst) {
        Symbol s = inst.symbol;
        s.linkOnceOdr = inst.kind == Kind.IMPLICIT;
        s.weakOdr = inst.kind == Kind.EXPLICIT_INSTANTIATION;
    }

    private void queue(Instance inst) {
        if (inst.queued || inst.definition == null || inst.symbol == null || inst.kind == Kind.EXTERN_TEMPLATE) return;
        inst.queued = true;
        if (inst.definitionDeclarator == null) inst.symbol.defined = true;   // else the definition's declaration defines it
        pending.add(inst);
    }

    /** Default arguments completing calls (SemaDefaultArgs), by expression: the function instance they belong to. */
    private final Map<IASTNode, ICPPFunction> defaultArgCallees = new java.util.IdentityHashMap<>();
    private final Map<ICPPFunction, Instance> calleeInstances = new java.util.IdentityHashMap<>();

    private record DefaultArgSite(Object site, ICPPFunction callee, org.eclipse.cdt.core.dom.ast.IASTExpression argument) {}
    private final Map<DefaultArgSite, org.eclipse.cdt.core.dom.ast.IASTExpression> defaultArgCopies = new HashMap<>();

    /**
     * Default argument {@code d} of instance {@code callee} completing a call at {@code site}: the call's own copy of it
     * (parented where {@code d} is, so that its names mean what they mean there), analysed and generated in the instance.
     */
    public org.eclipse.cdt.core.dom.ast.IASTExpression defaultArgument(Object site, ICPPFunction callee, org.eclipse.cdt.core.dom.ast.IASTExpression d) {
        return defaultArgCopies.computeIfAbsent(new DefaultArgSite(site, callee, d), k -> {
            org.eclipse.cdt.core.dom.ast.IASTExpression copy = d.copy(IASTNode.CopyStyle.withLocations);
            copy.setParent(d.getParent());
            copy.setPropertyInParent(d.getPropertyInParent());
            defaultArgCallees.put(copy, callee);
            return copy;
        });
    }

    /**
     * Makes the instance whose default argument {@code e} is current (as for its body, {@code _Tp(+1)} with {@code _Tp}
     * bound); returns what makes the previous one current again, or null when {@code e} belongs to no instance.
     */
    public Runnable enterDefaultArgument(org.eclipse.cdt.core.dom.ast.IASTExpression e) {
        ICPPFunction f = defaultArgCallees.get(e);
        if (f == null) return null;
        Instance inst = calleeInstances.get(f);
        if (inst == null) {
            try {
                String mangled = jcirc.frontend.cxx.abi.ItaniumMangler.function(f);
                inst = instances.get(mangled);
                if (inst == null) inst = use(f, mangled, e, Kind.IMPLICIT);   // the call's callee, named after its arguments
            } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported x) {
                return null;
            }
            if (inst == null) return null;
            calleeInstances.put(f, inst);
        }
        if (inst == current) return null;
        Instance outer = enter(inst);
        return () -> leave(outer);
    }

    /**
     * The body of a generic lambda's call operator instance {@code f} ({@code operator()<P>} of {@code [](const auto &a)
     * { return a->f(); }}) walked as a function template instance's: names and operators depending on the {@code auto}
     * parameters resolve under {@code f}'s template arguments, and Sema's records go to {@code layer} (the lambda
     * instance's, which CIRGen reads). Also when called from a template instance ({@code __comp(a, b)} in
     * {@code std::sort}'s): the lambda was defined outside templates (SemaLambda rejects generic lambdas in templates),
     * so the instance calling it is no context of its body. Returns what leaves it.
     */
    public Runnable enterGenericLambda(ICPPFunction f, String mangled, Sema.RecordLayer layer) {
        if (!(f instanceof ICPPSpecialization sp)) return null;
        Instance inst = new Instance(f, mangled, null, null, null, new InstantiationContext(sp.getTemplateParameterMap(), null),
                current == null ? 1 : current.depth + 1, Kind.IMPLICIT);
        inst.layer = layer;
        Instance outer = enter(inst);
        return () -> leave(outer);
    }

    /**
     * Makes the class template instance laid out for {@code def} current (its records and parameters), as for the body of
     * one of its member functions: its default member initializers are analysed and generated per instance ({@code T *p =
     * &s;} has {@code Tab<int>}'s types in {@code Tab<int>} and {@code Tab<double>}'s in {@code Tab<double>}). Returns what
     * makes the previous instance current again, or null when {@code def} is no class template instance (or is current).
     */
    public Runnable enterClassInstance(jcirc.frontend.types.RecordDef def) {
        ICPPClassType c = def == null ? null : instanceClasses.get(def);
        Instance ci = c instanceof ICPPClassSpecialization cs ? classes.get(specializationKey(cs)) : null;
        if (ci == null || ci == current) return null;
        Instance outer = enter(ci);
        return () -> leave(outer);
    }

    /** Makes {@code inst} current (its records, its parameters); returns the previous instance for {@link #leave}. */
    private Instance enter(Instance inst) {
        Instance outer = current;
        current = inst;
        enclosing(inst);
        sema.layer = inst.layer;
        sema.symbols.instanceScope = inst.params;
        return outer;
    }

    private void leave(Instance outer) {
        current = outer;
        enclosing(outer);
        sema.layer = outer == null ? null : outer.layer;
        sema.symbols.instanceScope = outer == null ? null : outer.params;
    }

    /** The mangler's enclosing function template instance: members of the template's local classes are the instance's. */
    private void enclosing(Instance inst) {
        jcirc.frontend.cxx.abi.ItaniumMangler.enclosingInstance(inst != null && inst.binding instanceof ICPPFunction && inst.binding instanceof ICPPSpecialization sp
                ? new jcirc.frontend.cxx.abi.ItaniumMangler.EnclosingInstance(inst.binding, sp.getSpecializedBinding(), inst.name, this::instantiate) : null);
    }

    /**
     * What makes the current instance current again (its records, parameters and expanded pack initializers), to
     * generate a deferred definition of it later (CIRGen's DeferredDefinitions); null outside instances.
     */
    public java.util.function.Consumer<Runnable> reentry() {
        Instance inst = current;
        if (inst == null) return null;
        return r -> {
            Instance outer = enter(inst);
            Runnable unexpand = () -> { };
            try {
                unexpand = sema.cxx.packs.expandInitializers(inst.definition);
                r.run();
            } finally {
                unexpand.run();
                leave(outer);
            }
        };
    }

    /**
     * Analyses and generates the queued instances (and those they name, transitively), each once, after the
     * top-level declaration that named them: Sema's walk and CIRGen run on the template's definition with the
     * instance current.
     */
    public void drain(SemaWalk walk, CIRGenModule cgm) {
        notYetDefined.removeIf(inst -> !definedLater(inst) && pending.add(inst));
        while (!pending.isEmpty()) {
            Instance inst = pending.poll();
            if (definedLater(inst)) {
                notYetDefined.add(inst);
                continue;
            }
            Instance outer = enter(inst);
            Runnable unexpand = () -> { };
            try {
                deferred.reportIn(inst.definition, sema);   // CxxUnsupported's errors in the body
                registerLocals(inst);
                unexpand = sema.cxx.packs.expandInitializers(inst.definition);   // {args...}, m(args...) (SemaPacks)
                walk.topLevel(inst.definition);
                if (cgm != null) cgm.emitTopLevelDecl(inst.definition);
            } finally {
                unexpand.run();
                leave(outer);
            }
        }
    }

    /**
     * Instances whose template is defined after the top-level declaration that named them
     * ({@code template<> int front<wchar_t>(…) { return impl<wchar_t>(…); }} before {@code impl}'s definition, which
     * names a class completed in between): CDT links the definition at once, but Sema has not reached the classes its
     * body names. They are generated after the declaration holding the definition (a point of instantiation of a
     * function template specialization may be the end of the unit, [temp.point]p8), or at the end of the unit.
     */
    private final java.util.List<Instance> notYetDefined = new java.util.ArrayList<>();
    /** The sequence offset of the end of the top-level declaration being analysed ({@code topLevel}); MAX_VALUE at the end. */
    private int reachedOffset = Integer.MAX_VALUE;

    private boolean definedLater(Instance inst) {
        return inst.definition instanceof org.eclipse.cdt.internal.core.dom.parser.ASTNode n && n.getOffset() > reachedOffset;
    }

    /** The end of the unit: every instance may be generated (before the vtables' instances). */
    private void reachedEnd(SemaWalk walk, CIRGenModule cgm) {
        reachedOffset = Integer.MAX_VALUE;
        drain(walk, cgm);
    }

    /** CDT's instantiated locals, so that evaluations in the body that use them are no longer dependent. */
    private void registerLocals(Instance inst) {
        if (inst.localsRegistered) return;
        inst.localsRegistered = true;
        if (!(inst.definition instanceof IASTFunctionDefinition fd) || fd.getBody() == null) return;   // a function-try-block (CxxUnsupported)
        fd.getBody().accept(new ASTVisitor() {
            { shouldVisitDeclarators = true; }
            @Override public int visit(IASTDeclarator d) {
                if (d.getName() != null && d.getName().resolveBinding() instanceof ICPPVariable v && !(v instanceof ICPPParameter)
                        && !(v instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField)) {
                    try {
                        ICPPVariable spec = CPPTemplates.createVariableSpecialization(inst.ctx, v);
                        if (deducedAuto(d, spec) instanceof org.eclipse.cdt.core.dom.ast.IType t)
                            spec = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPVariableSpecialization(v, inst.ctx.getContextSpecialization(),
                                    inst.ctx.getParameterMap(), t, spec.getInitialValue());
                        inst.ctx.putInstantiatedLocal(v, spec);
                    } catch (RuntimeException e) {
                        // left dependent: names using it resolve as CDT resolved them in the template
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
    }

    /**
     * {@code auto res = pos(z.key());} in an instance, whose initializer is a call CDT's instantiation leaves unresolved
     * (a member of a local of a member class type): CDT cannot deduce the local's type, so later calls taking it find
     * nothing viable ({@code z._M_insert(__res)}, {@code iterator(__res.first)} in {@code _Rb_tree::_M_emplace_hint_unique}).
     * The type deduced from the initializer resolved as a call argument is ([dcl.type.auto.deduct]: a plain {@code auto}
     * or {@code const auto} drops references and top-level cv-qualifiers, arrays and functions decay); null when CDT's
     * type is fine or the declaration is of another form.
     */
    private org.eclipse.cdt.core.dom.ast.IType deducedAuto(IASTDeclarator d, ICPPVariable spec) {
        org.eclipse.cdt.core.dom.ast.IType t = spec.getType();
        if (t != null && !(t instanceof org.eclipse.cdt.core.dom.ast.ISemanticProblem) && !CPPTemplates.isDependentType(t)) return null;
        if (d.getPointerOperators().length > 0 || d.getNestedDeclarator() != null || d instanceof IASTFunctionDeclarator
                || !(d.getParent() instanceof IASTSimpleDeclaration sd) || sd.getDeclarators().length != 1
                || !(sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier ds)
                || ds.getType() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier.t_auto
                || !(d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq)
                || !(eq.getInitializerClause() instanceof ICPPASTExpression init)) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.pushLookupPoint(d);
        try {
            org.eclipse.cdt.core.dom.ast.IType it = instantiateArgument(init.getEvaluation()).getType();
            if (it == null || it instanceof org.eclipse.cdt.core.dom.ast.ISemanticProblem || CPPTemplates.isDependentType(it)) return null;
            it = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(it,
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
            if (org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(it,
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF) instanceof org.eclipse.cdt.core.dom.ast.IArrayType
                    || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(it,
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF) instanceof org.eclipse.cdt.core.dom.ast.IFunctionType)
                return null;   // decays: left as CDT has it
            return ds.isConst() || ds.isVolatile() ? new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType(it, ds.isConst(), ds.isVolatile()) : it;
        } catch (RuntimeException e) {
            return null;
        } finally {
            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics.popLookupPoint();
        }
    }

    /**
     * Template declarations among the unit's top-level declarations: a template declares nothing until used; an
     * explicit specialization {@code template<> int f<char>(char) {...}} is an ordinary (strong) definition;
     * an explicit instantiation definition {@code template int f<int>(int);} emits the instance (weak_odr, as
     * g++), an {@code extern template} declaration only declares it. True when {@code d} was one of these.
     */
    public boolean topLevel(IASTDeclaration d) {
        if (d instanceof org.eclipse.cdt.internal.core.dom.parser.ASTNode n) reachedOffset = n.getOffset() + n.getLength();
        switch (d) {
            case ICPPASTTemplateSpecialization t when t.getDeclaration() instanceof IASTSimpleDeclaration sd
                    && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier -> { return false; }   // a class: as any class
            case ICPPASTTemplateSpecialization t when t.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 0
                    && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier -> { return true; }   // template<> struct S<bool>; declares it only
            case ICPPASTTemplateSpecialization t -> {
                functionOf(t.getDeclaration(), Kind.EXPLICIT_SPECIALIZATION, t);
                return true;
            }
            case ICPPASTExplicitTemplateInstantiation t when t.getModifier() == ICPPASTExplicitTemplateInstantiation.EXTERN
                    && t.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 0 -> {
                // extern template struct S<int>;  its members are declared when used, defined elsewhere (libstdc++.so's
                // basic_string<char>, basic_ostream<char>): externInstance
                if (sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier e
                        && e.getName().resolveBinding() instanceof ICPPClassSpecialization cs && cs instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPBinding cb)
                    externClasses.add(classKey(cb));
                return true;
            }
            case ICPPASTExplicitTemplateInstantiation t when t.getModifier() != ICPPASTExplicitTemplateInstantiation.EXTERN
                    && t.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 0
                    && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier e -> {
                instantiateClass(e, t);   // template class foo<baz>;
                return true;
            }
            case ICPPASTExplicitTemplateInstantiation t -> {
                functionOf(t.getDeclaration(), t.getModifier() == ICPPASTExplicitTemplateInstantiation.EXTERN ? Kind.EXTERN_TEMPLATE : Kind.EXPLICIT_INSTANTIATION, t);
                return true;
            }
            case ICPPASTTemplateDeclaration t -> {   // (CDT's template<> is a template declaration too: after it)
                if (t.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs)
                    reached(cs);   // a class template's definition: instances named before it
                // template<class T> int Box<T>::count = 0;  the definition of a static data member of a class template
                if (t.getDeclaration() instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 1
                        && sd.getDeclarators()[0].getName() instanceof ICPPASTQualifiedName q
                        && q.getLastName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f)
                    memberDefinitions.put(f, sd);
                if (t.getDeclaration() instanceof IASTFunctionDefinition fd && fd.getDeclarator().getName() instanceof ICPPASTQualifiedName q
                        && q.getLastName().resolveBinding() instanceof ICPPFunction mf)
                    memberFunctionDefinitions.put(mf, fd);
                return true;
            }
            default -> { return false; }
        }
    }

    /**
     * {@code template class foo<baz>;}  an explicit instantiation definition of a class ([temp.explicit]/10): the class
     * instance, and each member the template defines — member functions (not member templates), constructors,
     * destructors, static data members — instantiated whether or not named, as g++ (weak_odr).
     */
    private void instantiateClass(org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier e, IASTNode at) {
        if (!(e.getName().resolveBinding() instanceof ICPPClassSpecialization cs)) {
            sema.error(at, "explicit instantiations of classes and variables are not supported yet");
            return;
        }
        tag(cs, at);
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m : cs.getDeclaredMethods())
            if (!m.isImplicit() && !m.isPureVirtual() && !(m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate)) instanceOf(m, at);
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor k : cs.getConstructors())
            if (!k.isImplicit() && !(k instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate)) instanceOf(k, at);
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPField f : cs.getDeclaredFields())
            if (f.isStatic() && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableTemplate)) {
                try {
                    useVariable(f, jcirc.frontend.cxx.abi.ItaniumMangler.variable(f), at);
                } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported u) {
                    sema.error(at, u.getMessage() + " is not supported yet");
                }
            }
    }

    /** A member function of an explicitly instantiated class: instantiated when the template defines it. */
    private void instanceOf(ICPPFunction m, IASTNode at) {
        try {
            use(m, jcirc.frontend.cxx.abi.ItaniumMangler.function(m), at, Kind.EXPLICIT_INSTANTIATION);
        } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
        }
    }

    private void functionOf(IASTDeclaration d, Kind kind, IASTNode at) {
        IASTDeclarator decl = d instanceof IASTFunctionDefinition fd ? fd.getDeclarator()
                : d instanceof IASTSimpleDeclaration sd && sd.getDeclarators().length == 1 ? sd.getDeclarators()[0] : null;
        IBinding b = decl == null ? null : Sema.innermostName(decl).resolveBinding();
        // template<> const char* __timepunct_cache<char>::_S_timezones[14];  a static data member's explicit
        // specialization without an initializer only declares it ([temp.expl.spec]): defined in another unit
        if (kind == Kind.EXPLICIT_SPECIALIZATION && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField fld && fld.isStatic()
                && d instanceof IASTSimpleDeclaration && decl.getInitializer() == null) return;
        // template<> inline constexpr bool __is_encoded_char<char> = true;  an explicit specialization of a variable
        // template: its value where named, as any instance (SemaVariableTemplates); g++ emits no symbol for a constexpr one
        if (kind == Kind.EXPLICIT_SPECIALIZATION && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableInstance
                && d instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier ds
                && ds.isConstexpr()) return;
        // template<> int Box<long>::made = 20;  an explicit specialization of a static data member of a class template:
        // the instance's definition (strong), whether or not it is named
        if (kind == Kind.EXPLICIT_SPECIALIZATION && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField fld && fld.isStatic()
                && d instanceof IASTSimpleDeclaration sd && fld instanceof ICPPSpecialization) {
            try {
                specializedMembers.put(jcirc.frontend.cxx.abi.ItaniumMangler.variable(fld), sd);
                useVariable(fld, jcirc.frontend.cxx.abi.ItaniumMangler.variable(fld), at);
            } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported e) {
                sema.error(at, e.getMessage() + " is not supported yet");
            }
            return;
        }
        if (!(b instanceof ICPPFunction f)) {
            sema.error(at, kind == Kind.EXPLICIT_SPECIALIZATION ? "explicit specializations of classes and variables are not supported yet"
                    : "explicit instantiations of classes and variables are not supported yet");
            return;
        }
        try {
            if (use(f, jcirc.frontend.cxx.abi.ItaniumMangler.function(f), at, kind) == null)
                sema.error(at, "this template specialization is not supported yet");
        } catch (jcirc.frontend.cxx.abi.ItaniumMangler.Unsupported e) {
            sema.error(at, e.getMessage() + " is not supported yet");
        }
    }
}
