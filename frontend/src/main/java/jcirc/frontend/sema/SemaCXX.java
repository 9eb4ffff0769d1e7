package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Sema's C++ decisions about objects and member functions (docs/cxx.md), recorded per AST node as clang's
 * Sema builds {@code CXXMemberCallExpr}, {@code CXXThisExpr}, implicit {@code MemberExpr}s,
 * {@code CXXConstructExpr}s and the destructors of locals; CIRGen ({@code CIRGenClass}) reads only these:
 * <ul>
 * <li>a call of a non-static member function: its function symbol, the object expression (or the implicit
 *     {@code this}) and whether the object is reached through a pointer ({@link MemberCall});
 * <li>{@code this} and implicit member accesses {@code x} (= {@code this->x}): the {@code this} parameter
 *     and the member;
 * <li>a local object's constructor call and arguments ({@link Construction}) and its destructor, which
 *     CIRGen pushes as a cleanup of the enclosing block;
 * <li>a constructor's member initializers in the members' declaration order ({@link MemberInit}).
 * </ul>
 * Everything is decided once, in Sema's walk, with the scopes of the place it appears in.
 */
public final class SemaCXX {
    /** {@code obj.f(a)} / {@code p->f(a)} / {@code f(a)} in a member: {@code object} is null for the implicit {@code this}. */
    /** {@code staticCallee}: {@code obj.f(a)} / {@code this->f(a)} of a static member function (the object is evaluated, not passed). */
    public record MemberCall(Symbol callee, IASTExpression object, boolean arrow, Symbol thisParam, boolean staticCallee) {
        public MemberCall(Symbol callee, IASTExpression object, boolean arrow, Symbol thisParam) { this(callee, object, arrow, thisParam, false); }
    }

    /** {@code S s(a, b);}: the constructor (C1) and its arguments (after the object's address). */
    public record Construction(Symbol constructor, List<IASTExpression> args) {}

    /**
     * {@code : m(v)} (or {@code m()}: value null, zero): the member and its value; or, for a member of class type,
     * the constructor ({@code constructor} non-null) and its arguments, also for a member not named in the list
     * that has a non-trivial default constructor.
     */
    public record MemberInit(Sema.MemberRef member, IASTExpression value, IASTNode at, Symbol constructor, List<IASTExpression> args, InitTree tree) {
        public MemberInit(Sema.MemberRef member, IASTExpression value, IASTNode at) { this(member, value, at, null, List.of()); }
        public MemberInit(Sema.MemberRef member, IASTExpression value, IASTNode at, Symbol constructor, List<IASTExpression> args) {
            this(member, value, at, constructor, args, null);
        }
        /** {@code int d[4] = {1, 2};}, {@code Bx b{2.5};}: an array or aggregate member initialized by braces, as C's initializer {@code tree}. */
        public MemberInit(Sema.MemberRef member, IASTNode at, InitTree tree) { this(member, null, at, null, List.of(), tree); }
    }

    private final Sema sema;
    private final Map<IASTFunctionCallExpression, MemberCall> memberCalls = new Sema.NodeMap<>(this::owner);
    private final Map<IASTExpression, Symbol> thisUses = new Sema.NodeMap<>(this::owner);
    private final Map<IASTIdExpression, Sema.MemberRef> implicitMembers = new Sema.NodeMap<>(this::owner);
    private final Map<IASTDeclarator, Construction> constructions = new Sema.NodeMap<>(this::owner);
    /** Declarators whose initialization was reported (no C initializer is analysed for them either). */
    private final java.util.Set<IASTDeclarator> rejectedInits = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private final Map<IASTDeclarator, Symbol> destructors = new Sema.NodeMap<>(this::owner);
    private final Map<IASTFunctionDefinition, List<MemberInit>> memberInits = new Sema.NodeMap<>(this::owner);
    private final java.util.Set<Symbol> references = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private final Map<IASTExpression, Binding> bindings = new Sema.NodeMap<>(this::owner);
    private final java.util.Set<IASTFunctionCallExpression> referenceCalls = java.util.Collections.newSetFromMap(new Sema.NodeMap<>(this::owner));
    /** The function being walked returns a reference. */
    private boolean returnsReference;

    /**
     * How a reference is bound to an expression: to the object an lvalue designates, or (a {@code const T&} or
     * {@code T&&}) to a temporary of type {@code type} holding the expression's value, which lives as long as
     * the reference (a local's temporary lives to the end of the function).
     */
    public record Binding(boolean temporary, CType type) {}

    /** Base-class subobjects in constructors and destructors (docs/cxx.md, "Inheritance"). */
    public final SemaCXXBases bases;
    /** Special member functions of classes with members of class type, {@code operator=} calls (SemaSpecialMembers). */
    public final SemaSpecialMembers special;
    /** Virtual calls and vtable layouts (SemaVirtual, docs/cxx.md "Virtual functions"). */
    public final SemaVirtual virtuals;
    /** typeid and dynamic_cast to references (SemaRtti). */
    public final SemaRtti rtti;

    /** Temporaries, functional casts, class objects by value (SemaTemporaries). */
    public final SemaTemporaries temps;
    /** Overloaded operators and conversions (SemaOverload). */
    public final SemaOverload overload;

    /** User-defined conversions: conversion functions, converting constructors (SemaConversions). */
    public final SemaConversions conversions;

    /** Arrays of objects with constructors or destructors (SemaArrayObjects). */
    public final SemaArrayObjects arrays;
    /** Default member initializers and delegating constructors (SemaInitializers). */
    public final SemaInitializers initializers;

    /** Range-based for, if/switch init-statements, structured bindings (SemaRangeFor, SemaBindings). */
    public final SemaRangeFor rangeFor;
    public final SemaCoroutines coroutines;   // C++20 coroutines
    public final SemaBindings structuredBindings;
    public final SemaLambda lambdas;
    /** Pointers to members (SemaMemberPointers, docs/cxx.md "Pointers to members"). */
    public final SemaMemberPointers memberPointers;
    /** Special members defaulted outside their class (SemaDefaultedMembers). */
    public final SemaDefaultedMembers defaulted;
    /** Parameter packs of template instances (SemaPacks). */
    public final SemaPacks packs;
    /** Instances of variable templates named in expressions (SemaVariableTemplates). */
    final SemaVariableTemplates variableTemplates;
    /** throw, try/catch (SemaExceptions, docs/cxx.md "Exceptions"). */
    public final SemaExceptions exceptions;
    /** References with static storage duration: namespace scope, static data members, static locals. */
    public final SemaStaticReferences staticReferences;
    /** Value-initializations that zero their class object before its constructor (SemaValueInit). */
    public final SemaValueInit valueInit;
    /** {@code std::initializer_list<E>} objects and their backing arrays (SemaInitializerLists). */
    public final SemaInitializerLists initLists;
    /** -fno-exceptions turns this off: no EH cleanup regions, no terminate handlers, {@code throw}/{@code try} rejected. */
    public boolean exceptionsEnabled = true;
    /** -fcheck-new (g++): every new-expression checks its operator new's result for null before initializing. */
    public boolean checkNew = false;

    public SemaCXX(Sema sema) {
        this.sema = sema;
        this.bases = new SemaCXXBases(sema, this);
        this.special = new SemaSpecialMembers(sema);
        this.temps = new SemaTemporaries(sema);
        this.virtuals = new SemaVirtual(sema);
        this.rtti = new SemaRtti(sema);
        this.overload = new SemaOverload(sema);
        this.conversions = new SemaConversions(sema);
        this.arrays = new SemaArrayObjects(sema, special, new Sema.NodeMap<>(this::owner));
        this.initializers = new SemaInitializers(sema, this, new Sema.NodeMap<>(this::owner));
        this.rangeFor = new SemaRangeFor(sema);
        this.staticReferences = new SemaStaticReferences(sema, this, new Sema.NodeMap<>(this::owner));
        this.coroutines = new SemaCoroutines(sema);
        this.structuredBindings = new SemaBindings(sema);
        this.lambdas = new SemaLambda(sema);
        this.memberPointers = new SemaMemberPointers(sema);
        this.defaulted = new SemaDefaultedMembers(sema);
        this.packs = new SemaPacks(sema);
        this.variableTemplates = new SemaVariableTemplates(sema);
        this.exceptions = new SemaExceptions(sema);
        this.valueInit = new SemaValueInit(sema);
        this.initLists = new SemaInitializerLists(sema);
    }

    /** Does code construct the object {@code d} declares (a constructor call, or an array of objects), replacing C's initializer? */
    public boolean constructs(IASTDeclarator d) {
        return construction(d) != null || rejectedInits.contains(d) || (arrays.get(d) != null && arrays.get(d).constructs())
                || temps.elidedInit(d) instanceof SemaInitializerLists.ListObject;   // auto l = {1, 2}; (no C initializer)
    }

    /** {@code s} (a range-for variable, a structured binding) is a reference: held as a pointer, denoting its object. */
    void addReference(Symbol s) { references.add(s); }

    /** A call Sema decided is a member call by other means (a closure object's operator(): SemaLambda). */
    void recordMemberCall(IASTFunctionCallExpression call, MemberCall mc) { memberCalls.put(call, mc); }

    /** Entering a lambda's body: its returns bind a reference when it returns one; returns the enclosing function's state for {@link #leaveLambda}. */
    boolean enterLambda(boolean returnsRef) { boolean r = returnsReference; returnsReference = returnsRef; return r; }

    /** A call whose callee returns a reference (its value is the address of the object it designates). */
    void referenceCall(IASTFunctionCallExpression call) { referenceCalls.add(call); }

    void leaveLambda(boolean saved) { returnsReference = saved; }

    /** The Sema of the per-node maps (per template instance: Sema.NodeMap), known once the constructor ran. */
    private Sema owner() { return sema; }

    // ------------------------------------------------------------------ what CIRGen reads

    /** The member call Sema decided for {@code call}, or null (not a member call). */
    public MemberCall memberCall(IASTFunctionCallExpression call) { return memberCalls.get(call); }

    /** The {@code this} parameter that {@code this} or an implicit member access {@code e} refers to, or null. */
    public Symbol thisParam(IASTExpression e) { return thisUses.get(e); }

    /** The member an identifier denotes when it is an implicit {@code this->x}, or null. */
    public Sema.MemberRef implicitMember(IASTIdExpression id) {
        if (implicitMembers.containsKey(id) || !isImplicitMember(id)) return implicitMembers.get(id);
        return computeImplicitMember(id);
    }

    /** Was the initialization of the object {@code d} declares reported (so no C initializer is built for it)? */
    public boolean initializationRejected(IASTDeclarator d) { return rejectedInits.contains(d); }

    /** The constructor call of a local object declared by {@code d}, or null. */
    public Construction construction(IASTDeclarator d) { return constructions.get(d); }

    /** The destructor (D1) a local object declared by {@code d} needs at the end of its scope, or null. */
    public Symbol destructor(IASTDeclarator d) { return destructors.get(d); }

    /** The member initializers a constructor definition runs before its body (empty for other functions). */
    public List<MemberInit> memberInits(IASTFunctionDefinition fd) { return memberInits.getOrDefault(fd, List.of()); }

    /**
     * {@code new T}, {@code new T(args)}, {@code new T[n]}, {@code new (p) T(args)}: the allocated type, the element
     * count (null: one object), the allocation function ({@code _Znwm}/{@code _Znam}; null for placement new),
     * the placement address, the constructor and its arguments, or a scalar's initial value ({@code zeroInit}: {@code T()}).
     */
    private final Map<IASTExpression, InitTree> newAggregates = new Sema.NodeMap<>(this::owner);

    /** The aggregate initialization of {@code new P{1, 2}}, or null. */
    public InitTree newAggregate(IASTExpression e) { return newAggregates.get(e); }

    private void typeClauses(org.eclipse.cdt.core.dom.ast.IASTInitializerList il) {
        for (IASTInitializerClause c : il.getClauses()) {
            if (c instanceof IASTExpression x) sema.typeOf(x);
            else if (c instanceof org.eclipse.cdt.core.dom.ast.IASTInitializerList inner) typeClauses(inner);
        }
    }

