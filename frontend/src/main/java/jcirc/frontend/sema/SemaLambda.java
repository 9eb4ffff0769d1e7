package jcirc.frontend.sema;

import jcirc.frontend.cxx.CdtTypes;
import jcirc.frontend.cxx.CxxClasses;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCapture;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitCapture;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lambdas (C++11 [expr.prim.lambda]) as clang's Sema builds them: each lambda expression has a closure class —
 * a record with one member per captured entity (the object for a capture by copy, its address for a capture by
 * reference, the enclosing {@code this} pointer for {@code this}) — and a function call operator, a member
 * function {@code R operator()(const closure *, P...)} (not const when {@code mutable}) under g++'s mangled name
 * ({@code _ZZ4mainENKUliE_clEi}), internal as in g++ (linkonce_odr in inline functions). Captures are the explicit
 * ones, then with a capture-default {@code [=]}/{@code [&]} every enclosing local (or {@code this}) the body (nested
 * lambdas included) names, in order of first use. The body is walked by SemaWalk as the operator's body, in the
 * scopes of the lambda's place, so names denote the enclosing locals; CIRGen ({@code CIRGenLambda}) maps those
 * symbols to the closure's members when it emits the operator. A call {@code f(a)} of a closure object is a member
 * call of its operator ({@link SemaCXX.MemberCall}).
 */
public final class SemaLambda {
    /** How an entity is captured. */
    public enum Mode { COPY, REFERENCE, THIS }

    /**
     * One captured entity: the enclosing symbol (a local, a parameter, or {@code this}) and its closure member; for an
     * init-capture {@code [n = e]} / {@code [&r = e]} the symbol is the capture's own variable and {@code init} is e.
     */
    public record Capture(Mode mode, Symbol outer, RecordDef.Field field, IASTExpression init) {}

    /** A lambda's closure class and call operator. */
    public record Closure(ICPPASTLambdaExpression lambda, CType.Record type, Symbol operator, Symbol closureParam,
                          List<Capture> captures, boolean mutable) {}

    private final Sema sema;
    /** Per template instance (a lambda in a function template's body has a closure per instance). */
    private final Map<ICPPASTLambdaExpression, Closure> closures;

    SemaLambda(Sema sema) {
        this.sema = sema;
        this.closures = new Sema.NodeMap<>(sema);
    }

    /** The closure of {@code le} (null after an error). */
    public Closure closure(ICPPASTLambdaExpression le) { return closures.get(le); }

    /** The type of a lambda expression: its closure class (declared on first use). */
    CType type(ICPPASTLambdaExpression le) {
        Closure c = closures.get(le);
        if (c == null && !closures.containsKey(le)) {
            c = define(le);
            closures.put(le, c);
        }
        return c == null ? CType.INT : c.type();
    }

    /** The initializers of init-captures, by their variables. */
    private final Map<Symbol, IASTExpression> initCaptures = new java.util.IdentityHashMap<>();

    /** {@code [n = e]} (n has e's decayed type) or {@code [&r = e]} (r a reference to the lvalue e): its variable, or null. */
    private Symbol initCapture(ICPPASTInitCapture ic) {
        org.eclipse.cdt.core.dom.ast.IASTInitializer i = ic.getDeclarator().getInitializer();
        IASTExpression init = i instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression e ? e
                : i instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci && ci.getArguments().length == 1 && ci.getArguments()[0] instanceof IASTExpression e ? e
                : i instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il && il.getClauses().length == 1 && il.getClauses()[0] instanceof IASTExpression e ? e : null;
        if (init == null) {
            sema.error(ic, "this init-capture is not supported yet");
            return null;
        }
        CType it = sema.typeOf(init);
        if (ic.isByReference() && !sema.isLvalue(init)) {
            sema.error(init, "non-const lvalue reference to type '" + Types.unqual(it) + "' cannot bind to a temporary of type '" + Types.unqual(it) + "'");
            return null;
        }
        CType t = ic.isByReference() ? new CType.Pointer(it) : Types.unqual(Types.rvalue(it));
        if (!ic.isByReference() && !Types.isRecord(t)) sema.results.recordConversion(init, it, t);
        Symbol s = new Symbol(ic.getDeclarator().getName().toString(), Symbol.Kind.VARIABLE, t, Symbol.Linkage.NONE, false, sema.loc(ic));
        s.defined = true;
        if (ic.isByReference()) sema.cxx.addReference(s);
        initCaptures.put(s, init);
        return s;
    }

