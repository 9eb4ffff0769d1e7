package jcirc.frontend.sema;

import jcirc.frontend.diag.FatalError;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.c.ICASTDesignatedInitializer;
import org.eclipse.cdt.core.dom.ast.gnu.c.ICASTKnRFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTCompoundStatementExpression;
import org.eclipse.cdt.core.dom.ast.gnu.IGNUASTGotoStatement;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Sema as a phase of its own (clang's Sema before CodeGen, chibicc's {@code add_type} before codegen):
 * walks the whole translation unit in source order, with the scopes C gives it, before CIRGen runs.
 * Every declaration is declared, every initializer resolved, every full expression typed (which
 * resolves its names, records its implicit conversions' source types and reports its errors), and the
 * statement rules (jump statements outside loops, case labels outside switches and their values,
 * label redefinitions, return values, switch controllers, constant static initializers) are checked.
 * The decisions land in {@link SemaResults} and Sema's maps; CIRGen asks the same entry points again
 * and reads them, and {@code -fsyntax-only} stops after this walk. Not analysed here: the bodies of
 * functions that are only inline definitions (gnu_inline / extern inline, which generate no code) and
 * inline-asm operands (parsed by CIRGen from the asm text) (docs/frontend.md, "Sema before CIRGen").
 */
public final class SemaWalk {
    private final Sema sema;
    /** Enclosing loops and switches of the statement being walked (for break/continue/case/default). */
    private int loops, switches;
    /** The function whose body is walked (null outside). */
    private CType.Function function;
    /** The type a {@code return e;} of the function being walked converts {@code e} to (its definition's own return type). */
    private CType returnTarget;
    private String functionName = "";
    /** Nested functions the walk declared, and those of them already defined. */
    private final Set<Symbol> nested = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Symbol> nestedDefined = Collections.newSetFromMap(new IdentityHashMap<>());
    /** Constant-ness of the initializers of static objects. */
    private final ConstantInitializers constantInitializers;
    /** The promoted controlling types of the enclosing switches, innermost first (for their case labels). */
    private final java.util.ArrayDeque<CType> switchTypes = new java.util.ArrayDeque<>();
    /** The function being walked: labels it defines and uses, the nested functions it declares. */
    private FunctionState fs = new FunctionState(null);

    /** Per function body (a nested function's body has its own, linked to its parent's). */
    private static final class FunctionState {
        final FunctionState parent;
        final Set<String> labels = new java.util.HashSet<>();
        final Set<String> localLabels = new java.util.HashSet<>();
        final java.util.LinkedHashSet<String> labelUses = new java.util.LinkedHashSet<>();
        final java.util.List<Symbol> nestedDeclared = new java.util.ArrayList<>();
        /** Labels defined so far: a function label by name, a local one by its {@code __label__} declaration. */
        final Set<Object> defined = new java.util.HashSet<>();
        /** The {@code __label__} declarations of the enclosing blocks, innermost last. */
        final java.util.ArrayDeque<java.util.Map<String, Object>> localLabelScopes = new java.util.ArrayDeque<>();
        FunctionState(FunctionState parent) { this.parent = parent; }

        /** The label a definition {@code name:} defines: the innermost {@code __label__ name} in scope, else the function's. */
        Object label(String name) {
            for (var it = localLabelScopes.descendingIterator(); it.hasNext(); ) {
                Object l = it.next().get(name);
                if (l != null) return l;
            }
            return name;
        }

        /** A {@code __label__} of an enclosing function: a nested function may jump to it. */
        boolean outerLocalLabel(String name) {
            for (FunctionState f = parent; f != null; f = f.parent) if (f.localLabels.contains(name)) return true;
            return false;
        }
    }

    public SemaWalk(Sema sema) {
        this.sema = sema;
        this.constantInitializers = new ConstantInitializers(sema);
        sema.walk = this;
    }

    /** Before the first declaration: the unit's {@code #pragma pack} directives. */
    public void begin(IASTTranslationUnit tu) { sema.readPragmas(tu); }

    /**
     * After the last declaration, the checks that need the whole unit: a tentative definition of an
     * array of unknown size becomes an array of one element (C11 6.9.2p5, clang's warning), and every
     * {@code alias} must name a definition ({@link AliasTargets}).
     */
    public void end() {
        for (Symbol s : sema.fileSymbols()) {
            if (s.isVariable() && s.tentative && !s.defined && Types.unqual(s.type) instanceof CType.Array a && a.length() < 0) {
                s.type = new CType.Array(a.element(), 1);
                sema.warning(null, "tentative array definition assumed to have one element");
            }
        }
        AliasTargets.check(sema);
        if (sema.cxx != null)   // lambdas outside function bodies: their operators' bodies (SemaLambda.outsideFunctions)
            for (int i = 0; i < sema.cxx.lambdas.outsideFunctions().size(); i++) lambdaBody(sema.cxx.lambdas.outsideFunctions().get(i));
        if (sema.cxx != null) sema.cxx.special.implicitVirtualDestructors(sema.cxx.virtuals.dynamicClasses());   // for the vtables
    }

    /** Analyses one top-level declaration (a function definition with its body, or a declaration). */
    public void topLevel(IASTDeclaration d) {
        Scope file = sema.symbols.fileScope();
        int errorsBefore = sema.diags.errorCount();
        try {
            declaration(d);
        } catch (FatalError e) {
            throw e;
        } catch (RuntimeException e) {
            // after an error Sema reported: the declaration is rejected, nothing more to say. Otherwise a Sema bug, an
            // internal compiler error (exit 70): CIRGen must not generate what Sema did not finish (it compiled
            // `Q c{{3}, 3};` as an uninitialized c when the constructor's analysis threw, and later objects of the
            // same function unconstructed too: wrong code, cxx 433)
            if ("1".equals(jcirc.host.Invocation.getenv("JCIRC_STACKTRACE"))) e.printStackTrace();
            if (sema.diags.errorCount() == errorsBefore) sema.error(d, "internal compiler error in semantic analysis: " + e);
        } finally {
            if (sema.diags.errorCount() != errorsBefore) sema.results.rejected.add(d);
            sema.symbols.popTo(file);
            sema.currentFunctionName = "";
            function = null;
            deducing = null;
            returnTarget = null;
            loops = switches = 0;
            switchTypes.clear();
            fs = new FunctionState(null);
        }
    }

    private void declaration(IASTDeclaration d) {
        switch (d) {
            case IASTFunctionDefinition fd -> functionDefinition(fd);
            case IASTSimpleDeclaration sd -> fileScopeDeclaration(sd);
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStaticAssertDeclaration sa -> CxxStaticAssert.check(sema, sa);   // C++
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTAliasDeclaration a -> CxxStaticAssert.alias(sema, a);
            default -> { }   // file-scope asm, problems
        }
    }

    // ------------------------------------------------------------------ declarations

    // int x = 1, *p = &x;  typedef struct S S;  _Static_assert(...);
    private void fileScopeDeclaration(IASTSimpleDeclaration sd) {
        IASTDeclSpecifier spec = sd.getDeclSpecifier();
        CType base = sema.baseType(spec);
        for (IASTDeclarator d : sd.getDeclarators()) {
            CType t = sema.autoType(spec, d, sema.declaratorType(base, d));
            if (StaticAsserts.check(sema, d)) continue;
            IASTInitializer init = d.getInitializer();
            Symbol s = sema.declare(spec, d, t, false, init != null);
            if (s.isTypedef() || s.isFunction()) {
                if (init != null) sema.error(d, "illegal initializer (only variables can be initialized)");
                continue;
            }
            if (Types.isVoid(s.type) && spec.getStorageClass() != IASTDeclSpecifier.sc_extern)   // void v;
                sema.error(d, "variable has incomplete type '" + s.type + "'");
            if (sema.cxx != null && sema.cxx.staticReferences.declare(sd, d, s, true)) continue;   // C++: int &r = x;
            if (sema.cxx != null && sema.cxx.globalObject(sd, d, s)) continue;   // C++: S s(1); constructed by the global constructor
            if (SemaInitializers.clause(d, s.type) instanceof IASTInitializerClause clause && initialize(s, clause, false) instanceof InitTree dyn)
                sema.cxx.dynamicInit(d, s, dyn, true);   // C++: int x = f(); (or int x(f());) initialized by the global constructor
        }
    }

    /**
     * Resolves an initializer against its object (completing {@code int a[] = {...}}) and types its expressions.
     * Returns the tree of a C++ static object whose initializer is not constant (dynamic initialization), else null.
     */
    private InitTree initialize(Symbol s, IASTInitializerClause clause, boolean automatic) {
        InitTree tree = InitTree.build(sema, s.type, clause, automatic);
        if (Types.isArray(s.type) && !Types.isComplete(s.type)) s.type = tree.type();
        initializerExpressions(clause);
        if (automatic && tree instanceof InitTree.Expr e) sema.checkAssignable(e.expr(), s.type, e.expr(), "initializing");
        if (!automatic && sema.cxx != null) return constantInitializers.isConstant(tree, s.type) ? null : tree;
        if (!automatic) constantInitializers.check(tree, s.type);
        return null;
    }

    /**
     * The arguments of a constructor call a declarator makes ({@code S s = e;}, {@code S s(a, b);}, {@code S s{a};}),
     * already typed by SemaCXX: the lambda bodies and statement expressions in them are walked as any expression's.
     */
    private void constructorArguments(IASTInitializer init) {
        switch (init) {
            case IASTEqualsInitializer eq -> initializerExpressions(eq.getInitializerClause());
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci -> {
                for (IASTInitializerClause a : ci.getArguments()) initializerExpressions(a);
            }
            case IASTInitializerList il -> initializerExpressions(il);
            default -> { }
        }
    }

    private void initializerExpressions(IASTInitializerClause c) {
        switch (c) {
            case IASTExpression e -> expr(e);
            case IASTInitializerList il -> { for (IASTInitializerClause x : il.getClauses()) initializerExpressions(x); }
            case ICASTDesignatedInitializer di -> initializerExpressions(di.getOperand());
            case null, default -> { }
        }
    }

    // { int a = 1; static int n; extern int e; typedef int T; auto int g(int); }
    private void localDeclaration(IASTSimpleDeclaration sd) {
        IASTDeclSpecifier spec = sd.getDeclSpecifier();
        CType base = sema.baseType(spec);
        if (sema.cxx != null && spec instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier)
            localClassLinkage(sd);   // a local class's member functions, before its objects are constructed
        for (IASTDeclarator d : sd.getDeclarators()) {
            CType t = sema.autoType(spec, d, sema.declaratorType(base, d));
            if (StaticAsserts.check(sema, d)) continue;
            IASTInitializer init = d.getInitializer();
            boolean hasInit = init != null;
            int sc = spec.getStorageClass();
            if (sc == IASTDeclSpecifier.sc_auto && Types.isFunction(t)) {
                nestedFunction(d, t);
                continue;
            }
            Symbol s = sema.declare(spec, d, t, false, hasInit);
            if (sema.cxx != null && !s.isTypedef() && !s.isFunction() && SemaInitializers.unknownTypeNotScalar(d, s.type)) {
                sema.error(init, "direct-initialization with parentheses (constructor call) is not supported yet");   // typename A::type x(e); of a class
                continue;
            }
            if (sema.cxx != null && !s.isTypedef() && !s.isFunction()) sema.cxx.localObject(sd, d, s);   // C++: constructor, destructor
            if (sema.cxx != null && function != null && !s.isTypedef() && !s.isFunction()) sema.cxx.temps.local(d, s, function.returnType());   // C++: NRVO
            if (s.isTypedef() || s.isFunction() || sc == IASTDeclSpecifier.sc_extern) continue;
            ShadowCheck.check(sema, SemaType.innermostName(d));
            if (Types.isVla(s.type) && !s.isStatic) {
                boolean emptyInit = sema.c23 && init instanceof IASTEqualsInitializer eq
                        && eq.getInitializerClause() instanceof IASTInitializerList l && l.getClauses().length == 0;
                if (hasInit && !emptyInit) sema.error(d, "variable-sized object may not be initialized");
                continue;
            }
            if (sema.cxx != null && sema.cxx.localReference(d, s)) {
                // C++ T &r = e: bound by SemaCXX
            } else if (SemaInitializers.clause(d, s.type) instanceof IASTInitializerClause clause
                    && !(sema.cxx != null && sema.cxx.constructs(d))) {   // C++: S s = a; calls a constructor; int *p(q); as int *p = q;
                if (initialize(s, clause, !s.isStatic) instanceof InitTree dyn)
                    sema.cxx.dynamicInit(d, s, dyn, false);   // C++: static int n = f(); initialized on the first pass, under a guard
                if (s.isStatic && nestedFunctionAddress(clause) instanceof IASTExpression at)
                    sema.error(at, "initializer element is not a compile-time constant");   // needs a trampoline
            } else if (sema.cxx != null && init != null && sema.cxx.constructs(d)) {
                constructorArguments(init);   // S s = [](int x) { … }; S s(f, ({ … })): lambda bodies, statement expressions
            }
            if (!s.isStatic && !Types.isComplete(s.type)) {
                if (Types.unqual(s.type) instanceof CType.Array a && a.vla()) sema.error(d, "variable length arrays are not supported yet");
                else sema.error(d, "variable has incomplete type '" + s.type + "'");
                s.type = CType.INT;
            }
            if (!s.isStatic && s.gnu.cleanup != null) {   // T v __attribute__((cleanup(fn)))
                Symbol fn = sema.symbols.lookup(s.gnu.cleanup);
                if (fn == null || !fn.isFunction()) sema.error(d, "'cleanup' argument '" + s.gnu.cleanup + "' is not a function");
            }
        }
    }

    /** The expression of a scalar initializer that is (the address of) a nested function, or null. */
    private IASTExpression nestedFunctionAddress(IASTInitializerClause c) {
        IASTNode x = c;
        while (true) {
            if (x instanceof IASTUnaryExpression u && (u.getOperator() == IASTUnaryExpression.op_bracketedPrimary
                    || u.getOperator() == IASTUnaryExpression.op_amper)) x = u.getOperand();
            else if (x instanceof IASTCastExpression ce) x = ce.getOperand();
            else break;
        }
        return x instanceof IASTIdExpression id && nested.contains(sema.resolvedSymbol(id.getName())) ? id : null;
    }

    /** {@code auto int g(int);} or the definition of GNU nested function g: one symbol per block. */
    private Symbol nestedFunction(IASTDeclarator d, CType t) {
        String name = Sema.innermostName(d).toString();
        Symbol prev = sema.symbols.current().lookupLocal(name);
        Symbol s;
        if (prev != null && nested.contains(prev)) {
            if (!Types.compatible(prev.type, t)) sema.error(d, "conflicting types for '" + name + "'");
            s = prev;
        } else {
            s = new Symbol(name, Symbol.Kind.FUNCTION, t, Symbol.Linkage.NONE, true, sema.loc(d));
            nested.add(s);
            fs.nestedDeclared.add(s);
            sema.symbols.current().put(s);
        }
        sema.results.recordNestedFunction(d, s);
        return s;
    }

    /**
     * C++: a local class's member functions ({@code void f() { struct S { S() {…} static int g(int); }; … }}): declared
     * with the class (localDeclaration, as a class's at file scope: CxxClasses.declareMembers), and their in-class bodies walked as
     * functions of their own in a function scope inside the block (the local class and the enclosing typedefs are
     * visible). Mangled {@code _ZZ1fvEN1SC1Ev}; in a function template instance, the instance's (ItaniumMangler).
     */
    private void localClassMembers(IASTSimpleDeclaration sd) {
        if (!(sd.getDeclSpecifier() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier cs)) return;
        java.util.List<IASTDeclaration> members = new java.util.ArrayList<>();
        jcirc.frontend.cxx.CxxClasses.memberDefinitions(cs, members);
        for (IASTDeclaration m : members) if (m instanceof IASTFunctionDefinition fd) localClassMember(fd);
    }

    /**
     * Declares a local class's members; those of a class in a function with external linkage that is no inline function
     * or template instance are local to the unit (internal, as g++: {@code t _ZZ1hiEN1SC1Ei}), else linkonce_odr
     * (each unit defining the enclosing function has them: {@code W _ZZ4convIiEiT_EN3Chk3chkEi5t_tag}).
     */
    private void localClassLinkage(IASTSimpleDeclaration sd) {
        jcirc.frontend.cxx.CxxClasses.declareMembers(sema, sd);
        Symbol enclosing = sema.currentFunctionName == null ? null : sema.symbols.fileScope().lookupLocal(sema.currentFunctionName);
        if (enclosing == null || !enclosing.isFunction() || enclosing.linkOnceOdr) return;
        java.util.List<IASTDeclaration> members = new java.util.ArrayList<>();
        jcirc.frontend.cxx.CxxClasses.memberDefinitions((org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier) sd.getDeclSpecifier(), members);
        for (IASTDeclaration m : members)
            if (m instanceof IASTFunctionDefinition fd && sema.results.declarations.get(fd.getDeclarator()) instanceof Symbol s) {
                s.linkOnceOdr = false;
                s.linkage = Symbol.Linkage.INTERNAL;
            }
    }

    private void localClassMember(IASTFunctionDefinition fd) {
        EnclosingFunction saved = new EnclosingFunction(this);
        fs = new FunctionState(null);
        switchTypes.clear();
        try {
            functionDefinition(fd);
        } finally {
            saved.restore(this);
        }
    }

    /** The walk's state of the function being analysed, kept while a function defined inside it is walked. */
    private record EnclosingFunction(CType.Function function, CType returnTarget, CxxDeducedTypes.ReturnDeduction deducing,
                                     String functionName, String currentName, int loops, int switches, FunctionState fs,
                                     java.util.List<CType> switchTypes) {
        EnclosingFunction(SemaWalk w) {
            this(w.function, w.returnTarget, w.deducing, w.functionName, w.sema.currentFunctionName, w.loops, w.switches, w.fs,
                    new java.util.ArrayList<>(w.switchTypes));
        }

        void restore(SemaWalk w) {
            w.function = function;
            w.returnTarget = returnTarget;
            w.deducing = deducing;
            w.functionName = functionName;
            w.sema.currentFunctionName = currentName;
            w.loops = loops;
            w.switches = switches;
            w.fs = fs;
            w.switchTypes.clear();
            w.switchTypes.addAll(switchTypes);
        }
    }

    // int f(void) { int g(int x) { return x + v; } ... }  -- the body is analysed when CIRGen lifts it
    private void nestedDefinition(IASTFunctionDefinition fd) {
        if (function == null) {   // int x = ({ int g(void) { return 1; } g(); });  at file scope
            sema.error(fd, "function definition is not allowed here");
            return;
        }
        IASTDeclarator outer = fd.getDeclarator();
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        CType ft = sema.declaratorType(sema.baseType(fd.getDeclSpecifier()), outer);
        if (!(Types.unqual(ft) instanceof CType.Function)) {
            sema.error(fd.getDeclarator(), "function definition declared with a non-function type");
            return;
        }
        int sc = fd.getDeclSpecifier().getStorageClass();
        if (sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern) {
            sema.error(fd.getDeclarator(), "invalid storage class for function '" + Sema.innermostName(fd.getDeclarator()) + "'");
            return;
        }
        Symbol s = nestedFunction(fd.getDeclarator(), ft);
        if (!nestedDefined.add(s)) {
            sema.error(fd.getDeclarator(), "redefinition of '" + s.name + "'");
            return;
        }
        // its body, in a function scope inside the enclosing block (it sees the enclosing locals)
        EnclosingFunction saved = new EnclosingFunction(this);
        returnTarget = ((CType.Function) Types.unqual(s.type)).returnType();
        try {
            body(fd, s.name, saved.currentName() + "." + s.name, s, (CType.Function) Types.unqual(s.type), (CType.Function) Types.unqual(ft));
        } finally {
            saved.restore(this);
        }
    }

    // ------------------------------------------------------------------ functions

    // int f(int a, char *b) { ... }   int g(a, b) int a; double b; { ... }
    private void functionDefinition(IASTFunctionDefinition fd) {
        IASTDeclSpecifier spec = fd.getDeclSpecifier();
        IASTFunctionDeclarator fdecl = fd.getDeclarator();
        CType base = sema.baseType(spec);
        IASTDeclarator outer = fdecl;
        while (outer.getParent() instanceof IASTDeclarator pd) outer = pd;
        CType ft = jcirc.frontend.cxx.CxxMethods.withThis(sema, fdecl, CxxDeducedTypes.declared(sema, spec, fdecl,
                sema.cxx != null ? sema.cxx.instanceBinding(fdecl.getName()) : null, sema.declaratorType(base, outer)));   // C++: S *this first; auto &f(): CDT's type
        if (!(Types.unqual(ft) instanceof CType.Function own)) {
            sema.error(fdecl, "function definition declared with a non-function type");
            return;
        }
        Symbol s = sema.declare(spec, fdecl, ft, true, false);
        if (s.inlineOnly) return;   // an inline-only body generates no code (and is not analysed, as before)
        returnTarget = own.returnType();
        // C++14 auto f() { return e; }: the first return decides the return type (CxxDeducedTypes)
        deducing = sema.cxx != null && CxxDeducedTypes.deducesReturn(spec, fdecl)
                ? new CxxDeducedTypes.ReturnDeduction(s, outer, base, CxxDeducedTypes.isDecltypeAuto(spec)) : null;
        body(fd, s.name, s.name, s, (CType.Function) Types.unqual(s.type), own);
        if (deducing != null) CxxDeducedTypes.deduceReturn(sema, deducing, null);   // no return: void
        deducing = null;
    }

    /** The C++ function whose return type the walk is deducing (until its first return), or null. */
    private CxxDeducedTypes.ReturnDeduction deducing;

    /** A function's parameters and body in a function scope of their own; then its labels and nested functions. */
    private void body(IASTFunctionDefinition fd, String name, String irName, Symbol s, CType.Function f, CType.Function own) {
        function = f;
        functionName = name;
        sema.currentFunctionName = irName;
        loops = switches = 0;
        fs = new FunctionState(fs);
        fs.localLabelScopes.addLast(new java.util.HashMap<>());
        sema.symbols.push(Scope.Kind.FUNCTION);
        try {
            params(fd.getDeclarator(), f, own);
            if (sema.cxx != null) sema.cxx.enterFunction(fd);   // C++: a constructor's member initializers
            if (sema.cxx != null && fd.getBody() != null) sema.cxx.temps.enterFunction(fd, f.returnType());   // C++: NRVO (SemaTemporaries)
            IASTStatement body = fd.getBody();
            if (body instanceof IASTCompoundStatement cs) statements(cs.getStatements());
            else if (body != null) stmt(body);
            if (fd instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionWithTryBlock ftb && sema.cxx != null) {   // f() try { } catch (...) { }
                if (!sema.cxx.exceptionsEnabled) sema.error(fd, "cannot use 'try' with exceptions disabled");
                for (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCatchHandler h : ftb.getCatchHandlers())
                    block(() -> {
                        sema.cxx.exceptions.declareHandler(h);
                        if (h.getCatchBody() instanceof IASTCompoundStatement cs) statements(cs.getStatements()); else stmt(h.getCatchBody());
                    });
            }
        } finally {
            sema.symbols.pop();
        }
        for (String l : fs.labelUses)
            if (!fs.labels.contains(l) && !fs.localLabels.contains(l) && !fs.outerLocalLabel(l))
                sema.diags.error(GotoLocations.firstGoto(fd, l, sema), "use of undeclared label '" + l + "'");
        for (Symbol n : fs.nestedDeclared)
            if (!nestedDefined.contains(n)) sema.diags.error(n.loc, "nested function '" + n.name + "' declared but never defined");
    }

    private void params(IASTFunctionDeclarator fdecl, CType.Function f, CType.Function own) {
        if (fdecl instanceof IASTStandardFunctionDeclarator sfd) {
            IASTParameterDeclaration[] ps = sema.cxx != null ? sema.cxx.packs.parameters(sfd) : sfd.getParameters();   // C++: Ts... args (SemaPacks)
            int k = jcirc.frontend.cxx.CxxMethods.thisParams(sema, fdecl);   // C++ member function: 'this' first
            if (k > 0) sema.declareParam("this", f.params().get(0), fdecl);
            for (int i = 0; i < ps.length && i + k < f.params().size(); i++) {
                IASTParameterDeclaration p = ps[i];
                String name = Sema.innermostName(p.getDeclarator()).toString();
                CType pt = f.params().get(i + k);
                if (i + k < own.params().size() && Types.isVariablyModified(own.params().get(i + k))) pt = own.params().get(i + k);
                if (!name.isEmpty()) {
                    Symbol psym = sema.declareParam(name, pt, p);
                    if (sema.cxx != null) sema.cxx.param(p, psym);   // C++: reference parameters
                }
            }
        } else if (fdecl instanceof ICASTKnRFunctionDeclarator kr) {
            IASTName[] names = kr.getParameterNames();
            for (int i = 0; i < names.length && i < f.params().size(); i++) {
                CType pt = i < own.params().size() ? own.params().get(i) : f.params().get(i);
                if (!names[i].toString().isEmpty()) sema.declareParam(names[i].toString(), pt, names[i]);
            }
        }
    }

    // ------------------------------------------------------------------ statements

    private void statements(IASTStatement[] stmts) {
        for (IASTStatement s : stmts) stmt(s);
    }

    private void block(Runnable body) {
        sema.symbols.push(Scope.Kind.BLOCK);
        FunctionState f = fs;
        f.localLabelScopes.addLast(new java.util.HashMap<>());
        try {
            body.run();
        } finally {
            f.localLabelScopes.removeLast();
            sema.symbols.pop();
        }
    }

    /** A sub-statement of a selection or iteration statement: a block scope of its own (C99 6.8.4, 6.8.5). */
    private void substatement(IASTStatement s) {
        if (s == null) return;
        block(() -> {
            if (s instanceof IASTCompoundStatement cs) statements(cs.getStatements());
            else stmt(s);
        });
    }

    private void stmt(IASTStatement s) {
        switch (s) {
            case null -> { }
            case IASTCompoundStatement cs -> block(() -> statements(cs.getStatements()));
            case IASTDeclarationStatement ds -> {
                IASTDeclaration d = ds.getDeclaration();
                if (d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration sb && sema.cxx != null) {   // C++17: SemaBindings
                    if (sb.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression ie) expr(ie);
                    sema.cxx.structuredBindings.declare(sb);
                } else if (d instanceof IASTSimpleDeclaration sd && Sema.isLocalLabelDeclaration(sd)) {
                    for (IASTDeclarator dd : sd.getDeclarators()) {
                        fs.localLabels.add(dd.getName().toString());
                        if (!fs.localLabelScopes.isEmpty()) fs.localLabelScopes.getLast().put(dd.getName().toString(), new Object());
                    }
                } else if (d instanceof IASTSimpleDeclaration sd) {
                    localDeclaration(sd);
                    if (sema.cxx != null) localClassMembers(sd);
                } else if (d instanceof IASTFunctionDefinition fd) nestedDefinition(fd);
                else if (d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStaticAssertDeclaration || d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTAliasDeclaration) declaration(d);
            }
            case IASTExpressionStatement es -> expr(es.getExpression());
            case IASTReturnStatement r -> returnStatement(r);
            case IASTStatement cs when sema.cxx != null && cxxCondition(cs) -> { }   // C++: init-statements, condition declarations
            case IASTIfStatement is -> {
                condition(is.getConditionExpression());
                branches(is);
            }
            case IASTWhileStatement ws -> { condition(ws.getCondition()); loopBody(ws.getBody()); }
            case IASTDoStatement dw -> { loopBody(dw.getBody()); condition(dw.getCondition()); }
            case IASTForStatement fo -> block(() -> {
                stmt(fo.getInitializerStatement());
                condition(fo.getConditionExpression());
                expr(fo.getIterationExpression());
                loopBody(fo.getBody());
            });
            case IASTSwitchStatement sw -> switchStatement(sw);
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement rf when sema.cxx != null -> block(() -> {   // C++: SemaRangeFor
                if (rf.getInitializerClause() instanceof IASTExpression re) expr(re);
                sema.cxx.rangeFor.declare(rf);
                loopBody(rf.getBody());
            });
            case IASTBreakStatement br -> {
                if (loops == 0 && switches == 0) sema.error(br, "'break' statement not in loop or switch statement");
            }
            case IASTContinueStatement c -> {
                if (loops == 0) sema.error(c, "'continue' statement not in loop statement");
            }
            case IASTCaseStatement c -> {
                if (switches == 0) sema.error(c, "'case' statement not in switch statement");
                else SwitchLabels.caseValue(sema, c, switchTypes.peek());
            }
            case IASTDefaultStatement d -> {
                if (switches == 0) sema.error(d, "'default' statement not in switch statement");
            }
            case IASTLabelStatement l -> {
                String name = l.getName().toString();
                fs.labels.add(name);
                if (!fs.defined.add(fs.label(name))) sema.error(l.getName(), "redefinition of label '" + name + "'");
                stmt(l.getNestedStatement());
            }
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTryBlockStatement t when sema.cxx != null -> {   // C++: SemaExceptions
                if (!sema.cxx.exceptionsEnabled) sema.error(t, "cannot use 'try' with exceptions disabled");
                stmt(t.getTryBody());
                for (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCatchHandler h : t.getCatchHandlers())
                    block(() -> {
                        sema.cxx.exceptions.declareHandler(h);
                        if (h.getCatchBody() instanceof IASTCompoundStatement cs) statements(cs.getStatements()); else stmt(h.getCatchBody());
                    });
            }
            case IASTGotoStatement g -> fs.labelUses.add(g.getName().toString());
            case IGNUASTGotoStatement g -> expr(g.getLabelNameExpression());
            default -> { }   // goto, null statements, problems
        }
    }

    private void loopBody(IASTStatement body) {
        loops++;
        try {
            substatement(body);
        } finally {
            loops--;
        }
    }

    /**
     * C++ {@code if (init; cond)}, {@code switch (init; x)}, and condition declarations {@code if (T v = e)},
     * {@code switch (T v = e)}, {@code while (T v = e)}: one block scope around the statement holds what the
     * init-statement and the condition declare (CIRGenConditions). False for other statements.
     */
    private boolean cxxCondition(IASTStatement s) {
        switch (s) {
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTIfStatement is when is.getInitializerStatement() != null || is.getConditionDeclaration() != null -> block(() -> {
                stmt(is.getInitializerStatement());
                if (is.getConditionDeclaration() != null) conditionDeclaration(is.getConditionDeclaration(), false);
                else condition(is.getConditionExpression());
                branches(is);
            });
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSwitchStatement sw when sw.getInitializerStatement() != null || sw.getControllerDeclaration() != null -> block(() -> {
                stmt(sw.getInitializerStatement());
                if (sw.getControllerDeclaration() != null) {
                    Symbol v = conditionDeclaration(sw.getControllerDeclaration(), true);
                    if (v != null) switchOn(sw, Types.unqual(v.type), sw.getControllerDeclaration());
                } else switchStatement(sw);
            });
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTWhileStatement ws when ws.getConditionDeclaration() != null -> block(() -> {
                conditionDeclaration(ws.getConditionDeclaration(), false);
                loopBody(ws.getBody());
            });
            default -> { return false; }
        }
        return true;
    }

    /** {@code T v = e} as a condition: declares v, which must be scalar (a switch's: checked by the switch). */
    private Symbol conditionDeclaration(IASTDeclaration d, boolean isSwitch) {
        if (!(d instanceof IASTSimpleDeclaration sd) || sd.getDeclarators().length != 1 || sd.getDeclarators()[0].getInitializer() == null) {
            sema.error(d, "this condition declaration is not supported yet");
            return null;
        }
        localDeclaration(sd);
        Symbol v = sema.results.declarations.get(sd.getDeclarators()[0]);
        if (v == null) return null;
        // C++: if (auto l = w.lock()) with explicit operator bool() (SemaConversions)
        if (!isSwitch && sema.cxx != null && sd.getDeclarators()[0].getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq
                && eq.getInitializerClause() instanceof IASTExpression init
                && sema.cxx.conversions.contextualBool(sd.getDeclarators()[0], v.type, init)) return v;
        if (!isSwitch && !Types.isScalar(Types.rvalue(v.type))) {
            sema.error(sd.getDeclarators()[0], "value of type '" + Types.unqual(v.type) + "' is not contextually convertible to 'bool'");
            return null;
        }
        if (sema.cxx.isReference(v)) {
            sema.error(sd.getDeclarators()[0], "a reference as a condition declaration is not supported yet");
            return null;
        }
        return v;
    }

    // switch (x) { case 1: ...; default: ...; }
    private void switchStatement(IASTSwitchStatement sw) {
        IASTExpression ce = sw.getControllerExpression();
        expr(ce);
        switchOn(sw, sema.rvalueType(ce), ce);
    }

    /** The body of a switch whose controller (at {@code ce}) has type {@code ct}. */
    private void switchOn(IASTSwitchStatement sw, CType ct, IASTNode ce) {
        if (!Types.isInteger(ct)) {
            sema.error(ce, "statement requires expression of integer type ('" + ct + "' invalid)");
            return;
        }
        SwitchLabels.check(sema, sw, Types.promote(ct));
        IASTStatement body = sw.getBody();
        switches++;
        switchTypes.push(Types.promote(ct));
        try {
            block(() -> {
                if (body instanceof IASTCompoundStatement cs) statements(cs.getStatements());
                else stmt(body);
            });
        } finally {
            switches--;
            switchTypes.pop();
        }
    }

    // return;  return e;  -- e is converted to the return type as if by assignment
    private void returnStatement(IASTReturnStatement r) {
        IASTExpression e = r.getReturnValue();
        if (function == null) { expr(e); return; }
        if (deducing != null) {   // C++: auto f() { return e; }
            expr(e);
            CType.Function own = CxxDeducedTypes.deduceReturn(sema, deducing, e);
            function = (CType.Function) Types.unqual(deducing.fn().type);
            returnTarget = own.returnType();
            deducing = null;
        }
        CType rt = function.returnType();
        if (e == null) {
            if (!Types.isVoid(rt)) sema.defaultError(r, DefaultErrors.RETURN_MISMATCH, "non-void function '" + functionName + "' should return a value");
            return;
        }
        expr(e);
        if (Types.isVoid(rt)) {
            if (!Types.isVoid(sema.typeOf(e))) sema.error(e, "void function '" + functionName + "' should not return a value");
            return;
        }
        if (sema.cxx != null && sema.cxx.returnReference(e, rt)) return;   // C++: T& f() { return x; } returns &x
        if (sema.cxx != null && sema.cxx.temps.returnValue(e, rt)) return;   // C++: a class returned through sret (SemaTemporaries)
        sema.checkAssignable(e, rt, e, "returning");
        sema.results.recordConversion(e, sema.typeOf(e), returnTarget != null ? returnTarget : rt);
    }

    // ------------------------------------------------------------------ expressions

    /** Lambda bodies already walked (a lambda in a loop body, or typed twice, is walked once). */
    private final Set<Object> lambdaBodies = Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * C++: the body of a lambda's operator() ({@link SemaLambda}), walked as a function of its own in a function scope
     * inside the current one (names denote the enclosing locals, which the closure captures): the closure pointer
     * {@code __closure} and the declared parameters, then the statements, returns converted to the operator's type.
     */
    private void lambdaBody(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le) {
        SemaLambda.Closure c = sema.cxx.lambdas.closure(le);
        if (c == null || c.operator() == null) return;   // a generic lambda: per call operator instance (SemaLambda.callType)
        lambdaBody(c);
    }

    /** The body of a closure's call operator (of one instance of a generic lambda's operator template). */
    void lambdaBody(SemaLambda.Closure c) {
        org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le = c.lambda();
        if (!lambdaBodies.add(c)) return;   // once per closure (a lambda in a template: once per instance)
        CType.Function f = (CType.Function) Types.unqual(c.operator().type);
        CType.Function savedFunction = function;
        CType savedReturn = returnTarget;
        CxxDeducedTypes.ReturnDeduction savedDeducing = deducing;
        String savedName = functionName;
        int savedLoops = loops, savedSwitches = switches;
        FunctionState saved = fs;
        java.util.ArrayDeque<CType> savedSwitchTypes = new java.util.ArrayDeque<>(switchTypes);
        boolean savedRef = sema.cxx.enterLambda(SemaLambda.returnsReference(c));
        function = f;
        returnTarget = f.returnType();
        deducing = null;
        functionName = "operator()";
        loops = switches = 0;
        switchTypes.clear();
        fs = new FunctionState(null);
        fs.localLabelScopes.addLast(new java.util.HashMap<>());
        sema.symbols.push(Scope.Kind.FUNCTION);
        try {
            sema.symbols.current().put(c.closureParam());
            for (SemaLambda.Capture cap : c.captures()) if (cap.init() != null) sema.symbols.current().put(cap.outer());   // [n = e]
            org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator d = le.getDeclarator();
            if (d != null) {
                IASTParameterDeclaration[] ps = d.getParameters();
                for (int i = 0; i < ps.length && i + 1 < f.params().size(); i++) {
                    String name = Sema.innermostName(ps[i].getDeclarator()).toString();
                    if (name.isEmpty()) continue;
                    Symbol psym = sema.declareParam(name, f.params().get(i + 1), ps[i]);
                    sema.cxx.param(ps[i], psym);
                }
            }
            statements(le.getBody().getStatements());
        } finally {
            sema.symbols.pop();
            sema.cxx.leaveLambda(savedRef);
            function = savedFunction;
            returnTarget = savedReturn;
            deducing = savedDeducing;
            functionName = savedName;
            loops = savedLoops;
            switches = savedSwitches;
            switchTypes.clear();
            switchTypes.addAll(savedSwitchTypes);
            fs = saved;
        }
    }

    /**
     * The branches of an if statement. {@code if constexpr (c)} ([stmt.if]/2): the condition is a constant, recorded
     * for CIRGen, which emits only the branch it selects; inside a template instance the discarded branch is not
     * instantiated (so {@code return t + sum(ts...);} need not be valid when the pack is empty), outside templates it
     * is still checked.
     */
    private void branches(IASTIfStatement is) {
        Boolean taken = null;
        if (is instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTIfStatement cis && cis.isConstexpr()) {
            IASTExpression c = cis.getConditionExpression();
            if (c == null) sema.error(is, "a constexpr if needs a condition expression");   // (a condition declaration)
            else if (sema.templates != null && sema.templates.instantiatedTruth(c) instanceof Boolean t) taken = t;   // value-dependent in an instance
            else if (sema.consts.eval(c) instanceof ConstValue v && (v instanceof ConstValue.IntVal || v instanceof ConstValue.FloatVal)) taken = v.truthy();
            else if (ClassConstantTruth.of(sema, c) instanceof Boolean t) taken = t;   // if constexpr (std::true_type{})
            else if (sema.templates != null && sema.templates.constexprCallTruth(c) instanceof Boolean t) taken = t;   // if constexpr (use()) in an instance
            else sema.error(c, "constexpr if condition is not a constant expression");
            if (taken != null) sema.results.recordConstexprIf(is, taken);
        }
        boolean instance = sema.layer != null;
        if (taken == null || taken || !instance) substatement(is.getThenClause());
        if (taken == null || !taken || !instance) substatement(is.getElseClause());
    }

    /** The controlling expression of if/while/do/for: of scalar type (C11 6.8.4.1, 6.8.5). */
    private void condition(IASTExpression e) {
        if (e == null) return;
        expr(e);
        CType t = sema.rvalueType(e);
        if (sema.cxx != null && sema.cxx.conversions.contextualBool(e)) return;   // C++: if (obj) with operator bool()
        if (!Types.isScalar(t)) sema.error(e, "statement requires expression of scalar type ('" + t + "' invalid)");
    }

    /**
     * Types a full expression, then walks the statement expressions it evaluates ({@code ({ int t = x; t; })})
     * as blocks: their declarations are declared and their statements checked like any other.
     */
    private void expr(IASTExpression e) {
        if (e == null) return;
        sema.typeOf(e);
        e.accept(new ASTVisitor() {
            { shouldVisitExpressions = true; }

            @Override public int visit(IASTExpression x) {
                if (x instanceof IGNUASTCompoundStatementExpression se) {
                    block(() -> statements(se.getCompoundStatement().getStatements()));
                    return PROCESS_SKIP;
                }
                if (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_labelReference
                        && u.getOperand() instanceof IASTIdExpression id) {
                    fs.labelUses.add(id.getName().toString());   // &&L
                    return PROCESS_SKIP;
                }
                if (x instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le && sema.cxx != null) {
                    lambdaBody(le);   // C++: the body of its operator() (SemaLambda)
                    return PROCESS_SKIP;
                }
                if (x instanceof IASTFunctionCallExpression call && Sema.isSelection(call)) {
                    // _Generic / __builtin_choose_expr: only the chosen expression is evaluated
                    if (sema.genericSelection(call) instanceof IASTExpression sel) sel.accept(this);
                    return PROCESS_SKIP;
                }
                return PROCESS_CONTINUE;
            }
        });
    }
}