    public record NewExpr(CType type, IASTExpression count, Symbol allocator, IASTExpression placement,
                          Symbol constructor, List<IASTExpression> args, IASTExpression value, boolean zeroInit,
                          SemaArrayObjects.ArrayObject array, long cookie) {
        NewExpr(CType type, IASTExpression count, Symbol allocator, IASTExpression placement,
                Symbol constructor, List<IASTExpression> args, IASTExpression value, boolean zeroInit) {
            this(type, count, allocator, placement, constructor, args, value, zeroInit, null, 0);
        }
    }

    /**
     * {@code delete p} / {@code delete[] p}: the destructor to run first (null: none) and the deallocation function;
     * {@code size}: the object size passed as the deallocation function's second argument (sized deallocation,
     * {@code _ZdlPvm}; 0: none); {@code cookie}: the array cookie's size of a {@code delete[]} (0: no cookie).
     */
    /** {@code virtualSlot}: the deleting destructor's vtable slot for a virtual destructor (delete p), else -1. */
    public record DeleteExpr(Symbol destructor, Symbol deallocator, boolean sized, long size, long cookie, int virtualSlot) {
        DeleteExpr(Symbol destructor, Symbol deallocator, boolean sized, long size, long cookie) {
            this(destructor, deallocator, sized, size, cookie, -1);
        }
    }

    /** Is {@code f} (an operator new or delete) declared in the source (a class's own, or a global replacement's declaration)? */
    private static boolean declaredInSource(ICPPFunction f) {
        return f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib
                && (ib.getDefinition() != null || (ib.getDeclarations() != null && ib.getDeclarations().length > 0));
    }

    /**
     * The operator new/delete ({@code name}: "operator new", "operator delete[]", ...) for objects of class {@code c}: the
     * class's own (inherited too; of two deallocation functions the one without a size, [basic.stc.dynamic.deallocation]),
     * else the one CDT chose for {@code e} when the source declares it (a global replacement); null: the library's.
     * {@code ::new S}, {@code ::delete p}: never the class's ([expr.new]/12, [expr.delete]/9).
     */
    private static ICPPFunction sourceOperator(org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner e, ICPPClassType c, String name) {
        boolean global = e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression ne ? ne.isGlobal()
                : e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeleteExpression de && de.isGlobal();
        if (c != null && !global) {
            ICPPFunction best = null;
            for (ICPPMethod m : c.getMethods())
                if (m.getName().replace(" ", "").equals(name.replace(" ", "")) && (best == null || m.getParameters().length < best.getParameters().length)) best = m;
            if (best != null) return best;
        }
        String prefix = name.endsWith("[]") ? name.substring(0, name.length() - 2) : name;
        for (org.eclipse.cdt.core.dom.ast.IASTImplicitName n : e.getImplicitNames())
            if (n.resolveBinding() instanceof ICPPFunction f && f.getName().startsWith(prefix) && declaredInSource(f)
                    && !(global && f instanceof ICPPMethod)   // ::new S: CDT's implicit name is S's own
                    && f.getName().replace(" ", "").endsWith("[]") == name.endsWith("[]")) return f;
        return null;
    }

    /**
     * Is the usual {@code operator delete[]} of class {@code c} (found in its scope) the sized form
     * {@code operator delete[](void *, size_t)}? Then {@code new c[n]} stores the count in a cookie even when the
     * elements need no destruction, and {@code delete[]} passes the allocation's size (Itanium C++ ABI 2.7;
     * [expr.delete]/10: of two class-scope candidates the unsized one is the usual one).
     */
    static boolean arrayDeleteTakesSize(ICPPClassType c) {
        if (c == null) return false;
        ICPPFunction best = null;
        for (ICPPMethod m : c.getMethods())
            if (m.getName().replace(" ", "").equals("operatordelete[]") && (best == null || m.getParameters().length < best.getParameters().length)) best = m;
        if (best == null || best.getParameters().length != 2) return false;
        org.eclipse.cdt.core.dom.ast.IType second = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(
                best.getParameters()[1].getType(), org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF);
        return second instanceof org.eclipse.cdt.core.dom.ast.IBasicType bt && bt.isUnsigned() && bt.isLong();
    }

    private final Map<IASTExpression, NewExpr> news = new Sema.NodeMap<>(this::owner);
    private final Map<IASTExpression, DeleteExpr> deletes = new Sema.NodeMap<>(this::owner);

    public NewExpr newExpr(IASTExpression e) { return news.get(e); }

    public DeleteExpr deleteExpr(IASTExpression e) { return deletes.get(e); }

    /** The library function {@code name} of type {@code t} (operator new/delete), declared on first use. */
    private Symbol library(String name, CType t) {
        Symbol s = sema.symbols.external(name);
        if (s == null) {
            s = new Symbol(name, Symbol.Kind.FUNCTION, t, Symbol.Linkage.EXTERNAL, true, jcirc.frontend.diag.SourceLoc.NONE);
            s.nothrow = name.startsWith("_Zdl") || name.startsWith("_Zda");   // the library's operator delete is noexcept
            sema.symbols.recordExternal(s);
        }
        return s;
    }

    CType newType(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression e) {
        CType vp = new CType.Pointer(CType.VOID);
        CType t = sema.typeOfTypeId(e.getTypeId());
        IASTExpression count = null;
        if (e.isArrayAllocation()) {
            org.eclipse.cdt.core.dom.ast.IASTDeclarator d = e.getTypeId().getAbstractDeclarator();
            if (!(d instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator ad) || ad.getArrayModifiers().length != 1
                    || !(Types.unqual(t) instanceof CType.Array a)) {
                sema.error(e, "this array 'new' is not supported yet");
                return vp;
            }
            count = ad.getArrayModifiers()[0].getConstantExpression();
            t = a.element();
            CType ct = sema.rvalueType(count);
            if (!Types.isInteger(ct)) { sema.error(count, "array size expression must have integral type, not '" + ct + "'"); return vp; }
            sema.results.recordConversion(count, sema.typeOf(count), CType.SIZE_T);
        }
        if (count == null && Types.unqual(t) instanceof CType.Array) {
            // new A with typedef T A[3]: an array new whose bound is in the type (was one object: wrong code, g++.bugs/900321_02)
            sema.error(e, "'new' of an array type named by a typedef is not supported yet");
            return vp;
        }
        if (!Types.isComplete(t) || Types.isVoid(t)) { sema.error(e, "allocation of incomplete type '" + t + "'"); return vp; }
        IASTExpression placement = null;
        IASTInitializerClause[] pl = e.getPlacementArguments();
        if (pl != null) {
            if (pl.length != 1 || !(pl[0] instanceof IASTExpression p) || !Types.isPointer(sema.rvalueType(p))) {
                sema.error(e, "this placement 'new' is not supported yet");
                return vp;
            }
            placement = p;
            sema.results.recordConversion(p, sema.typeOf(p), vp);
        }
        org.eclipse.cdt.core.dom.ast.IASTInitializer init = e.getInitializer();
        IASTInitializerClause[] args = init instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                : init instanceof ICPPASTInitializerList il ? il.getClauses() : null;
        ICPPConstructor k = null;
        boolean[] trivial = new boolean[1];
        boolean trivialCopy = false;   // new (p) S(std::forward<S>(s)) choosing S's implicit trivial copy or move constructor
        for (org.eclipse.cdt.core.dom.ast.IASTImplicitName n : e.getImplicitNames())
            if (n.resolveBinding() instanceof ICPPConstructor c && (!c.isImplicit() || (jcirc.frontend.cxx.ClassTraits.kindOf(c) instanceof jcirc.frontend.cxx.ClassTraits.Kind kk
                    && jcirc.frontend.cxx.ClassTraits.nonTrivial(c.getClassOwner(), kk)))) k = c;
        ICPPClassType cls = CxxSpecialMembers.classOf(e.getTypeId().getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier ns
                ? (ns.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IType it ? it : null) : null);
        if (cls instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding) cls = null;   // new (p) T2(x), T2 = decay<T>::type: dependent
        // new S(f) of a class that is no template parameter with dependent arguments (std::thread's new _State_impl<…>(…)
        // in a member template of an ordinary class): CDT's constructor is deferred, chosen again for the instance's arguments
        if (k instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPDeferredFunction) k = null;
        if ((cls == null || k == null) && sema.templates != null && sema.templates.inInstance() && Types.unqual(t) instanceof CType.Record) {
            // new (p) U(std::forward<A>(a)) in a template instance: U's class and the constructor the arguments choose in it
            if (cls == null) cls = CxxSpecialMembers.classOf(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(
                    sema.templates.instantiate(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor.createType(e.getTypeId())),
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE));
            // ::new ((void*)p) _Node; (default-initialization): the constructor no arguments choose
            IASTInitializerClause[] given = args != null ? args : new IASTInitializerClause[0];
            if (cls != null && k == null && sema.templates.constructorIn(cls, given, e) instanceof ICPPConstructor c) {
                if (!c.isImplicit() || (jcirc.frontend.cxx.ClassTraits.kindOf(c) instanceof jcirc.frontend.cxx.ClassTraits.Kind kk
                        && jcirc.frontend.cxx.ClassTraits.nonTrivial(c.getClassOwner(), kk))) k = c;
                else if (jcirc.frontend.cxx.ClassTraits.kindOf(c) instanceof jcirc.frontend.cxx.ClassTraits.Kind kc
                        && (kc == jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR || kc == jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR)) trivialCopy = true;
            }
        }
        if (k == null && count == null && (args == null || args.length == 0)) k = SemaSpecialMembers.inheritedDefault(cls);   // new D; with using B::B;
        // S::operator new, a replacement ::operator new; ::new S skips S's scope ([expr.new]/12)
        ICPPFunction userNew = sourceOperator(e, cls, count != null ? "operator new[]" : "operator new");
        Symbol userAlloc = placement != null || userNew == null ? null : functionSymbol(userNew, e);
        if (count != null && cls != null && CxxSpecialMembers.nonTrivial((org.eclipse.cdt.core.dom.ast.IType) cls)) {
            // new S[n] / new S[n]{a, b}: a cookie holding n before the elements when S has a destructor (Itanium 2.7)
            if (args != null && !(init instanceof ICPPASTInitializerList)) { sema.error(e, "this array 'new' initializer is not supported yet"); return vp; }
            Long known = sema.consts.evalInt(count);   // new A[2]{1, ""}: no default constructor needed
            SemaArrayObjects.ArrayObject ao = arrays.newArray(e, cls, t, init instanceof ICPPASTInitializerList il ? il : null, known);
            if (ao == null) return vp;
            long cookie = (ao.dtor() != null || arrayDeleteTakesSize(cls)) && placement == null ? Math.max(8, Types.alignOf(t)) : 0;
            Symbol alloc = placement != null ? null : userAlloc != null ? userAlloc
                    : library("_Znam", new CType.Function(vp, List.of(CType.SIZE_T), false, true));
            news.put(e, new NewExpr(t, count, alloc, placement, null, List.of(), null, false, ao, cookie));
            if (placement == null && ao.constructs()) newCleanup(e, cls, true, t, cookie);
            return new CType.Pointer(t);
        }
        if (count != null && args != null) {
            // new int[n](), new int[n]{}, new int[3]{1, 2}: the given elements, then zeros ([expr.new]/22, [dcl.init.aggr])
            if (init instanceof ICPPASTConstructorInitializer && args.length > 0) {
                sema.error(e, "array 'new' cannot have initialization arguments");
                return vp;
            }
            if (cls != null || !Types.isScalar(t)) {
                sema.error(e, "array 'new' with an initializer is not supported yet");
                return vp;
            }
            Long known = sema.consts.evalInt(count);
            if (known != null && args.length > known) {
                sema.error(args[(int) (long) known], "excess elements in array initializer");
                return vp;
            }
            List<IASTExpression> elems = new ArrayList<>();
            for (IASTInitializerClause c : args) {
                if (!(c instanceof IASTExpression v)) {
                    sema.error(c, "this array 'new' initializer is not supported yet");
                    return vp;
                }
                sema.typeOf(v);
                sema.checkAssignable(v, Types.unqual(t), v, "initializing");
                sema.results.recordConversion(v, sema.typeOf(v), Types.unqual(t));
                elems.add(v);
            }
            Symbol alloc = placement != null ? null : userAlloc != null ? userAlloc
                    : library("_Znam", new CType.Function(vp, List.of(CType.SIZE_T), false, true));
            news.put(e, new NewExpr(t, count, alloc, placement, null, List.copyOf(elems), null, true));
            return new CType.Pointer(t);
        }
        Symbol ctor = null;
        IASTExpression value = null;
        List<IASTExpression> as = new ArrayList<>();
        if (k != null) {
            ctor = special.constructorCallee(k, cls, e, trivial);
            if (ctor == null && !trivial[0]) return new CType.Pointer(t);   // reported
            if (ctor != null) {
                if (!(Types.unqual(ctor.type) instanceof CType.Function f)) return new CType.Pointer(t);
                IASTInitializerClause[] given = init instanceof ICPPASTInitializerList il ? initLists.listArguments(k, il, args) : args;   // new std::vector<int>{1, 2}
                IASTInitializerClause[] a = SemaDefaultArgs.complete(sema, e, k, given == null ? new IASTInitializerClause[0] : given);
                for (IASTInitializerClause x : a) if (x instanceof IASTExpression xe) { sema.typeOf(xe); as.add(xe); }
                checkArguments(e, f, 1, a, k);   // the constructor's reference parameters bind (through converting constructors too)
            } else if (args != null && args.length == 1 && args[0] instanceof IASTExpression v
                    && Types.compatibleUnqual(Types.unqual(sema.typeOf(v)), Types.unqual(t))) {   // new P(p) with P(const P &) = default: the bytes
                value = v;
                sema.results.recordConversion(v, sema.typeOf(v), Types.unqual(t));
            } else if (args != null && args.length > 0) {
                sema.error(e, "this 'new' initializer is not supported yet");
            }
        } else if (trivialCopy && args != null && args.length == 1 && args[0] instanceof IASTExpression v
                && Types.compatibleUnqual(Types.unqual(sema.typeOf(v)), Types.unqual(t))) {
            // new (p) S(std::forward<S>(s)) of a class with user-declared constructors and an implicit trivial copy: the bytes
            value = v;
            sema.results.recordConversion(v, sema.typeOf(v), Types.unqual(t));
        } else if (cls != null && CxxSpecialMembers.userConstructed(cls)) {
            sema.error(e, "no matching constructor for this 'new'");
        } else if (cls != null && init instanceof ICPPASTInitializerList il && il.getClauses().length > 0 && !jcirc.frontend.cxx.ClassTraits.isAggregate(cls)) {
            sema.error(e.getTypeId(), "no matching constructor for initialization of '" + cls.getName() + "'");   // new S{1} of a class with virtual functions
        } else if (cls != null && init instanceof ICPPASTInitializerList il && Types.isRecord(t) && (il.getClauses().length > 0 || SemaAggregates.completing(sema, t) != null)) {
            // new P{1, 2} of an aggregate: its InitTree (SemaAggregates completes it) in the new object
            newAggregates.put(e, InitTree.build(sema, Types.unqual(t), il, true));
            typeClauses(il);
        } else if (args != null && args.length == 1 && args[0] instanceof IASTExpression v && Types.isScalar(t)) {
            value = v;
            sema.typeOf(v);
            sema.checkAssignable(v, Types.unqual(t), v, "initializing");
            sema.results.recordConversion(v, sema.typeOf(v), Types.unqual(t));
        } else if (args != null && args.length == 1 && args[0] instanceof IASTExpression v && cls != null
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.TypeTraits.isTriviallyCopyable(cls)
                && Types.compatibleUnqual(Types.unqual(sema.typeOf(v)), Types.unqual(t))) {
            // ::new((void*)p) Pt(std::forward<A>(a)) of a class whose copy and move are trivial (new_allocator.h's construct
            // of a std::set<Pt> node): the bytes, as the implicit trivial copy constructor copies them
            value = v;
            sema.results.recordConversion(v, sema.typeOf(v), Types.unqual(t));
        } else if (args != null && args.length > 0) {
            sema.error(e, "this 'new' initializer is not supported yet");
        }
        Symbol alloc = placement != null ? null : userAlloc != null ? userAlloc
                : library(count != null ? "_Znam" : "_Znwm", new CType.Function(vp, List.of(CType.SIZE_T), false, true));
        long cookie = count != null && placement == null && arrayDeleteTakesSize(cls) ? Math.max(8, Types.alignOf(t)) : 0;   // new A[n], A::operator delete[](void *, size_t)
        // new T(), new T{}: value-initialization, zeros (then T's constructor when T has no user-provided default one, SemaValueInit)
        boolean zero = args != null && args.length == 0 && (ctor == null || SemaValueInit.zeroes(cls)) && !newAggregates.containsKey(e);
        news.put(e, new NewExpr(t, count, alloc, placement, ctor, as, value, zero, null, cookie));
        if (placement == null && ctor != null) newCleanup(e, cls, count != null, t, 0);
        return new CType.Pointer(t);
    }