    /** The closure class of CDT's closure type {@code ct} (a template argument deduced from a lambda), or null. */
    public CType closureType(CPPClosureType ct) {
        for (IASTNode n = ct.getDefinition(); n != null; n = n.getParent())
            if (n instanceof ICPPASTLambdaExpression le) {
                type(le);
                Closure c = closures.get(le);
                return c == null ? null : c.type();
            }
        return null;
    }

    /** The closure of CDT's closure type {@code ct} (defined on first use), or null. */
    public Closure closureOf(CPPClosureType ct) {
        return closureType(ct) instanceof CType.Record r ? byRecord.get(r.def()) : null;
    }

    private Closure define(ICPPASTLambdaExpression le) {
        if (!(le.getExpressionType() instanceof CPPClosureType ct) || ct.getFunctionCallOperator() == null) {
            sema.error(le, "this lambda is not supported yet");
            return null;
        }
        boolean generic = ct.isGeneric();   // [](auto x): one call operator per instance, made when called (instance())
        if (generic && sema.layer != null) { sema.error(le, "generic lambdas in templates are not supported yet"); return null; }
        ICPPMethod op = ct.getFunctionCallOperator();
        // in a function template instance's body: named after the instance (_ZZ3twiIiEvT_ENKUlvE_clEv)
        String instance = sema.layer != null && sema.templates != null ? sema.templates.currentFunctionName() : null;
        if (sema.layer != null && instance == null) {
            sema.error(le, "lambdas in this template context are not supported yet");
            return null;
        }
        String mangled;
        try {
            mangled = generic ? null : instance != null ? ItaniumMangler.localFunctionIn(op, instance, sema.templates::instantiate) : ItaniumMangler.function(op);
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(le, u.getMessage() + " is not supported yet");
            return null;
        }
        // the captures
        Map<Symbol, Mode> captures = new LinkedHashMap<>();
        nonTrivial.clear();
        for (ICPPASTCapture cap : le.getCaptures()) {
            if (cap.isPackExpansion()) {
                sema.error(cap, "capturing a parameter pack is not supported yet");
                return null;
            }
            if (cap instanceof ICPPASTInitCapture ic) {   // [n = e], [&r = e]: a variable of the closure, initialized here
                Symbol s = initCapture(ic);
                if (s == null) return null;
                captures.put(s, ic.isByReference() ? Mode.REFERENCE : Mode.COPY);
                noteClass(s, ic.getDeclarator().getName());
                continue;
            }
            if (cap.capturesThisPointer()) {
                if (!cap.isByReference()) { sema.error(cap, "capturing '*this' by copy is not supported yet"); return null; }
                Symbol t = sema.symbols.lookup("this");
                if (t == null) { sema.error(cap, "'this' cannot be captured in this context"); return null; }
                captures.put(t, Mode.THIS);
                continue;
            }
            String n = cap.getIdentifier().toString();
            Symbol s = sema.symbols.lookup(n);
            if (s == null || !isLocal(s)) {
                sema.error(cap.getIdentifier(), s == null ? "use of undeclared identifier '" + n + "'"
                        : "'" + n + "' cannot be captured because it does not have automatic storage duration");
                return null;
            }
            captures.put(s, cap.isByReference() ? Mode.REFERENCE : Mode.COPY);
            noteClass(s, cap.getIdentifier());
        }
        ICPPASTLambdaExpression.CaptureDefault def = le.getCaptureDefault();
        if (!implicitCaptures(le, def, captures)) return null;
        // the closure class
        RecordDef rec = new RecordDef(null, false);
        List<RecordDef.MemberDecl> members = new ArrayList<>();
        List<Mode> modes = new ArrayList<>(captures.values());
        List<Symbol> outers = new ArrayList<>(captures.keySet());
        for (int i = 0; i < outers.size(); i++) {
            Symbol s = outers.get(i);
            CType object = sema.cxx.isReference(s) ? Types.pointee(s.type) : s.type;
            CType ft = switch (modes.get(i)) {
                case COPY -> Types.unqual(object);
                case REFERENCE -> new CType.Pointer(object);
                case THIS -> Types.unqual(s.type);
            };
            if (modes.get(i) == Mode.COPY && nonTrivial.contains(s)) {
                sema.error(le, "capturing an object of a class with a non-trivial copy constructor or destructor by copy is not supported yet");
                return null;
            }
            members.add(new RecordDef.MemberDecl(modes.get(i) == Mode.THIS ? "__this" : s.name, ft, -1, 0));
        }
        if (members.isEmpty()) rec.completeCxx(List.of(), 1, 1, 1, List.of());   // an empty class: size 1
        else rec.complete(members, false, 0);
        CType.Record type = new CType.Record(rec);
        sema.symbols.fileScope().putTag(new Scope.Tag(CxxClasses.key(ct) + (instance != null ? "@" + instance : ""), rec, null));
        List<Capture> list = new ArrayList<>();
        for (int i = 0; i < outers.size(); i++) list.add(new Capture(modes.get(i), outers.get(i), rec.fields().get(i), initCaptures.get(outers.get(i))));
        // the call operator: R (const closure *, P...)
        boolean mutable = le.getDeclarator() != null && le.getDeclarator().isMutable();
        if (generic) {
            CType self = new CType.Pointer(mutable ? type : Types.qualify(type, true, false, false));
            Symbol closureParam = new Symbol("__closure", Symbol.Kind.VARIABLE, self, Symbol.Linkage.NONE, false, sema.loc(le));
            closureParam.isParameter = true;
            closureParam.defined = true;
            Closure closure = new Closure(le, type, null, closureParam, list, mutable);
            byRecord.put(rec, closure);
            genericScopes.put(closure, sema.symbols.current());
            return closure;
        }
        IType rt = op.getType() == null ? null : op.getType().getReturnType();
        if (instance != null) rt = sema.templates.instantiate(rt);   // [this] { return v; } with v of type T
        CType ret = CdtTypes.of(sema, rt);   // T&: a pointer, as functions returning references
        if (ret == null) {
            sema.error(le, "a lambda returning this type is not supported yet");
            return null;
        }
        List<CType> params = new ArrayList<>();
        CType self = new CType.Pointer(mutable ? type : Types.qualify(type, true, false, false));
        params.add(self);
        if (le.getDeclarator() != null)
            for (IASTParameterDeclaration p : le.getDeclarator().getParameters()) {
                CType pt = sema.declaratorType(sema.baseType(p.getDeclSpecifier()), p.getDeclarator());
                if (Types.isVoid(pt) && le.getDeclarator().getParameters().length == 1) break;   // (void)
                params.add(SemaType.adjustParam(pt));
            }
        CType.Function ft = new CType.Function(ret, params, le.getDeclarator() != null && le.getDeclarator().takesVarArgs(), true);
        Symbol enclosing = enclosingFunction();
        boolean outside = outsideFunctions(le);
        // outside function bodies, g++'s weak COMDAT when named after a variable or data member (_ZNK1gMUliE_clEi),
        // internal in a static data member's initializer (_ZNK1PUlvE_clEv)
        boolean odr = enclosing != null && enclosing.linkOnceOdr || outside && mangled.contains("MUl");
        Symbol fn = new Symbol(mangled, Symbol.Kind.FUNCTION, ft, odr ? Symbol.Linkage.EXTERNAL : Symbol.Linkage.INTERNAL, true, sema.loc(le));
        fn.linkOnceOdr = odr;
        fn.defined = true;
        sema.symbols.fileScope().put(fn);
        Symbol closureParam = new Symbol("__closure", Symbol.Kind.VARIABLE, self, Symbol.Linkage.NONE, false, sema.loc(le));
        closureParam.isParameter = true;
        closureParam.defined = true;
        Closure closure = new Closure(le, type, fn, closureParam, list, mutable);
        byRecord.put(rec, closure);
        if (outside) outsideClosures.add(closure);
        return closure;
    }

    /**
     * Lambdas outside function bodies (in the initializer of a namespace-scope variable, of a static data member, of
     * a non-static data member): their bodies are walked at the unit's end ({@code SemaWalk.end}) and their call
     * operators generated then, whether or not CIRGen builds the closure (a constant initializer never does).
     */
    private final List<Closure> outsideClosures = new ArrayList<>();

    public List<Closure> outsideFunctions() { return outsideClosures; }

    /** Is {@code le} outside every function body and lambda body? */
    static boolean outsideFunctions(ICPPASTLambdaExpression le) {
        for (IASTNode p = le.getParent(); p != null; p = p.getParent())
            if (p instanceof ICPPASTLambdaExpression || p instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition) return false;
        return true;
    }

    // ------------------------------------------------------------------ generic lambdas

    /** One instance of a generic lambda's call operator template: its closure view (the instance as operator) and Sema records. */
    public record GenericInstance(Closure closure, Sema.RecordLayer layer) {}

    /** The scope each generic lambda was defined in (its body's names are looked up there, whenever an instance is made). */
    private final Map<Closure, Scope> genericScopes = new java.util.IdentityHashMap<>();
    private final Map<String, GenericInstance> genericInstances = new java.util.HashMap<>();
    private final Map<Symbol, GenericInstance> genericBySymbol = new java.util.IdentityHashMap<>();