    /**
     * The operator delete a new-expression calls when the initialization of its object throws ([expr.new]): the class's
     * own (sized when it takes a size), else the library's as g++ 12 calls it ({@code _ZdlPvm(p, sizeof T)}; for arrays
     * {@code _ZdaPvm(p, size)} with a cookie, {@code _ZdaPv} without).
     */
    private void newCleanup(IASTExpression e, ICPPClassType cls, boolean array, CType t, long cookie) {
        if (!exceptionsEnabled) return;
        CType vpt = new CType.Pointer(CType.VOID);
        ICPPFunction own = null;
        if (cls != null && !(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression ne && ne.isGlobal()))   // ::new S: the global one
            for (ICPPMethod m : cls.getMethods())
                if (m.getName().replace(" ", "").equals(array ? "operatordelete[]" : "operatordelete") && (own == null || m.getParameters().length < own.getParameters().length)) own = m;
        long size = Math.max(1, Types.sizeOf(t));
        if (own != null) {
            Symbol d = functionSymbol(own, e);
            if (d != null) exceptions.recordNewCleanup(e, new DeleteExpr(null, d, own.getParameters().length >= 2, size, cookie));
            return;
        }
        boolean sized = array ? cookie > 0 : true;
        Symbol d = library((array ? "_ZdaPv" : "_ZdlPv") + (sized ? "m" : ""),
                new CType.Function(CType.VOID, sized ? List.of(vpt, CType.SIZE_T) : List.of(vpt), false, true));
        exceptions.recordNewCleanup(e, new DeleteExpr(null, d, sized, size, cookie));
    }

    CType deleteType(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeleteExpression e) {
        CType pt = sema.rvalueType(e.getOperand());
        if (!Types.isPointer(pt)) { sema.error(e, "cannot delete expression of type '" + pt + "'"); return CType.VOID; }
        Symbol dtor = null;
        // in a template instance CDT's type of the operand is the template's (T *): the instance's (A *) names the class
        // whose destructor runs (delete p in default_delete<A>::operator(), cxx 350)
        org.eclipse.cdt.core.dom.ast.IType operandType = e.getOperand() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce0 ? ce0.getExpressionType() : null;
        if (operandType != null && sema.templates != null && sema.templates.inInstance()) operandType = sema.templates.instantiate(operandType);
        if (operandType instanceof org.eclipse.cdt.core.dom.ast.IPointerType ptr) {
            ICPPClassType c = CxxSpecialMembers.classOf(ptr.getType());
            boolean nonTrivial = jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR);
            if (nonTrivial) dtor = special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, e);
        }
        sema.results.recordConversion(e.getOperand(), sema.typeOf(e.getOperand()), Types.unqual(pt));
        // the deallocation function as g++ 12 (C++14 sized deallocation): delete p -> _ZdlPvm(p, sizeof *p);
        // delete[] p -> _ZdaPvm(cookie, n * size + cookie) with a cookie, else _ZdaPv(p); a class's own or a replacement
        // operator delete when the source declares one (sized when it has a size_t parameter)
        CType elem = Types.pointee(Types.unqual(pt));
        long size = elem != null && Types.isComplete(elem) && !Types.isVoid(elem) ? Math.max(1, Types.sizeOf(elem)) : 0;
        CType vpt = new CType.Pointer(CType.VOID);
        ICPPClassType elemClass = Types.unqual(elem) instanceof CType.Record
                && operandType instanceof org.eclipse.cdt.core.dom.ast.IPointerType ptr ? CxxSpecialMembers.classOf(ptr.getType()) : null;
        long cookie = e.isVectored() && (dtor != null || arrayDeleteTakesSize(elemClass)) ? Math.max(8, Types.alignOf(elem)) : 0;
        // ::delete p skips the class's scope ([expr.delete]/9): the global operator delete (g++.law/scope2, cxx 420)
        ICPPFunction userDelete = sourceOperator(e, elemClass, e.isVectored() ? "operator delete[]" : "operator delete");
        Symbol dealloc;
        boolean sized;
        if (userDelete != null) {
            dealloc = functionSymbol(userDelete, e);
            sized = userDelete.getParameters().length >= 2;
        } else {
            sized = e.isVectored() ? cookie > 0 : size > 0;   // (g++ -std=c++11 calls the unsized ones)
            dealloc = library((e.isVectored() ? "_ZdaPv" : "_ZdlPv") + (sized ? "m" : ""),
                    new CType.Function(CType.VOID, sized ? List.of(vpt, CType.SIZE_T) : List.of(vpt), false, true));
        }
        if (dealloc == null) return CType.VOID;
        int slot = dtor != null && !e.isVectored() ? virtuals.deletingSlot(operandType) : -1;
        deletes.put(e, new DeleteExpr(dtor, dealloc, sized, size, cookie, slot));
        return CType.VOID;
    }

    /** Is {@code s} a reference (a variable or parameter declared {@code T&}/{@code T&&}, held as a pointer)? */
    public boolean isReference(Symbol s) { return s != null && references.contains(s); }

    /** {@code s} is a reference variable (a pointer every use loads): SemaStaticReferences, static data members. */
    public void markReference(Symbol s) { if (s != null) references.add(s); }

    /** The reference binding Sema decided for {@code e} (an initializer, argument or returned value), or null. */
    public Binding binding(IASTExpression e) { return bindings.get(e); }

    /** Does this call return a reference (its value is a pointer to the object it designates)? */
    public boolean returnsReference(IASTFunctionCallExpression call) { return referenceCalls.contains(call); }

    /**
     * {@code ::operator new(n)}, {@code ::operator delete(p)}, {@code ::operator delete(p, n)} (new_allocator.h) when
     * CDT's overload resolution picks its own implicit declaration of the global allocation function (whose {@code size_t}
     * is not the unit's): the library's function, as g++ calls it ({@code _Znwm}, {@code _Znam}, {@code _ZdlPv},
     * {@code _ZdlPvm}, {@code _ZdaPv}, {@code _ZdaPvm}); null for any other name.
     */
    Symbol allocationFunction(IASTIdExpression id) {
        IASTName n = id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName();
        // CDT's implicit declaration, or in a template instance its deferred function (a dependent call CDT leaves unresolved)
        IBinding nb = instanceBinding(n);
        // ::operator delete(p, size): [basic.stc.dynamic]/2 declares the sized forms implicitly in every unit (C++14);
        // CDT's implicit declarations have the unsized one only (its resolution fails with it as the candidate)
        if (nb instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb && n.toString().replace(" ", "").startsWith("operatordelete"))
            for (IBinding c : pb.getCandidateBindings())
                if (c instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction) { nb = c; break; }
        if (!(nb instanceof ICPPFunction f) || f instanceof ICPPMethod || !(id.getParent() instanceof IASTFunctionCallExpression call)
                || !(f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction || f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPDeferredFunction)) return null;
        String op = f.getName().replace(" ", "");
        int params = call.getArguments().length;
        CType vp = new CType.Pointer(CType.VOID);
        return switch (op) {
            case "operatornew" -> params == 1 ? library("_Znwm", new CType.Function(vp, List.of(CType.SIZE_T), false, true)) : null;
            case "operatornew[]" -> params == 1 ? library("_Znam", new CType.Function(vp, List.of(CType.SIZE_T), false, true)) : null;
            case "operatordelete", "operatordelete[]" -> {
                String base = op.endsWith("]") ? "_ZdaPv" : "_ZdlPv";
                yield params == 1 ? library(base, new CType.Function(CType.VOID, List.of(vp), false, true))
                        : params == 2 && call.getArguments()[1] instanceof IASTExpression size && Types.isInteger(sema.rvalueType(size))
                        ? library(base + "m", new CType.Function(CType.VOID, List.of(vp, CType.SIZE_T), false, true)) : null;
            }
            default -> null;
        };
    }

    /**
     * {@code g({3})} with {@code void g(E)} and {@code explicit E(int)}: the only candidate is not viable because copy-list-
     * initialization of its parameter would choose an explicit constructor (clang's note at the candidate).
     */
    private void explicitListArgumentNote(ICPPFunction f, IASTFunctionCallExpression call) {
        IASTInitializerClause[] args = call.getArguments();
        org.eclipse.cdt.core.dom.ast.IType[] pts = f.getType() == null ? null : f.getType().getParameterTypes();
        if (pts == null || pts.length != args.length || !sema.diagsEnabled() || !(f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib)) return;
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof ICPPASTInitializerList il)) continue;
            org.eclipse.cdt.core.dom.ast.IType pt = pts[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r ? r.getType() : pts[i];
            ICPPClassType c = CxxSpecialMembers.classOf(pt);
            if (c == null || !CxxSpecialMembers.userConstructed(c)) continue;
            org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor k = SemaInitializers.listConstructor(c, il);
            if (k == null || !k.isExplicit()) continue;
            IASTNode decl = ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : ib.getDefinition();
            if (decl != null) sema.diags.note(sema.loc(decl), "candidate function not viable: cannot convert initializer list argument to '"
                    + org.eclipse.cdt.core.dom.ast.ASTTypeUtil.getType(pts[i], false) + "'");
            return;
        }
    }

    /** A call of a name that is no declared function: undeclared, or no overload accepts the arguments (CDT's lookup). */
    void undeclaredCall(IASTIdExpression id, String name) {
        if (id.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb
                && (pb.getID() != org.eclipse.cdt.core.dom.ast.IProblemBinding.SEMANTIC_NAME_NOT_FOUND || pb.getCandidateBindings().length > 0))
        {
            sema.error(id, "no matching function for call to '" + (id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName()) + "'");
            if (pb.getCandidateBindings().length == 1 && pb.getCandidateBindings()[0] instanceof ICPPFunction f && id.getParent() instanceof IASTFunctionCallExpression call)
                explicitListArgumentNote(f, call);
        } else if (name.startsWith("_Z"))   // a function CDT names but this unit never declared (a call in a template instance CDT cannot resolve)
            sema.error(id, "calling '" + (id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName()) + "' here is not supported yet");
        else if (TypoCorrection.noMemberOfQualifier(id.getName()) instanceof String m)
            sema.error(TypoCorrection.at(id), m);   // std::swap without <utility>
        else
            sema.error(id, "use of undeclared identifier '" + name + "'");
    }

    // ------------------------------------------------------------------ references

    /** A reference type, also through typedefs ({@code const_reference} of a class template instance). */
    public static boolean isReferenceType(org.eclipse.cdt.core.dom.ast.IType t) {
        while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();   // typedef int &R; using R = int &;
        return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
    }

    static boolean isRvalueReference(org.eclipse.cdt.core.dom.ast.IType t) {
        while (t instanceof org.eclipse.cdt.core.dom.ast.ITypedef td) t = td.getType();
        if (t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r && r.isRValueReference()
                && isReferenceType(r.getType())) return isRvalueReference(r.getType());   // R&& with R = int&: int& (collapsed)
        return t instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r && r.isRValueReference();
    }

    /** The value category of {@code e}, in a template instance under its arguments (CxxTemplates.valueCategory); null in C. */
    public IASTExpression.ValueCategory valueCategory(IASTExpression e) {
        if (!(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        if (e instanceof org.eclipse.cdt.core.dom.ast.IASTLiteralExpression lit && SemaOverload.operatorFunction(lit) instanceof ICPPFunction f)
            return UserDefinedLiterals.valueCategory(f);   // "abc"_sr: its call's (CDT: a string literal's lvalue)
        return sema.templates != null ? sema.templates.valueCategory(ce) : ce.getValueCategory();
    }

    /** A parameter {@code p} declared as symbol {@code s}: remembered when it is a reference. */
    void param(org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration p, Symbol s) {
        if (packs.isElement(p)) {   // an element of Ts&&... args (SemaPacks)
            if (s != null && packs.isReferenceElement(p)) references.add(s);
            return;
        }
        if (s != null && Sema.innermostName(p.getDeclarator()).resolveBinding() instanceof IVariable v && isReferenceType(instanceType(v.getType()))) references.add(s);
    }

    /** A declared type in the current template instance ({@code T} of {@code S<int&>} is {@code int&}), else itself. */
    org.eclipse.cdt.core.dom.ast.IType instanceType(org.eclipse.cdt.core.dom.ast.IType t) {
        return sema.templates != null ? sema.templates.instantiate(t) : t;
    }

    /** The type of an identifier naming symbol {@code s}: a reference denotes the object it is bound to. */
    CType idType(Symbol s) { return isReference(s) ? Types.pointee(s.type) : s.type; }

    /** The type of a call whose function type says {@code declared}; a function returning a reference gives the object. */
    CType callType(IASTFunctionCallExpression call, CType declared) {
        IASTExpression fn = call.getFunctionNameExpression();
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
        IBinding b = n == null ? null : callee(n);
        if (b instanceof ICPPFunction f && f.getType() != null && isReferenceType(f.getType().getReturnType())
                && Types.pointee(declared) != null) {
            referenceCalls.add(call);
            return Types.pointee(declared);
        }
        if (b instanceof ICPPFunction df && df.isDeleted())   // = delete
            sema.error(fn, "call to deleted " + (df instanceof ICPPMethod ? "member " : "") + "function '" + df.getName() + "'");
        temps.callResult(call, declared);   // a class returned by value: its temporary's destructor
        return Types.unqual(declared);
    }

    /** Does a call of this function pass some argument to a reference parameter? */
    boolean hasReferenceParams(IASTFunctionCallExpression call) {
        org.eclipse.cdt.core.dom.ast.IType[] ps = cdtParams(call);   // the callee's, or a pointer to function's
        if (ps == null) return false;
        for (org.eclipse.cdt.core.dom.ast.IType t : ps) if (isReferenceType(t)) return true;
        return false;
    }

    /** The arguments of a call of a function with reference parameters (after its first {@code skip} parameters). */
    void callArguments(IASTFunctionCallExpression call, CType.Function f, int skip) {
        arguments(call, f, skip, SemaDefaultArgs.arguments(sema, call));
    }

    /**
     * Is {@code e} an xvalue ({@code std::move(x)}, {@code static_cast<T&&>(x)})? CDT's value category; in a template
     * instance, where CDT's is the dependent expression's, a call of a function returning an rvalue reference, or the
     * category of CDT's evaluation instantiated under the instance's arguments.
     */
    private boolean isXvalue(IASTExpression e) {
        if (!(e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return false;
        if (sema.templates != null && sema.templates.inInstance()) {
            IASTExpression x = e;
            while (x instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (x instanceof IASTFunctionCallExpression call) {
                IASTExpression fn = call.getFunctionNameExpression();
                IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
                if (n != null && callee(n) instanceof ICPPFunction f && f.getType() != null) return isRvalueReference(f.getType().getReturnType());
            }
            IASTExpression.ValueCategory vc = sema.templates.instantiatedValueCategory(x);
            if (vc != null) return vc == IASTExpression.ValueCategory.XVALUE;
        }
        return ce.getValueCategory() == IASTExpression.ValueCategory.XVALUE;
    }

    /**
     * Binds a reference of type {@code ref} (a pointer to the referenced type) to {@code e}: an lvalue of the
     * referenced type binds directly; otherwise a {@code const T&} or {@code T&&} binds to a temporary holding
     * e's value converted to T; anything else is an error, as in clang.
     */
    void bind(IASTExpression e, CType ref, boolean rvalueRef, IASTNode at) {
        CType target = arrayQualifiersOutside(Types.pointee(Types.unqual(ref)));
        CType et = arrayQualifiersOutside(sema.typeOf(e));
        boolean sameType = Types.compatibleUnqual(Types.unqual(et), Types.unqual(target))
                || moreQualifiedArray(et, target)   // const char (&)[2] binds to "a" (char[2] here): [dcl.init.ref] reference-compatible
                || CxxDerivedToBase.check(sema, at, et, target);   // a derived object binds to a reference to its base
        boolean xvalue = isXvalue(e) || valueCategory(e) == IASTExpression.ValueCategory.XVALUE;
        // const P &r = e;  with E::operator const P &(): bound to the object the conversion function returns
        if (!sameType && Types.unqual(et) instanceof CType.Record && conversions.referenceBinding(e, et, target, rvalueRef, false)) {
            bindings.put(e, new Binding(false, target));
            return;
        }
        if ((!rvalueRef || xvalue) && sema.isLvalue(e) && sameType) {   // an lvalue, or an xvalue (std::move(x)) for T&&
            if (Types.isConst(et) && !Types.isConst(target))
                sema.error(at, "binding reference of type '" + target + "' to value of type '" + et + "' drops 'const' qualifier");
            bindings.put(e, new Binding(false, target));
        } else if (Types.isConst(target) || rvalueRef) {
            if (rvalueRef && sema.isLvalue(e) && sameType) {
                sema.error(at, "rvalue reference to type '" + target + "' cannot bind to lvalue of type '" + et + "'");
                return;
            }
            if (!sameType) sema.checkAssignable(e, Types.unqual(target), e, "initializing");
            bindings.put(e, new Binding(true, Types.unqual(target)));
        } else {
            sema.error(at, "non-const lvalue reference to type '" + target + "' cannot bind to "
                    + (sema.isLvalue(e) ? "a value of unrelated type '" : "a temporary of type '") + Types.unqual(et) + "'");
        }
    }

    /**
     * Is {@code to} an array of the same length as the array {@code from} whose elements are at least as qualified
     * (cv on an array is on its elements: {@code char[2]} is reference-compatible with {@code const char[2]})?
     */
    private static boolean moreQualifiedArray(CType from, CType to) {
        if (!(Types.unqual(from) instanceof CType.Array fa) || !(Types.unqual(to) instanceof CType.Array ta) || fa.length() != ta.length()) return false;
        CType fe = fa.element(), te = ta.element();
        if (Types.unqual(fe) instanceof CType.Array && Types.unqual(te) instanceof CType.Array)
            return moreQualifiedArray(fe, te) && (!Types.isConst(fe) || Types.isConst(te)) && (!Types.isVolatile(fe) || Types.isVolatile(te));
        return Types.compatibleUnqual(Types.unqual(fe), Types.unqual(te)) && (!Types.isConst(fe) || Types.isConst(te))
                && (!Types.isVolatile(fe) || Types.isVolatile(te));
    }

    /**
     * An array's cv-qualifiers are its elements' ([basic.type.qualifier]): {@code const int[3]} (a {@code const _Type&}
     * of {@code typedef int _Type[3]}, std::array's {@code _S_ptr}) as a const {@code int[3]}, so that reference binding
     * compares the arrays without qualifiers and sees the added const.
     */
    private static CType arrayQualifiersOutside(CType t) {
        if (t == null || !(Types.unqual(t) instanceof CType.Array)) return t;
        CType inner = Types.unqual(t);
        while (inner instanceof CType.Array a) inner = Types.unqual(a.element()) instanceof CType.Array ? Types.unqual(a.element()) : a.element();
        if (!(inner instanceof CType.Qualified q) || (!q.isConst() && !q.isVolatile())) return t;
        return new CType.Qualified(unqualifiedElements(Types.unqual(t)), q.isConst(), q.isVolatile(), false, false);
    }

    private static CType unqualifiedElements(CType t) {
        return t instanceof CType.Array a ? new CType.Array(unqualifiedElements(Types.unqual(a.element())), a.length(), a.vla()) : Types.unqual(t);
    }

    // decltype(auto) r = co_await a; with a T& await_resume (CDT types the keyword's stand-in cast as a prvalue)
    private boolean awaitReference(IASTDeclarator d) {
        return d.getPointerOperators().length == 0 && d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                && CxxDeducedTypes.isDecltypeAuto(sd.getDeclSpecifier())
                && d.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression e
                && SemaCoroutineSyntax.keywordOf(e) != null && sema.typeOf(e) != null && coroutines.returnsReference(e);
    }

    /** {@code T &r = e;} in a block: r is a reference bound to e (true), or not a reference (false). */
    boolean localReference(IASTDeclarator d, Symbol s) {
        if (!(d.getName().resolveBinding() instanceof IVariable v) || !isReferenceType(instanceType(v.getType())) && !awaitReference(d)) return false;
        if (s.isStatic && d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd) return staticReferences.declare(sd, d, s, false);
        references.add(s);
        if (!(d.getInitializer() instanceof IASTEqualsInitializer eq) || !(eq.getInitializerClause() instanceof IASTExpression e)) {
            sema.error(d, "declaration of reference variable '" + d.getName() + "' requires an initializer");
            return true;
        }
        sema.typeOf(e);
        bind(e, s.type, isRvalueReference(instanceType(v.getType())), e);
        return true;
    }

    /** What a name denotes in the current template instance (a constructor, destructor or member of the class instance), else its binding. */
    IBinding instanceBinding(IASTName n) {
        IBinding b = n.resolveBinding();
        return sema.templates != null ? sema.templates.resolve(n, b) : b;
    }

    /** Entering the body of {@code fd}: whether its returns bind a reference; a constructor's member initializers. */
    void enterFunction(IASTFunctionDefinition fd) {
        // in a template instance, the instance's result type (`reference` of a class template: typename A<T>::reference)
        returnsReference = instanceBinding(fd.getDeclarator().getName()) instanceof ICPPFunction f && f.getType() != null
                && isReferenceType(f.getType().getReturnType());
        if (SemaDefaultedMembers.isOutOfClass(fd)) defaulted.define(fd);   // A::A(const A &) = default;: the implicit body
        if (jcirc.frontend.cxx.ClassTraits.emitsNothing(fd)) return;   // = delete, = default: no body of its own
        if (instanceBinding(fd.getDeclarator().getName()) instanceof ICPPMethod m && m.isDestructor()) bases.destructor(fd, m);
        memberInitializers(fd);
        if (instanceBinding(fd.getDeclarator().getName()) instanceof ICPPMethod m && m.isDestructor()) special.enterDestructor(fd, m);
    }

    /** {@code return e;} in a function returning {@code T&}: e is bound (true), or the function returns no reference (false). */
    boolean returnReference(IASTExpression e, CType rt) {
        if (!returnsReference) return false;
        bind(e, rt, false, e);
        sema.results.recordConversion(e, sema.typeOf(e), Types.unqual(rt));
        return true;
    }

    // ------------------------------------------------------------------ expressions

    private static IBinding binding(IASTName n) {
        return (n instanceof ICPPASTQualifiedName q ? q.getLastName() : n).resolveBinding();
    }

    private static boolean isInstanceMethod(IBinding b) { return b instanceof ICPPMethod m && !m.isStatic(); }

    /** Is {@code call} a call of a non-static member function (by {@code .}, {@code ->} or an implicit {@code this})? */
    /**
     * {@code p->~T()}, {@code o.~T()} where T names a scalar type (std::_Destroy's {@code __pointer->~_Tp()} in an instance
     * for int): a pseudo-destructor call ([expr.prim.id.dtor]), which only evaluates the object expression. So is the
     * call of a trivial destructor ({@code p->~Q()} of {@code struct Q { int v; };}, std::vector's element destruction
     * through allocator_traits::destroy): it destroys nothing, and g++ emits no call.
     */
    /**
     * The CDT class of Sema's record {@code def}: the class laid out for it, else the class template instance it was
     * made for (in an instance, CDT's types name the template; Sema's the instance); null when neither.
     */
    public ICPPClassType cdtClass(RecordDef def) {
        ICPPClassType c = virtuals.classOf(def);
        return c == null && sema.templates != null ? sema.templates.instanceClass(def) : c;
    }

    public static boolean isPseudoDestructorCall(Sema sema, IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof IASTFieldReference fr) || call.getArguments().length != 0) return false;
        IASTName n = fr.getFieldName() instanceof ICPPASTQualifiedName q ? q.getLastName() : fr.getFieldName();
        if (!n.toString().startsWith("~")) return false;
        CType ot = fr.isPointerDereference() ? Types.pointee(sema.rvalueType(fr.getFieldOwner())) : sema.typeOf(fr.getFieldOwner());
        if (ot == null) return false;
        if (Types.isScalar(Types.unqual(ot))) return true;
        if (!(Types.unqual(ot) instanceof CType.Record r) || r.def() == null) return false;
        // a closure's destructor is trivial: its captures by copy have trivial destructors (SemaLambda rejects others);
        // std::function's _M_destroy: __victim._M_access<_Functor>().~_Functor() of a lambda
        if (sema.cxx.lambdas.closureOf(ot) != null) return true;
        ICPPClassType c = sema.cxx.cdtClass(r.def());
        return c != null && !jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR);
    }

    public static boolean isMemberCall(Sema sema, IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
        if (n == null) return false;
        IBinding b = n.resolveBinding();
        // T::f(a), this->f(a) in a template instance: CDT's unknown method until resolved under the arguments (a static member, or not)
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding && sema.templates != null)
            b = sema.templates.resolve(n instanceof ICPPASTQualifiedName q ? q.getLastName() : n, b);
        // o.~Stored() in an instance, Stored a member alias of the object's class (optional's _M_value.~_Stored_type()):
        // [expr.prim.id.dtor] names the destructor of the class the alias denotes, which CDT leaves unresolved
        if (!isInstanceMethod(b) && fn instanceof IASTFieldReference fr && call.getArguments().length == 0
                && (n instanceof ICPPASTQualifiedName q ? q.getLastName() : n).toString().startsWith("~")) {
            CType ot = fr.isPointerDereference() ? Types.pointee(sema.rvalueType(fr.getFieldOwner())) : sema.typeOf(fr.getFieldOwner());
            if (ot != null && Types.unqual(ot) instanceof CType.Record) return true;
        }
        return isInstanceMethod(b) || (fn instanceof IASTFieldReference && b instanceof ICPPMethod sm && sm.isStatic()
                && !(sm instanceof ICPPConstructor));   // obj.g(a), this->g(a) of a static member function
    }

    private boolean isImplicitMember(IASTIdExpression id) {
        IBinding b = binding(id.getName());
        // in a template instance, A<T>::value is CDT's unknown member until resolved under the arguments
        if (b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPUnknownBinding && sema.templates != null)
            b = sema.templates.resolve(id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName(), b);
        // a data member template (map's __usable_key<_Up>) is static ([temp.pre]/2), whether or not CDT says so
        return b instanceof ICPPField f && !f.isStatic() && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableInstance)
                && !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPVariableTemplate);
    }

    /** The destructor of {@code c} (user-declared or implicit), for {@code o.~Alias()}; null when there is none. */
    private static ICPPMethod destructorByAlias(ICPPClassType c) {
        if (c == null) return null;
        for (ICPPMethod x : c.getMethods())
            if (x.isDestructor() && x.getClassOwner() != null && x.getClassOwner().isSameType(c)) return x;
        return null;
    }

    /**
     * {@code struct L : Box<T> {} l;} in a function template instance: CDT has one class for every instance, with the
     * dependent base, so ClassTraits takes its implicit members as trivial and {@code Box<T>()} never ran (wrong code,
     * found by branch fsjson: <filesystem>'s {@code _UCvt}). Rejected instead when the base, instantiated here, needs
     * a constructor or destructor call (or cannot be instantiated).
     */
    private boolean localWithDependentBaseCalls(ICPPClassType c) {
        if (sema.templates == null || !(c.getOwner() instanceof ICPPFunction)) return false;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases()) {
            org.eclipse.cdt.core.dom.ast.IType bt = b.getBaseClassType();
            if (!org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(bt)) continue;
            org.eclipse.cdt.core.dom.ast.IType it = sema.templates.instantiate(bt);
            if (it == null || CxxSpecialMembers.classOf(it) == null
                    || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(it)
                    || jcirc.frontend.cxx.ClassTraits.needsCalls(it)) return true;
        }
        return false;
    }

    /** The symbol of a C++ function (by its mangled name), or null (reported). */
    Symbol functionSymbol(ICPPFunction f, IASTNode at) {
        try {
            if (f.isDeleted()) {   // = delete
                sema.error(at, f instanceof ICPPConstructor k ? "call to deleted constructor of '" + k.getClassOwner().getName() + "'"
                        : f instanceof ICPPMethod ? "call to deleted member function '" + f.getName() + "'" : "call to deleted function '" + f.getName() + "'");
                return null;
            }
            String mangled = ItaniumMangler.function(f);
            if (sema.templates != null) sema.templates.use(f, mangled, at);   // a member of a class template instance
            Symbol s = sema.symbols.lookup(mangled);
            // a local class's member called from a template instance analysed outside its block (holder<test>'s
            // destructor destroying its member of the local class test): its symbol by its (unique) mangled name
            if (s == null && f.getOwner() instanceof ICPPClassType c && c.getOwner() instanceof ICPPFunction) s = sema.symbols.external(mangled);
            if (s == null || !s.isFunction()) sema.error(at, "calling '" + f.getName() + "' here is not supported yet");
            return s != null && s.isFunction() ? s : null;
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(at, u.getMessage() + " is not supported yet");
            return null;
        }
    }

    // obj.f(a), p->f(a), f(a) inside a member function: the member function's type without 'this' checks the arguments
    CType memberCallType(IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        IASTInitializerClause[] args = SemaDefaultArgs.arguments(sema, call);   // with default arguments
        for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : ((IASTIdExpression) fn).getName();
        ICPPMethod m = sema.templates != null && sema.templates.resolve(n, n.resolveBinding()) instanceof ICPPMethod im ? im
                : n.resolveBinding() instanceof ICPPMethod rm ? rm : null;   // null: o.~Alias() (the object's destructor, below)
        if (m instanceof ICPPConstructor) {   // p->~S() is an ordinary call of the destructor (D1)
            sema.error(call, "explicit constructor calls are not supported yet");
            return CType.INT;
        }
        if (fn instanceof IASTFieldReference pr) m = memberPointers.constOverload(m, pr.getFieldOwner());   // (c.*pm).f() of a const c
        IASTExpression object = null;
        boolean arrow = false;
        Symbol thisParam = null;
        ICPPClassType objectClass = null;
        if (fn instanceof IASTFieldReference fr) {
            object = fr.getFieldOwner();
            arrow = fr.isPointerDereference();
            CType overloaded = arrow ? overload.arrowType(fr) : null;   // p->f() through operator->
            CType ot = arrow ? Types.pointee(overloaded != null ? overloaded : sema.rvalueType(object)) : sema.typeOf(object);
            if (ot == null || !(Types.unqual(ot) instanceof CType.Record orec)) {
                sema.error(fr, "member reference base type '" + sema.rvalueType(object) + "' is not a structure or union");
                return CType.INT;
            }
            objectClass = orec.def() == null ? null : cdtClass(orec.def());
            boolean dtorName = (n instanceof ICPPASTQualifiedName q ? q.getLastName() : n).toString().startsWith("~") && !(n instanceof ICPPASTQualifiedName);
            if (dtorName && destructorByAlias(objectClass) instanceof ICPPMethod d) m = d;   // o.~Alias(): CDT's binding may name the alias
            if (m == null) {
                sema.error(fr.getFieldName(), "no member named '" + n + "' in '" + ot + "'");
                return CType.INT;
            }
            if (m.isStatic()) {   // this->_S_assign(p, n, c): the object expression is evaluated, the static function called without it
                Symbol callee = functionSymbol(m, fn);
                if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function f)) return CType.INT;
                arguments(call, f, 0, args);
                memberCalls.put(call, new MemberCall(callee, object, arrow, null, true));
                return callType(call, f.returnType());
            }
            if (!arrow && !sema.isLvalue(object) && !temps.isClassPrvalue(object)) {   // f().g(): a temporary (SemaTemporaries)
                sema.error(object, "calling a member function on a temporary is not supported yet");
                return CType.INT;
            }
        } else {
            thisParam = sema.symbols.lookup("this");
            if (thisParam == null) {
                sema.error(call, "call to non-static member function without an object argument");
                return CType.INT;
            }
        }
        // p->~T() of a class whose destructor is implicit (std::_Destroy of a shared_ptr<A>): the destructor Sema
        // synthesizes for it, as for the destruction of a local (SemaSpecialMembers)
        Symbol callee = m.isDestructor() && objectClass != null && m.getClassOwner() != null && m.getClassOwner().isSameType(objectClass)
                ? special.special(objectClass, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, fn) : functionSymbol(m, fn);
        if (callee == null || !(Types.unqual(callee.type) instanceof CType.Function f)) return CType.INT;
        arguments(call, f, 1, args);
        memberCalls.put(call, new MemberCall(callee, object, arrow, thisParam));
        virtuals.memberCall(call, m, n);
        return callType(call, f.returnType());
    }

    /** Checks and records the conversions of {@code args} to the parameters of {@code f} after its first {@code skip}. */
    void arguments(IASTNode at, CType.Function f, int skip, IASTInitializerClause[] args) {
        arguments(at, f, skip, args, cdtParams(at));
    }

    /** Checks the arguments of a call of CDT's function {@code fn} ({@link #arguments}). */
    void checkArguments(IASTNode at, CType.Function f, int skip, IASTInitializerClause[] args, ICPPFunction fn) {
        arguments(at, f, skip, args, fn.getType() != null ? fn.getType().getParameterTypes() : null);
    }

    /** As {@link #checkArguments}, for the arguments {@code args} of {@code fn}'s parameters after its first {@code given} ones (default arguments). */
    void checkTrailingArguments(IASTNode at, CType.Function f, int given, IASTInitializerClause[] args, ICPPFunction fn) {
        org.eclipse.cdt.core.dom.ast.IType[] ps = fn.getType() != null ? fn.getType().getParameterTypes() : null;
        arguments(at, f, 1 + given, args, ps == null || ps.length < given ? null : java.util.Arrays.copyOfRange(ps, given, ps.length));
    }

    private void arguments(IASTNode at, CType.Function f, int skip, IASTInitializerClause[] args, org.eclipse.cdt.core.dom.ast.IType[] cdtParams) {
        int n = f.params().size() - skip;
        if (args.length < n || (args.length > n && !f.variadic())) {
            sema.error(at, "too " + (args.length < n ? "few" : "many") + " arguments to function call, expected "
                    + (f.variadic() ? "at least " : "") + n + ", have " + args.length);
            return;
        }
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof IASTExpression a)) continue;
            CType to;
            if (i < n && cdtParams != null && i < cdtParams.length && isReferenceType(cdtParams[i])) {
                to = Types.unqual(f.params().get(i + skip));
                bind(a, to, isRvalueReference(cdtParams[i]), a);   // T& / const T& / T&& parameter: an address is passed
            } else if (i < n) {
                to = Types.unqual(f.params().get(i + skip));
                sema.checkAssignable(a, to, a, "passing");
            } else {
                CType t = sema.rvalueType(a);
                to = Types.unqual(t).equals(CType.FLOAT) ? CType.DOUBLE : Types.isInteger(t) ? Types.promote(t) : Types.unqual(t);
            }
            sema.results.recordConversion(a, sema.typeOf(a), to);
        }
        temps.byValueArguments(f, skip, args);   // copies of by-value class objects
    }

    /**
     * The function a call's name {@code n} calls: CDT's binding; in a template instance, the callee resolved under the
     * instance's arguments (a dependent call's binding is CDT's deferred function).
     */
    private IBinding callee(IASTName n) {
        IBinding b = binding(n);
        if (sema.templates != null) b = sema.templates.resolve(n instanceof ICPPASTQualifiedName q ? q.getLastName() : n, b);
        return b;
    }

    /** CDT's parameter types of the function a call or declarator calls (null if unknown). */
    private org.eclipse.cdt.core.dom.ast.IType[] cdtParams(IASTNode at) {
        IBinding b = null;
        if (at instanceof IASTFunctionCallExpression call) {
            IASTExpression fn = call.getFunctionNameExpression();
            IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
            b = n == null ? null : callee(n);
        } else if (at instanceof IASTDeclarator d) {
            b = CxxSpecialMembers.constructorCall(d);
        }
        if (b instanceof ICPPFunction f && f.getType() != null) return f.getType().getParameterTypes();
        // a call through a pointer to function (a variable, a data member, any expression: m(u, u, 3) with
        // bool (*m)(U &, const U &, int), std::function's _M_manager): the parameters of the pointee's type
        if (at instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce
                && !(b instanceof ICPPFunction)) {
            org.eclipse.cdt.core.dom.ast.IType t = ce.getExpressionType();
            if (sema.templates != null) t = sema.templates.instantiate(t);
            t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,   // typedefs, references, cv, the pointer
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                    | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.PTR);
            if (t instanceof org.eclipse.cdt.core.dom.ast.IFunctionType ft) return ft.getParameterTypes();
        }
        return null;
    }

    // this: the member function's parameter 'this' (S * or const S *)
    CType thisType(IASTLiteralExpression lit) {
        Symbol s = sema.symbols.lookup("this");
        if (s == null) {
            sema.error(lit, "invalid use of 'this' outside of a non-static member function");
            return new CType.Pointer(CType.VOID);
        }
        thisUses.put(lit, s);
        return Types.unqual(s.type);
    }

    /** x naming a non-static data member inside a member function: this->x (its type with the object's qualifiers). */
    CType implicitMemberType(IASTIdExpression id) {
        Sema.MemberRef m = implicitMember(id);
        return m == null ? CType.INT : m.type();
    }

    private Sema.MemberRef computeImplicitMember(IASTIdExpression id) {
        Symbol s = sema.symbols.lookup("this");
        Sema.MemberRef ref = null;
        IASTName last = id.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : id.getName();
        if (s == null) {
            sema.error(id, "invalid use of non-static data member '" + last + "'");
        } else {
            ref = member(Types.pointee(Types.unqual(s.type)), last.toString(), id);
            if (ref != null) thisUses.put(id, s);
        }
        implicitMembers.put(id, ref);
        return ref;
    }

    /** The member {@code name} of an object of type {@code owner} (qualifiers of the object apply to it). */
    Sema.MemberRef member(CType owner, String name, IASTNode at) {
        if (owner == null || !(Types.unqual(owner) instanceof CType.Record r) || !r.def().isComplete()) {
            sema.error(at, "member '" + name + "' of an incomplete class");
            return null;
        }
        IASTName spelled = at instanceof IASTIdExpression id ? id.getName()
                : at instanceof ICPPASTConstructorChainInitializer c ? c.getMemberInitializerId() : null;
        RecordDef.MemberPath p = jcirc.frontend.cxx.CxxMemberLookup.lookup(sema, r.def(), name, spelled);   // inherited members, A::x
        if (p == null) {
            sema.error(at, "no member named '" + name + "' in '" + r + "'");
            return null;
        }
        CType ft = p.last().type();
        if (p.last().isBitField()) ft = sema.bitFieldValueType(p.last(), ft);
        if (owner instanceof CType.Qualified q) ft = Types.qualify(ft, q.isConst() && !jcirc.frontend.cxx.CxxMemberLookup.isMutable(spelled), q.isVolatile(), false);
        if (SemaReferenceMembers.referenceView(r, p) instanceof Sema.MemberRef v) return v;   // a reference member: the referent
        return new Sema.MemberRef(r, p, ft);
    }

    // ------------------------------------------------------------------ objects

    /**
     * A local declared by {@code d} (symbol {@code s}): records the constructor it calls ({@code S s;},
     * {@code S s(a, b);}, {@code S s = a;}, {@code S s = {a, b};}; a user-declared one, or an implicit non-trivial
     * one, SemaSpecialMembers) and the destructor it needs; what this slice cannot do yet is reported.
     */
    void localObject(IASTSimpleDeclaration sd, IASTDeclarator d, Symbol s) { object(sd, d, s, false); }

    /** An object at namespace scope or a static data member's definition; constructed and destroyed as a global. */
    public record GlobalObject(Symbol symbol, IASTDeclarator declarator) {}

    private final List<GlobalObject> globalObjects = new ArrayList<>();
    private final java.util.Set<IASTDeclarator> globalDeclarators = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    private final java.util.Set<IASTDeclarator> staticLocals = java.util.Collections.newSetFromMap(new IdentityHashMap<>());

    /** Is {@code d} a static local whose construction or destructor registration runs once, under a guard variable? */
    public boolean isStaticLocalObject(IASTDeclarator d) {
        return staticLocals.contains(d) && (construction(d) != null || destructor(d) != null || arrays.get(d) != null || dynamicInits.containsKey(d)
                || staticReferences.isDynamic(d));
    }

    /** The unit's objects with dynamic initialization or destructors, in declaration order (their constructions and destructors are recorded by declarator). */
    public List<GlobalObject> globalObjects() { return globalObjects; }

    private final Map<IASTDeclarator, InitTree> dynamicInits = new IdentityHashMap<>();

    /**
     * {@code int x = f();} at namespace scope ({@code global}) or {@code static int n = f();} in a block: C++'s dynamic
     * initialization of an object of static storage duration whose initializer is not a constant expression
     * ([basic.start.dynamic]): zero-initialized, then {@code tree} is stored by the global constructor (in declaration
     * order with the unit's objects) or on the first pass through the declaration, under a guard.
     */
    void dynamicInit(IASTDeclarator d, Symbol s, InitTree tree, boolean global) {
        dynamicInits.put(d, tree);
        if (global && PartialConstantInit.of(sema, s.type, tree) instanceof PartialConstantInit p) partialConstants.put(d, p);   // int ar[2] = {42, i};
        if (global) {
            if (globalDeclarators.add(d)) globalObjects.add(new GlobalObject(s, d));   // once: A g = {"x"}; has a destructor too
        } else if (!staticLocals.contains(d)) {
            staticLocals.add(d);
        }
    }

    /** {@code d}'s object gets its value from code without an initializer tree (a reference's address: SemaStaticReferences). */
    void initializedByCode(IASTDeclarator d, Symbol s, boolean global) {
        if (global) {
            if (globalDeclarators.add(d)) globalObjects.add(new GlobalObject(s, d));
        } else {
            staticLocals.add(d);
        }
    }

    private final Map<IASTDeclarator, PartialConstantInit> partialConstants = new IdentityHashMap<>();

    /** The constant part of the global {@code d}'s dynamic initializer (static) and the rest (stored at run time), or null. */
    public PartialConstantInit partialConstantInit(IASTDeclarator d) { return partialConstants.get(d); }

    /** The initializer {@code d}'s object gets at run time (dynamic initialization), or null. */
    public InitTree dynamicInit(IASTDeclarator d) { return dynamicInits.get(d); }

    /** Is {@code d} a global object that a global constructor initializes (no constant initializer is emitted)? */
    public boolean isGlobalObject(IASTDeclarator d) { return globalDeclarators.contains(d); }

    /** A class definition whose members were declared, in an instance's records (a local class of a function template: per instance). */
    private record MembersDeclared(org.eclipse.cdt.core.dom.ast.IASTDeclaration d, Sema.RecordLayer layer) {}
    private final java.util.Set<MembersDeclared> membersDeclared = new java.util.HashSet<>();

    /** The first time for {@code d}: its class's members are to be declared now (CxxClasses.declareMembers). */
    public boolean firstMemberDeclaration(org.eclipse.cdt.core.dom.ast.IASTDeclaration d) { return membersDeclared.add(new MembersDeclared(d, sema.layer)); }

    /** {@code S s(1);} at namespace scope (symbol {@code s}): true when it is constructed or destroyed by code, recorded. */
    boolean globalObject(IASTSimpleDeclaration sd, IASTDeclarator d, Symbol s) {
        if (sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_extern && d.getInitializer() == null) return false;
        if (!(d.getName().resolveBinding() instanceof IVariable v) || v instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f && !f.isStatic()) return false;
        int errors = sema.diags.errorCount();
        // struct S { ~S(); } s;  the class's member functions are declared before s needs them
        if (sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier) jcirc.frontend.cxx.CxxClasses.declareMembers(sema, sd);
        object(sd, d, s, true);
        if (sema.diags.errorCount() != errors || (construction(d) == null && destructor(d) == null && arrays.get(d) == null)) return rejectedInits.contains(d);
        globalObjects.add(new GlobalObject(s, d));
        globalDeclarators.add(d);
        return constructs(d);
    }

    /** The number of clauses of {@code S b{…}} / {@code S b = {…}}; -1 for other initializers. */
    private static int braceCount(IASTDeclarator d) {
        org.eclipse.cdt.core.dom.ast.IASTInitializer init = d.getInitializer();
        if (init instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerList il) return il.getClauses().length;
        return init instanceof ICPPASTInitializerList il ? il.getClauses().length : -1;
    }

    private void object(IASTSimpleDeclaration sd, IASTDeclarator d, Symbol s, boolean global) {
        if (!(d.getName().resolveBinding() instanceof IVariable v)) return;
        // S<T> s(a); in a function template instance: the instance's class (S<int>), not CDT's dependent S<T>
        // T t; of a template type parameter (or a type that depends on one): the instance's type (was no construction: wrong code)
        boolean dependent = sema.templates != null && sema.templates.inInstance() && (jcirc.frontend.cxx.CxxUnsupported.ofDependentClass(d)
                || jcirc.frontend.cxx.CxxUnsupported.unknownScalar(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(v.getType(),
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE)));   // decltype(f(x)) c(x);
        org.eclipse.cdt.core.dom.ast.IType vt = dependent ? sema.templates.instantiate(v.getType()) : v.getType();
        ICPPClassType c = CxxSpecialMembers.classOf(vt);
        // std::initializer_list<int> l = {1, 2};  auto l = {1, 2};  the object built in l, its array living as long as l
        if (c != null && SemaInitializerLists.isListClass(c) && SemaInitializerLists.bracedList(d) instanceof ICPPASTInitializerList il) {
            if (!initLists.variable(d, s, c, il, global)) rejectedInits.add(d);
            return;
        }
        if (c == null) {   // S a[3];  (SemaArrayObjects)
            if (!jcirc.frontend.cxx.ClassTraits.needsCalls(vt)) return;
            if (!global && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_extern) return;
            int errors = sema.diags.errorCount();
            if (arrays.declare(d, s, vt) && !global && s.isStatic) staticLocals.add(d);
            if (sema.diags.errorCount() != errors && braceCount(d) > 0) rejectedInits.add(d);   // E c[2] = {{7}}; explicit E(int): not C's either
            return;
        }
        if (d.getInitializer() instanceof IASTEqualsInitializer eq && !jcirc.frontend.cxx.CxxListInit.isDirect(eq)
                && eq.getInitializerClause() instanceof ICPPASTInitializerList il && initializers.explicitInCopyListInit(c, il, d.getName())) {
            rejectedInits.add(d);   // E e = {3}; with explicit E(int): not C's initialization either
            return;
        }
        ICPPConstructor cdt = CxxSpecialMembers.anyConstructorCall(d);
        // Q q(std::forward<_T1>(x)) in a template instance: CDT's choice for the arguments under the instance's arguments
        if (sema.templates != null && CxxSpecialMembers.constructorArguments(d) instanceof IASTInitializerClause[] ia && (ia.length > 0 || dependent)   // S<T> s;: its default constructor
                && sema.templates.constructorIn(c, ia, d) instanceof ICPPConstructor x) cdt = x;
        ICPPConstructor k = SemaSpecialMembers.constructorFor(cdt, c, CxxSpecialMembers.constructorArguments(d));
        if (dependent && k == null && CxxSpecialMembers.constructorArguments(d) instanceof IASTInitializerClause[] ca && ca.length == 1
                && ca[0] instanceof IASTExpression e0 && sema.typeOf(e0) instanceof CType et && Types.isRecord(et)
                && Types.compatibleUnqual(Types.unqual(et), Types.unqual(s.type)) && sema.templates.valueCategory((org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression) e0) != org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.PRVALUE)
            k = SemaSpecialMembers.copyOrMove(c, sema.templates.valueCategory((org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression) e0) == org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.XVALUE);   // S<T> s(a); with a of the instance's class
        if ((k == null || k.isImplicit()) && !CxxSpecialMembers.userConstructed(c) && CxxSpecialMembers.constructorArguments(d) instanceof IASTInitializerClause[] a0
                && a0.length == 0 && !(d.getInitializer() instanceof ICPPASTInitializerList) && jcirc.frontend.cxx.ClassTraits.defaultConstructorDeleted(c)
                && !(braceCount(d) >= 0 && SemaAggregates.completing(sema, s.type) != null)) {   // X x{}; of an aggregate: its members' errors (SemaAggregates)
            sema.error(d, "call to implicitly-deleted default constructor of '" + c.getName() + "'");   // struct D : A {}; with no A()
            SemaReferenceMembers.deletedNote(sema, c, false);   // struct M { int &r; };
            return;
        }
        if (k == null && !CxxSpecialMembers.userConstructed(c) && braceCount(d) > 0 && !jcirc.frontend.cxx.ClassTraits.isAggregate(c)) {
            // struct S { int v; virtual int get(); }; S b{0};  not an aggregate, and no constructor takes an int
            sema.error(d, "no matching constructor for initialization of '" + c.getName() + "'");
            return;
        }
        if (k == null && SemaInitializers.aggregateWithDefaults(c, d) && SemaAggregates.completing(sema, s.type) == null) {   // a class template instance
            sema.error(d, "aggregate initialization of a class with default member initializers or members with constructors is not supported yet");
            return;
        }
        boolean dtor = jcirc.frontend.cxx.ClassTraits.nonTrivial(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR);
        boolean[] trivial = new boolean[1];
        boolean calls = k != null && (!k.isImplicit() || (jcirc.frontend.cxx.ClassTraits.kindOf(k) instanceof jcirc.frontend.cxx.ClassTraits.Kind kk
                && jcirc.frontend.cxx.ClassTraits.nonTrivial(c, kk))) || CxxSpecialMembers.callsNonTrivial(d)
                || dependent && k != null && jcirc.frontend.cxx.ClassTraits.kindOf(k) instanceof jcirc.frontend.cxx.ClassTraits.Kind kc   // P<T> q(p); a trivial copy
                   && (kc == jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR || kc == jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR)
                   && CxxSpecialMembers.constructorArguments(d) instanceof IASTInitializerClause[] ca1 && ca1.length == 1;
        if (dependent && !calls && d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer) {
            sema.error(d.getInitializer(), "direct-initialization with parentheses (constructor call) is not supported yet");   // as CxxUnsupported outside templates
            return;
        }
        if ((k == null || k.isImplicit()) && localWithDependentBaseCalls(c)) {
            sema.error(d, "a local class whose dependent base has a constructor or destructor is not supported yet");
            return;
        }
        if (!calls && !dtor) {
            if (k == null && CxxSpecialMembers.userConstructed(c) && !(d.getInitializer() instanceof IASTEqualsInitializer))
                sema.error(d, "no matching constructor for initialization of '" + d.getName() + "'");
            return;
        }
        if (!global && sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_extern) {
            sema.error(d, "block-scope extern objects with constructors or destructors are not supported yet");
            return;
        }
        if (!global && s.isStatic) staticLocals.add(d);   // constructed on first pass, under a guard
        if (calls) {
            IASTInitializerClause[] args = CxxSpecialMembers.constructorArguments(d);
            if (args == null) {
                sema.error(d.getInitializer(), "this initialization of an object with a constructor is not supported yet");
                return;
            }
            args = initLists.listArguments(k, SemaInitializerLists.bracedList(d), args);   // std::vector<int> v{1, 2};: one initializer_list
            args = SemaDefaultArgs.complete(sema, d, k, args);   // S s; with S(int = 1)
            for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
            if (args.length == 1 && args[0] instanceof IASTExpression e && (d.getInitializer() instanceof IASTEqualsInitializer || temps.isClassPrvalue(e))
                    && e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce
                    && valueCategory(ce) == org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory.PRVALUE && Types.isRecord(sema.typeOf(e)) && Types.compatibleUnqual(Types.unqual(sema.typeOf(e)), Types.unqual(s.type))) {
                // S s = f(); S s(S(1)); (a prvalue of the class): initialized in place, no copy (C++17 guaranteed elision).
                // The instance's category: CDT calls a dependent call such as mv(a) returning T&& a prvalue (cxx 294)
                if (temps.isClassPrvalue(e)) temps.elide(d, e);
            } else {
                Symbol ctor = args.length == 1 && args[0] instanceof IASTExpression a0 && special.moveInstead(k, a0, d) instanceof Symbol mv ? mv   // P q = std::move(p);
                        : special.constructorCallee(k, c, d, trivial);
                if (ctor == null && !trivial[0]) return;
                // A a{}; with A() = default; and A(int): value-initialization zeroes the object, and its trivial default
                // constructor does nothing more ([dcl.init]/8.2; gcc's cpp0x/initlist-value2, cxx 421)
                if (ctor == null && args.length == 0 && braceCount(d) == 0 && SemaValueInit.zeroes(c)) valueInit.mark(d);
                if (ctor == null && args.length == 1 && args[0] instanceof IASTExpression e && !(d.getInitializer() instanceof IASTEqualsInitializer)
                        && jcirc.frontend.cxx.ClassTraits.kindOf(k) instanceof jcirc.frontend.cxx.ClassTraits.Kind kk
                        && (kk == jcirc.frontend.cxx.ClassTraits.Kind.COPY_CTOR || kk == jcirc.frontend.cxx.ClassTraits.Kind.MOVE_CTOR))
                    constructions.put(d, new Construction(null, List.of(e)));   // S b(a); with a trivial copy constructor: a plain copy
                if (ctor != null) {
                    if (!(Types.unqual(ctor.type) instanceof CType.Function f)) return;
                    checkArguments(d, f, 1, args, k);
                    List<IASTExpression> as = new ArrayList<>();
                    for (IASTInitializerClause a : args) as.add((IASTExpression) a);
                    constructions.put(d, new Construction(ctor, as));
                    if (as.isEmpty() && braceCount(d) == 0 && SemaValueInit.zeroes(c)) valueInit.mark(d);   // W w{}; value-initialization
                }
            }
        } else if (k == null && CxxSpecialMembers.userConstructed(c) && !(d.getInitializer() instanceof IASTEqualsInitializer)) {
            sema.error(d, "no matching constructor for initialization of '" + d.getName() + "'");
            return;
        }
        if (dtor) {
            Symbol ds = special.special(c, jcirc.frontend.cxx.ClassTraits.Kind.DTOR, d);
            if (ds != null) destructors.put(d, ds);
        }
    }


    private static boolean isEmptyInit(ICPPASTConstructorChainInitializer c) {
        return c.getInitializer() instanceof ICPPASTConstructorInitializer ci && ci.getArguments().length == 0
                || c.getInitializer() instanceof ICPPASTInitializerList il && il.getClauses().length == 0;
    }

    /**
     * Member {@code f} (of class type, or an array of it) is built by its trivial default constructor: no code, but when its
     * destructor is not trivial it is destroyed if a later member or the body throws ([except.ctor]; g++.mike/eh16). An
     * entry without code ({@link SemaExceptions#builtTrivially}) marks its place among the initializers.
     */
    private void trivialMember(ICPPField f, Symbol self, IASTFunctionDefinition fd, List<MemberInit> out) {
        if (!exceptionsEnabled || exceptions.destructorOf(jcirc.frontend.cxx.ClassTraits.elementClass(f.getType()), fd.getDeclarator()) == null) return;
        Sema.MemberRef m = member(Types.pointee(Types.unqual(self.type)), f.getName(), fd.getDeclarator());
        if (m == null) return;
        MemberInit mi = new MemberInit(m, null, fd.getDeclarator());
        exceptions.builtTrivially(mi);
        out.add(mi);
    }

    /** The entries of {@code inits} from {@code start} initialize member {@code f}: one of class type (or an array of such) is destroyed when a later member or the body throws. */
    void unwindMember(ICPPField f, List<MemberInit> inits, int start, IASTNode at) {
        if (!exceptionsEnabled || f == null || f.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType) return;
        for (int i = start; i < inits.size(); i++)
            exceptions.recordUnwind(inits.get(i), exceptions.destructorOf(jcirc.frontend.cxx.ClassTraits.elementClass(f.getType()), at));
    }

    /**
     * {@code S(int a) : x(a), m(1), y()}: the member initializers of a constructor definition, in the members'
     * declaration order; a member of class type not in the list gets its default constructor when that is non-trivial.
     */
    /** {@code t} without its typedefs and cv-qualifiers ({@code typedef unsigned long _Bit_type;}). */
    private static org.eclipse.cdt.core.dom.ast.IType scalarType(org.eclipse.cdt.core.dom.ast.IType t) {
        return org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
    }

    /**
     * The member of the class template that {@code b} specializes, through every enclosing instance (the field of
     * {@code Tree<int>::Impl<Less>} that CDT specializes once per lookup: one key for the initializer and the field).
     */
    private static IBinding templateMember(IBinding b) {
        while (b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp && sp.getSpecializedBinding() != null) b = sp.getSpecializedBinding();
        return b;
    }

    void memberInitializers(IASTFunctionDefinition fd) {
        if (!(fd instanceof ICPPASTFunctionDefinition cfd) || !(instanceBinding(fd.getDeclarator().getName()) instanceof ICPPConstructor k)) return;
        Symbol self = sema.symbols.lookup("this");
        if (self == null) return;
        if (initializers.delegating(fd, k, cfd.getMemberInitializers())) {   // S() : S(0) {}
            bases.constructor(fd, k, null);
            if (exceptionsEnabled) exceptions.recordUnwind(fd, exceptions.destructorOf(k.getClassOwner(), fd.getDeclarator()));   // the body throws: the object is destroyed
            return;
        }
        bases.constructor(fd, k, cfd.getMemberInitializers());
        Map<IBinding, ICPPASTConstructorChainInitializer> chain = new java.util.HashMap<>();
        for (ICPPASTConstructorChainInitializer c : cfd.getMemberInitializers()) {
            if (SemaCXXBases.isBaseInitializer(c)) continue;   // SemaCXXBases
            IBinding b = instanceBinding(c.getMemberInitializerId());
            if (!(b instanceof ICPPField f) || f.isStatic()) { sema.error(c, "this member initializer is not supported yet"); continue; }
            chain.put(templateMember(b), c);
        }
        List<MemberInit> out = new ArrayList<>();
        ICPPField prevField = null;
        int prevStart = 0;
        for (ICPPField f : jcirc.frontend.cxx.ClassTraits.fields(k.getClassOwner())) {
            unwindMember(prevField, out, prevStart, fd.getDeclarator());
            prevField = f;
            prevStart = out.size();
            // a class template instance's field: the initializer names the template's field
            ICPPASTConstructorChainInitializer c = chain.remove(templateMember(f));
            if (c == null && initializers.defaultMemberInit(f, self, out)) continue;   // int x = 3; M m{1}; (NSDMI)
            ICPPClassType fc = f.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType ? null : CxxSpecialMembers.classOf(f.getType());
            if ((c == null || isEmptyInit(c)) && fc == null && jcirc.frontend.cxx.ClassTraits.needsCalls(f.getType())) {   // M a[3]; (or a()): per element
                ICPPClassType ec = jcirc.frontend.cxx.ClassTraits.elementClass(f.getType());
                Sema.MemberRef m = member(Types.pointee(Types.unqual(self.type)), f.getName(), fd.getDeclarator());
                if (m == null || ec == null) continue;
                SemaArrayObjects.ArrayObject ao = arrays.defaults(c != null ? c : fd.getDeclarator(), ec, m.type());
                if (ao != null && ao.defaultCtor() != null) out.add(new MemberInit(m, null, fd.getDeclarator(), ao.defaultCtor(), List.of()));
                else if (c == null && ao != null) trivialMember(f, self, fd, out);   // A a[2]; A(): trivial, ~A(): not
                continue;
            }
            if (c == null && isReferenceType(f.getType())) {   // [class.base.init]/8 (clang's error and note)
                sema.error(fd.getDeclarator(), "constructor for '" + k.getClassOwner().getName() + "' must explicitly initialize the reference member '" + f.getName() + "'");
                if (sema.diagsEnabled() && SemaInitializers.fieldDeclarator(f) instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator fdd)
                    sema.diags.note(sema.loc(Sema.innermostName(fdd)), "declared here");
                continue;
            }
            if (c == null) {
                if (fc == null) continue;
                if (!jcirc.frontend.cxx.ClassTraits.nonTrivial(fc, jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR)) {
                    if (CxxSpecialMembers.userConstructed(fc) && jcirc.frontend.cxx.ClassTraits.defaulted(fc, jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR) == null)
                        sema.error(fd.getDeclarator(), "constructor for '" + k.getClassOwner().getName() + "' must explicitly initialize the member '"
                                + f.getName() + "' which does not have a default constructor");
                    else trivialMember(f, self, fd, out);
                    continue;
                }
                Sema.MemberRef m = member(Types.pointee(Types.unqual(self.type)), f.getName(), fd.getDeclarator());
                Symbol ctor = special.special(fc, jcirc.frontend.cxx.ClassTraits.Kind.DEFAULT_CTOR, fd.getDeclarator());
                if (m != null && ctor != null) out.add(new MemberInit(m, null, fd.getDeclarator(), ctor, List.of()));
                continue;
            }
            IASTInitializerClause[] args = c.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                    : c.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : null;
            Sema.MemberRef m = member(Types.pointee(Types.unqual(self.type)), f.getName(), c);
            if (m == null || args == null) { if (args == null) sema.error(c, "this member initializer is not supported yet"); continue; }
            if (m.reference()) {   // r(x): binds the reference member (SemaReferenceMembers)
                if (args.length != 1 || !(args[0] instanceof IASTExpression v)) { sema.error(c, "this reference member initializer is not supported yet"); continue; }
                MemberInit mi = SemaReferenceMembers.bind(sema, m, v, c, SemaReferenceMembers.Site.MEM_INITIALIZER, f);
                if (mi != null) out.add(mi);
                continue;
            }
            // m{…} of an aggregate member whose type is a template parameter (CxxListInit rewrites the others as m(M{…})):
            // aggregate initialization in the member (std::thread's _State_impl: _M_func{{std::forward<_Args>(__args)...}})
            if (fc != null && c.getInitializer() instanceof ICPPASTInitializerList il && !SemaAggregates.constructed(sema, Types.unqual(m.type()))
                    && initializers.bracedMember(m, f.getType(), fc, il, c, out)) continue;
            if (fc != null && args.length == 1 && args[0] instanceof IASTExpression pv && temps.isClassPrvalue(pv)
                    && Types.compatibleUnqual(Types.unqual(sema.typeOf(pv)), Types.unqual(m.type()))) {
                out.add(new MemberInit(m, pv, c));   // m(f()), m(S(1)): built in the member (C++17 guaranteed elision)
                continue;
            }
            if (fc != null && jcirc.frontend.cxx.ClassTraits.needsCalls(f.getType())) {
                ICPPConstructor mk = null;
                for (org.eclipse.cdt.core.dom.ast.IASTImplicitName n : ((org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner) c).getImplicitNames())
                    if (n.resolveBinding() instanceof ICPPConstructor x) mk = x;
                if (sema.templates != null && sema.templates.constructorIn(fc, args, c) instanceof ICPPConstructor x) mk = x;   // m(args...) in a template instance
                mk = SemaSpecialMembers.constructorFor(mk, fc, args);
                if (mk == null) { sema.error(c, "no matching constructor for initialization of '" + f.getName() + "'"); continue; }
                if (c.getInitializer() instanceof ICPPASTInitializerList il) args = initLists.listArguments(mk, il, args);   // v{1, 2} of a std::vector<int>
                args = SemaDefaultArgs.complete(sema, c, mk, args);
                for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae); else { sema.error(c, "this member initializer is not supported yet"); args = null; break; }
                if (args == null) continue;
                boolean[] trivial = new boolean[1];
                Symbol ctor = special.constructorCallee(mk, fc, c, trivial);
                if (ctor != null && Types.unqual(ctor.type) instanceof CType.Function ft) {
                    checkArguments(c, ft, 1, args, mk);
                    List<IASTExpression> as = new ArrayList<>();
                    for (IASTInitializerClause a : args) as.add((IASTExpression) a);
                    out.add(new MemberInit(m, null, c, ctor, as));
                    if (as.isEmpty() && SemaValueInit.zeroes(fc)) valueInit.mark(c);   // m() of a class without a user-provided default constructor
                } else if (trivial[0] && args.length <= 1) {   // a trivial copy, or value-initialization (zero)
                    IASTExpression value = args.length == 1 ? (IASTExpression) args[0] : null;
                    if (value != null) sema.results.recordConversion(value, sema.typeOf(value), Types.unqual(m.type()));
                    out.add(new MemberInit(m, value, c));
                } else if (trivial[0]) {
                    sema.error(c, "this member initializer is not supported yet");
                }
                continue;
            }
            if (fc == null && c.getInitializer() instanceof ICPPASTInitializerList il && (Types.isArray(m.type()) || Types.isComplex(m.type()))
                    && initializers.bracedMember(m, f.getType(), null, il, c, out)) continue;   // d{x, 2}: an array member
            if (fc != null && (args.length == 0 || (args.length == 1 && args[0] instanceof IASTExpression cv
                    && Types.unqual(sema.typeOf(cv)) instanceof CType.Record && Types.compatibleUnqual(Types.unqual(sema.typeOf(cv)), Types.unqual(m.type()))))) {
                // comp(), comp(c) of a member whose class needs no calls (an empty function object, an aggregate of
                // scalars): value-initialization (zero) or a trivial copy
                IASTExpression value = args.length == 1 ? (IASTExpression) args[0] : null;
                if (value != null) sema.results.recordConversion(value, sema.typeOf(value), Types.unqual(m.type()));
                out.add(new MemberInit(m, value, c));
                continue;
            }
            if (args.length > 1 || (args.length == 1 && !(args[0] instanceof IASTExpression))
                    || !(scalarType(f.getType()) instanceof IBasicType || scalarType(f.getType()) instanceof IPointerType || scalarType(f.getType()) instanceof IEnumeration)) {
                sema.error(c, "this member initializer is not supported yet");
                continue;
            }
            CType to = Types.unqual(m.type());
            IASTExpression value = args.length == 1 ? (IASTExpression) args[0] : null;
            if (value != null) {
                sema.typeOf(value);
                sema.checkAssignable(value, to, value, "initializing");
                sema.results.recordConversion(value, sema.typeOf(value), to);
            }
            out.add(new MemberInit(m, value, c));
        }
        for (ICPPASTConstructorChainInitializer c : chain.values())   // never silently dropped
            sema.error(c, "this member initializer is not supported yet");
        memberInits.put(fd, out);
        unwindMember(prevField, out, prevStart, fd.getDeclarator());
    }
}