    /** The instance of a generic lambda's call operator whose body is being walked (CDT's), or null. */
    private org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction walking;

    /** The instance of a generic lambda's call operator whose body is being walked (a coroutine's function), or null. */
    public org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction walkingInstance() { return walking; }

    /** The generic lambda operator instance {@code op} is, or null. */
    public GenericInstance genericInstance(Symbol op) { return genericBySymbol.get(op); }

    /**
     * {@code g(1)} of a generic lambda {@code [](auto x) {...}}: the instance of its operator template CDT deduced
     * ({@code operator()<int>}), made once per mangled name ({@code _ZZ4mainENKUlT_E_clIiEEDaS_}): a function
     * {@code R (const closure *, int)} whose body is walked under a record layer of its own, in the lambda's scope.
     */
    private Closure instance(Closure c, IASTFunctionCallExpression call) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction inst = sema.templates != null ? sema.templates.operatorIn(call) : null;
        if (inst == null && call instanceof org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner o)
            for (org.eclipse.cdt.core.dom.ast.IASTImplicitName n : o.getImplicitNames())
                if (n.resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction f) inst = f;
        if (inst == null || inst.getType() == null) { sema.error(call, "calling this generic lambda is not supported yet"); return null; }
        String mangled;
        try {
            mangled = ItaniumMangler.function(inst);
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(call, u.getMessage() + " is not supported yet");
            return null;
        }
        GenericInstance known = genericInstances.get(mangled);
        if (known != null) return known.closure();
        CType ret = inst.getType().getReturnType() instanceof ICPPReferenceType ? null : CdtTypes.of(sema, inst.getType().getReturnType());
        List<CType> params = new ArrayList<>();
        params.add(c.closureParam().type);
        for (IType p : inst.getType().getParameterTypes()) {
            // auto&& v / auto &v: a reference parameter (held as the address, as SemaCXX's reference parameters)
            CType pt = p instanceof ICPPReferenceType r ? (CdtTypes.of(sema, r.getType()) instanceof CType rt ? new CType.Pointer(rt) : null) : CdtTypes.of(sema, p);
            if (pt == null) { sema.error(call, "a generic lambda called with an argument of this type is not supported yet"); return null; }
            params.add(SemaType.adjustParam(pt));
        }
        if (ret == null) { sema.error(call, "a generic lambda returning this type is not supported yet"); return null; }
        CType.Function ft = new CType.Function(ret, params, false, true);
        Symbol fn = new Symbol(mangled, Symbol.Kind.FUNCTION, ft, Symbol.Linkage.INTERNAL, true, sema.loc(c.lambda()));
        fn.defined = true;
        sema.symbols.fileScope().put(fn);
        Closure ic = new Closure(c.lambda(), c.type(), fn, c.closureParam(), c.captures(), c.mutable());
        GenericInstance gi = new GenericInstance(ic, new Sema.RecordLayer());
        genericInstances.put(mangled, gi);
        genericBySymbol.put(fn, gi);
        Sema.RecordLayer savedLayer = sema.layer;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction savedWalking = walking;
        walking = inst;
        Scope savedInstance = sema.symbols.instanceScope;
        Scope savedScope = sema.symbols.swapCurrent(genericScopes.get(c));
        String savedName = sema.currentFunctionName;
        sema.layer = gi.layer();
        sema.symbols.instanceScope = null;
        Runnable leave = sema.templates != null ? sema.templates.enterGenericLambda(inst, mangled, gi.layer()) : null;
        try {
            sema.walk.lambdaBody(ic);
        } finally {
            if (leave != null) leave.run();
            walking = savedWalking;
            sema.layer = savedLayer;
            sema.symbols.instanceScope = savedInstance;
            sema.symbols.swapCurrent(savedScope);
            sema.currentFunctionName = savedName;
        }
        return ic;
    }

    /** Captured symbols of classes with non-trivial copy constructors or destructors (of the closure being defined). */
    private final java.util.Set<Symbol> nonTrivial = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

    private void noteClass(Symbol s, IASTName n) {
        if (binding(n) instanceof IVariable v && nonTrivialObject(v.getType())) nonTrivial.add(s);
    }

    /** A class, or an array of a class, with a non-trivial copy constructor or destructor (copying it calls functions). */
    static boolean nonTrivialObject(IType t) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType c = jcirc.frontend.cxx.ClassTraits.elementClass(t);
        return c != null && jcirc.frontend.cxx.CxxSpecialMembers.nonTrivial((IType) c);
    }

    /** The function whose body is being walked (the closure's linkage follows it), or null. */
    private Symbol enclosingFunction() {
        String n = sema.currentFunctionName;
        if (n == null || n.isEmpty()) return null;
        Symbol s = sema.symbols.fileScope().lookupLocal(n);
        return s != null && s.isFunction() ? s : null;
    }

    /** A variable with automatic storage duration of an enclosing function (a lambda can capture it). */
    private boolean isLocal(Symbol s) {
        return s.isVariable() && !s.isStatic && s.linkage == Symbol.Linkage.NONE && sema.symbols.fileScope().lookupLocal(s.name) != s;
    }

    /**
     * The enclosing locals (and {@code this}) the body names that are declared outside the lambda: captured with
     * the capture-default; without one, clang's error (constants are captured by copy: their reads fold).
     */
    private boolean implicitCaptures(ICPPASTLambdaExpression le, ICPPASTLambdaExpression.CaptureDefault def, Map<Symbol, Mode> captures) {
        boolean[] ok = {true};
        Mode mode = def == ICPPASTLambdaExpression.CaptureDefault.BY_COPY ? Mode.COPY : Mode.REFERENCE;
        boolean none = def == ICPPASTLambdaExpression.CaptureDefault.UNSPECIFIED;
        le.getBody().accept(new ASTVisitor() {
            { shouldVisitNames = true; shouldVisitExpressions = true; }

            @Override public int visit(IASTExpression e) {
                boolean usesThis = e instanceof IASTLiteralExpression lit && lit.getKind() == IASTLiteralExpression.lk_this
                        || e instanceof IASTIdExpression id && (binding(id.getName()) instanceof ICPPField f && !f.isStatic()
                            || binding(id.getName()) instanceof ICPPMethod m && !m.isStatic() && !(m.getOwner() instanceof CPPClosureType));
                if (usesThis) {
                    Symbol t = sema.symbols.lookup("this");
                    if (t != null && !captures.containsKey(t)) {
                        if (none) {
                            sema.error(e, "'this' cannot be implicitly captured in this context");
                            ok[0] = false;
                        } else captures.put(t, Mode.THIS);
                    }
                }
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTName n) {
                if (!(n.getParent() instanceof IASTIdExpression) && !(n.getParent() instanceof ICPPASTCapture)) return PROCESS_CONTINUE;
                if (!(binding(n) instanceof IVariable v) || v instanceof ICPPField || declaredInside(v, le)) return PROCESS_CONTINUE;
                Symbol s = sema.symbols.lookup(n.toString());
                if (s == null || !isLocal(s) || captures.containsKey(s)) return PROCESS_CONTINUE;
                if (none && s.constexprValue == null) {
                    sema.error(n, "variable '" + n + "' cannot be implicitly captured in a lambda with no capture-default specified");
                    ok[0] = false;
                    return PROCESS_CONTINUE;
                }
                captures.put(s, none ? Mode.COPY : mode);
                noteClass(s, n);
                return PROCESS_CONTINUE;
            }
        });
        return ok[0];
    }

    private static IBinding binding(IASTName n) {
        return (n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : n).resolveBinding();
    }

    /** Is {@code v} declared inside {@code le} (a parameter, a local of its body or of a nested lambda)? */
    private static boolean declaredInside(IVariable v, ICPPASTLambdaExpression le) {
        IASTNode d = v instanceof ICPPInternalBinding ib ? (ib.getDefinition() != null ? ib.getDefinition()
                : ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : null) : null;
        for (IASTNode p = d; p != null; p = p.getParent()) if (p == le) return true;
        return false;
    }

    // ------------------------------------------------------------------ conversion to a function pointer

    private final Map<Closure, Symbol> invokers = new java.util.IdentityHashMap<>();

    /** The closure whose class is {@code t}, or null. */
    public Closure closureOf(CType t) {
        return Types.unqual(t) instanceof CType.Record r ? byRecord.get(r.def()) : null;
    }

    /** The static invoker of a capture-less closure ({@code _ZZ4mainENUliE_4_FUNEi}, as g++): the operator without the closure. */
    public Symbol invoker(Closure c) { return invokers.get(c); }

    /**
     * {@code int (*fp)(int) = [](int x) {...};}: a capture-less closure converts to a pointer to a function of its
     * operator's type (the address of its static invoker, which calls the operator). True when {@code from} is a
     * closure class (converted, or an error reported).
     */
    boolean toFunctionPointer(IASTExpression src, CType from, CType to) {
        Closure c = closureOf(from);
        if (c == null) return false;
        if (c.operator() == null) {
            sema.error(src, "converting a generic lambda to a function pointer is not supported yet");
            return true;
        }
        CType.Function op = (CType.Function) Types.unqual(c.operator().type);
        CType.Function plain = new CType.Function(op.returnType(), op.params().subList(1, op.params().size()), op.variadic(), true);
        if (!(Types.pointee(to) instanceof CType fn && Types.unqual(fn) instanceof CType.Function target) || !c.captures().isEmpty()
                || !Types.compatibleUnqual(target, plain)) {
            sema.error(src, "no viable conversion from '(lambda)' to '" + to + "'");
            return true;
        }
        for (CType p : plain.params())
            if (!Types.isScalar(p)) { sema.error(src, "converting a lambda with a parameter of type '" + p + "' to a function pointer is not supported yet"); return true; }
        if (!Types.isScalar(plain.returnType()) && !Types.isVoid(plain.returnType())) {
            sema.error(src, "converting a lambda returning '" + plain.returnType() + "' to a function pointer is not supported yet");
            return true;
        }
        invokers.computeIfAbsent(c, k -> {
            String op2 = k.operator().name;
            int cl = op2.lastIndexOf("clE");
            int ul = op2.lastIndexOf("Ul", cl);
            String name = op2.substring(0, cl) + "4_FUNE" + op2.substring(cl + 3);
            if (ul > 0 && name.charAt(ul - 1) == 'K') name = name.substring(0, ul - 1) + name.substring(ul);
            else if (name.startsWith("_ZNK")) name = "_ZN" + name.substring(4);   // _ZNK4add1MUliE_clEi: the operator's own nested name
            Symbol inv = new Symbol(name, Symbol.Kind.FUNCTION, plain, k.operator().linkage, true, k.operator().loc);
            inv.linkOnceOdr = k.operator().linkOnceOdr;
            inv.defined = true;
            sema.symbols.fileScope().put(inv);
            return inv;
        });
        return true;
    }

    // ------------------------------------------------------------------ calls

    /** Is {@code call} a call of a closure object ({@code f(a)}, {@code [](int x){...}(1)})? (CDT's view, outside templates) */
    public static boolean isClosureCall(IASTFunctionCallExpression call) {
        return call.getFunctionNameExpression() instanceof ICPPASTExpression fe && closureType(fe.getExpressionType()) != null;
    }

    /** Is {@code call} a call of an object of a closure class Sema defined (also in template instances: {@code f(v)} with {@code F f})? */
    boolean callsClosure(IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        while (fn instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary)
            fn = u.getOperand();
        if (fn instanceof ICPPASTLambdaExpression) return true;
        // (*static_cast<F *>(p))(x), std::forward<F>(f)(x) in an instance whose F is a closure class (std::function's
        // invoker): an object of the closure class, whatever expression denotes it
        if (!(fn instanceof IASTIdExpression) && !(fn instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference)
                && sema.templates != null && sema.templates.inInstance()) {
            CType t = sema.typeOf(fn);
            if (Types.unqual(t) instanceof CType.Record r && byRecord.containsKey(r.def())) return true;
        }
        // comp(a, b) / this->comp(a, b) of a member whose type is a closure class in the instance (predefined_ops.h's
        // _Iter_comp_iter<_Compare>::_M_comp(*__it1, *__it2) with a lambda's closure type as _Compare)
        if ((fn instanceof IASTIdExpression || fn instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference) && fieldOf(fn) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPField f
                && !f.isStatic() && sema.templates != null && sema.templates.inInstance()) {
            CType t = sema.typeOf(fn);
            return Types.unqual(t) instanceof CType.Record r && byRecord.containsKey(r.def());
        }
        if (!(fn instanceof IASTIdExpression id) || !(binding(id.getName()) instanceof IVariable)) return isClosureCall(call);
        // the variable by its name: in a template instance CDT resolves the callee name to the operator() itself
        Symbol s = sema.resolved.get(id.getName());
        if (s == null) s = sema.symbols.lookup(id.getName().toString());
        if (s == null) return isClosureCall(call);   // a qualified name (N::g(1), P::f(2)): CDT's type
        if (!s.isVariable()) return false;
        CType t = sema.cxx.isReference(s) ? Types.pointee(s.type) : s.type;
        if (!(Types.unqual(t) instanceof CType.Record r) || !byRecord.containsKey(r.def())) return false;
        sema.resolved.put(id.getName(), s);
        return true;
    }

    /** The binding a member name callee names ({@code comp}, {@code this->comp}), or null. */
    private IBinding fieldOf(IASTExpression fn) {
        if (fn instanceof IASTIdExpression id) return binding(id.getName());
        return fn instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference fr ? binding(fr.getFieldName()) : null;
    }

    /** Closures by their classes. */
    private final Map<RecordDef, Closure> byRecord = new java.util.IdentityHashMap<>();

    private static CPPClosureType closureType(IType t) {
        while (true) {
            if (t instanceof ITypedef td) t = td.getType();
            else if (t instanceof IQualifierType q) t = q.getType();
            else if (t instanceof ICPPReferenceType r) t = r.getType();
            else break;
        }
        return t instanceof CPPClosureType c ? c : null;
    }

    /** {@code f(a)} on a closure object: a member call of its operator(), the object being {@code f}. */
    CType callType(IASTFunctionCallExpression call) {
        IASTExpression fn = call.getFunctionNameExpression();
        CType ot = sema.typeOf(fn);
        IASTInitializerClause[] args = sema.cxx.packs.arguments(call.getArguments());   // f(std::forward<_Args>(__args)...)
        for (IASTInitializerClause a : args) if (a instanceof IASTExpression ae) sema.typeOf(ae);
        Closure c = Types.unqual(ot) instanceof CType.Record r ? byRecord.get(r.def()) : null;
        if (c == null) {
            if (!sema.diags.hasErrors()) sema.error(call, "calling this closure object is not supported yet");
            return CType.INT;
        }
        if (c.operator() == null && (c = instance(c, call)) == null) return CType.INT;   // a generic lambda
        CType.Function f = (CType.Function) Types.unqual(c.operator().type);
        if (Types.isConst(ot) && c.mutable()) {
            sema.error(call, "no matching function for call to object of type '" + Types.unqual(ot) + "'");
            return CType.INT;
        }
        sema.cxx.checkArguments(call, f, 1, args, ((CPPClosureType) c.lambda().getExpressionType()).getFunctionCallOperator());
        sema.cxx.recordMemberCall(call, new SemaCXX.MemberCall(c.operator(), fn, false, null));
        if (genericInstance(c.operator()) == null && returnsReference(c) && Types.pointee(f.returnType()) != null) {   // [&]() -> int & { return x; }: the object
            sema.cxx.referenceCall(call);
            return Types.pointee(f.returnType());
        }
        sema.cxx.temps.callResult(call, f.returnType());   // a class returned by value: its temporary's destructor
        return Types.unqual(f.returnType());
    }

    /** Does the closure's call operator return a reference ({@code -> T&}, {@code -> T&&}, {@code -> auto&})? */
    static boolean returnsReference(Closure c) {
        return c.operator() != null && Types.pointee(Types.unqual(c.operator().type) instanceof CType.Function f ? f.returnType() : null) != null && c.lambda().getExpressionType() instanceof CPPClosureType ct && ct.getFunctionCallOperator() instanceof ICPPMethod op
                && op.getType() != null && op.getType().getReturnType() instanceof ICPPReferenceType;
    }
}
