package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;

/**
 * C++ types that come from expressions or are written after the declarator (docs/cxx.md, "Everyday language
 * features"), decided by Sema from its own expression types:
 * <pre>
 *   auto x = e;   const auto &r = e;   auto *p = &v;   auto &&f = e;     (template argument deduction of C++11 7.1.6.4)
 *   decltype(e) y;   decltype((v)) r = v;   decltype(auto) z = e;          (C++11 7.1.6.2p4)
 *   auto f(int a) -> long;                                                (trailing return type)
 *   auto g() { return e; }                                                (return type deduction, C++14)
 * </pre>
 * References are pointers in Sema's types (SemaType): {@code auto &r = x} gives r the type {@code int *}, and
 * SemaCXX, which reads CDT's type of the variable, treats it as a reference.
 */
public final class CxxDeducedTypes {
    private CxxDeducedTypes() {}

    static boolean isAuto(IASTDeclSpecifier spec) {
        return spec instanceof ICPPASTSimpleDeclSpecifier s && s.getType() == IASTSimpleDeclSpecifier.t_auto;
    }

    static boolean isDecltypeAuto(IASTDeclSpecifier spec) {
        return spec instanceof ICPPASTSimpleDeclSpecifier s && s.getType() == IASTSimpleDeclSpecifier.t_decltype_auto;
    }

    /** The placeholder type of {@code auto} / {@code decltype(auto)} before deduction. */
    static final CType PLACEHOLDER = CType.INT;

    /**
     * A variable declared {@code auto} or {@code decltype(auto)}: its type deduced from the initializer and the
     * declarator's pointer and reference operators ({@code t} is kept for other declarations).
     */
    static CType variable(Sema sema, IASTDeclSpecifier spec, IASTDeclarator d, CType t) {
        boolean auto = isAuto(spec), dauto = isDecltypeAuto(spec);
        if (!auto && !dauto) return t;
        if (d instanceof IASTFunctionDeclarator || d.getNestedDeclarator() != null) return t;   // functions: trailing/deduced return types
        if (d instanceof IASTArrayDeclarator) {
            sema.error(d, "'" + Sema.innermostName(d) + "' declared as array of 'auto'");
            return t;
        }
        // auto l = {1, 2}; ([dcl.type.auto.deduct]/4): std::initializer_list<int>, as CDT deduces it (SemaInitializerLists)
        if (auto && d.getPointerOperators().length == 0 && d.getInitializer() instanceof IASTEqualsInitializer eq
                && eq.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList
                && d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v && SemaInitializerLists.isListClass(v.getType())
                && jcirc.frontend.cxx.CdtTypes.of(sema, v.getType()) instanceof CType lt)
            return Types.qualify(Types.unqual(lt), spec.isConst(), spec.isVolatile(), false);
        IASTExpression init = initializer(d);
        if (init == null) {
            if (d.getParent() instanceof IASTSimpleDeclaration && !(d.getParent().getParent() instanceof ICPPASTCompositeTypeSpecifier))
                sema.error(d, "declaration of variable '" + Sema.innermostName(d) + "' with deduced type '"
                        + (dauto ? "decltype(auto)" : typeText(spec, d)) + "' requires an initializer");
            return t;
        }
        if (dauto) return Types.qualify(decltype(sema, init), false, false, false);
        CType it = sema.typeOf(init);
        IASTPointerOperator[] ops = d.getPointerOperators();
        if (ops.length == 0) return Types.qualify(Types.unqual(Types.rvalue(it)), spec.isConst(), spec.isVolatile(), false);
        IASTPointerOperator last = ops[ops.length - 1];
        if (last instanceof ICPPASTReferenceOperator r) {
            // auto &r = v (an lvalue: its type with cv), const auto &r = e, auto &&f = e (an rvalue: T&&)
            CType obj = r.isRValueReference() && !sema.isLvalue(init) || !sema.isLvalue(init) ? Types.unqual(Types.rvalue(it)) : it;
            if (spec.isConst() || spec.isVolatile()) obj = Types.qualify(Types.unqual(obj), spec.isConst() || Types.isConst(obj), spec.isVolatile(), false);
            CType pointerPart = applyPointers(sema, Types.rvalue(it), ops, ops.length - 1, spec, d);
            if (pointerPart == null) return new CType.Pointer(Types.rvalue(it));
            return new CType.Pointer(ops.length > 1 ? pointerPart : obj);
        }
        CType p = applyPointers(sema, Types.unqual(Types.rvalue(it)), ops, ops.length, spec, d);
        return p == null ? Types.rvalue(it) : p;   // after an error: the initializer's type (no second error)
    }

    /** {@code auto *p = e} / {@code auto **pp = e}: e's type, which must be a pointer at each level, with the operators' qualifiers. */
    private static CType applyPointers(Sema sema, CType it, IASTPointerOperator[] ops, int n, IASTDeclSpecifier spec, IASTDeclarator d) {
        if (n == 0) return it;
        CType cur = it;
        java.util.ArrayDeque<IASTPointer> levels = new java.util.ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            if (!(ops[i] instanceof IASTPointer p) || !(Types.unqual(cur) instanceof CType.Pointer pt)) {
                sema.error(Sema.innermostName(d), "variable '" + Sema.innermostName(d) + "' with type '" + typeText(spec, d)
                        + "' has incompatible initializer of type '" + Types.unqual(it) + "'");
                return null;
            }
            levels.push(p);
            cur = pt.pointee();
        }
        CType out = Types.qualify(cur, spec.isConst() || Types.isConst(cur), spec.isVolatile() || Types.isVolatile(cur), false);
        while (!levels.isEmpty()) {
            IASTPointer p = levels.pop();
            out = Types.qualify(new CType.Pointer(out), p.isConst(), p.isVolatile(), false);
        }
        return out;
    }

    private static String typeText(IASTDeclSpecifier spec, IASTDeclarator d) {
        StringBuilder sb = new StringBuilder();
        if (spec.isConst()) sb.append("const ");
        sb.append("auto");
        for (IASTPointerOperator po : d.getPointerOperators())
            sb.append(po instanceof ICPPASTReferenceOperator r ? (r.isRValueReference() ? " &&" : " &") : " *");
        return sb.toString().replace("auto *", "auto *").replace(" * *", " **");
    }

    private static IASTExpression initializer(IASTDeclarator d) {
        IASTInitializer i = d.getInitializer();
        if (i instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression e) return e;
        if (i instanceof ICPPASTConstructorInitializer ci && ci.getArguments().length == 1 && ci.getArguments()[0] instanceof IASTExpression e) return e;
        if (i instanceof ICPPASTInitializerList il && il.getClauses().length == 1 && il.getClauses()[0] instanceof IASTExpression e) return e;
        return null;
    }

    /**
     * {@code decltype(e)}: the declared type of an unparenthesized variable, parameter or member (a reference's
     * type is its pointer); otherwise a reference (pointer) to e's type for an lvalue, e's type for a prvalue.
     */
    static CType decltype(Sema sema, IASTExpression e) {
        CType t = sema.typeOf(e);
        if (e instanceof IASTIdExpression id) {
            if (bindingType(sema, id) instanceof CType referenced) return referenced;
            Symbol s = sema.lookupId(id);
            if (s != null && sema.cxx != null && sema.cxx.isReference(s)) return s.type;
            if (s != null && s.isEnumConstant()) return Types.unqual(t);
            return s != null && (s.isVariable() || s.isFunction()) ? s.type : t;
        }
        if (e instanceof IASTFieldReference) return t;
        if (e instanceof IASTFunctionCallExpression call && sema.cxx != null && sema.cxx.returnsReference(call)) return new CType.Pointer(t);
        if (sema.isLvalue(e) && !(e instanceof IASTLiteralExpression)) return new CType.Pointer(t);
        return Types.isScalar(t) ? Types.unqual(t) : t;
    }

    /**
     * {@code decltype(a)} of a structured binding's name: its referenced type ([dcl.type.decltype]/1.1), CDT's type of
     * the name ({@code StructuredBindingNames}), not the reference Sema holds the name as; null for other names and
     * while the type is dependent (a template's own walk; an instance's is {@code InstanceBindingTypes}').
     */
    private static CType bindingType(Sema sema, IASTIdExpression id) {
        try {
            if (!(id.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable v)
                    || !org.eclipse.cdt.internal.core.dom.parser.cpp.StructuredBindingNames.names(v)) return null;
            org.eclipse.cdt.core.dom.ast.IType t = v.getType();
            if (t == null || t instanceof org.eclipse.cdt.core.dom.ast.IProblemType
                    || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(t)) return null;
            return jcirc.frontend.cxx.CdtTypes.of(sema, t);
        } catch (RuntimeException x) {
            return null;
        }
    }

    /** {@code decltype(e)} in declaration specifiers. */
    static CType decltypeSpecifier(Sema sema, IASTSimpleDeclSpecifier s) {
        IASTExpression e = s.getDeclTypeExpression();
        return e == null ? CType.INT : decltype(sema, e);
    }

    /** The return type written after {@code ->}, or null when the declarator has none. */
    static CType trailingReturn(Sema sema, IASTDeclarator d) {
        if (!(d instanceof ICPPASTFunctionDeclarator fd) || fd.getTrailingReturnType() == null) return null;
        if (fd.getTrailingReturnType().getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier s && s.getType() == ICPPASTSimpleDeclSpecifier.t_decltype
                && decltypeOfParameters(sema, fd) instanceof CType t) return t;
        return sema.typeOfTypeId(fd.getTrailingReturnType());
    }

    /**
     * {@code auto f(T x) -> decltype(x + x)}, {@code -> decltype(g(it.base()))} (stl_iterator.h's {@code __miter_base}):
     * the operand names the function's parameters, which are not in scope where Sema types the declarator, so the
     * result is CDT's return type of the function, in a template instance under its arguments; null when CDT has none.
     */
    private static CType decltypeOfParameters(Sema sema, ICPPASTFunctionDeclarator fd) {
        IASTName n = fd.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : fd.getName();
        try {
            if (!(n.resolveBinding() instanceof ICPPFunction f) || f.getType() == null) return null;
            IType rt = f.getType().getReturnType();
            if (sema.templates != null) rt = sema.templates.instantiate(rt);
            if (rt == null || rt instanceof org.eclipse.cdt.core.dom.ast.IProblemType
                    || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(rt)) return null;
            return jcirc.frontend.cxx.CdtTypes.of(sema, rt);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Does this function declarator's return type come from its body ({@code auto f() { ... }})? */
    static boolean deducesReturn(IASTDeclSpecifier spec, IASTDeclarator d) {
        return (isAuto(spec) || isDecltypeAuto(spec)) && d instanceof ICPPASTFunctionDeclarator fd && fd.getTrailingReturnType() == null
                && d.getPointerOperators().length == 0;
    }

    /**
     * {@code auto f() { return e; }}, {@code auto &f()}, {@code auto *f()}, {@code decltype(auto) f()} declared before
     * its body is walked (a member function defined in its class, whose body is analysed after the unit's other
     * declarations; a template instance, analysed after the declaration that named it; {@code auto &f()}, which the
     * walk does not deduce): the function type {@code t} with the return type CDT deduced from the body for binding
     * {@code fn} (a reference as the pointer Sema declares it as), so that calls before the walk have their type.
     * {@code t} unchanged when the declarator has a written return type or CDT has no type for it (the walk then
     * decides a plain {@code auto}'s at the first {@code return}: {@link #deduceReturn}).
     */
    public static CType declared(Sema sema, IASTDeclSpecifier spec, IASTDeclarator d, IBinding fn, CType t) {
        if (sema.cxx == null || !(isAuto(spec) || isDecltypeAuto(spec)) || !(d instanceof ICPPASTFunctionDeclarator fd)
                || fd.getTrailingReturnType() != null || d.getNestedDeclarator() != null
                || !(fn instanceof ICPPFunction f) || !(Types.unqual(t) instanceof CType.Function ft)) return t;
        CType rt;
        try {
            IFunctionType cdt = f.getType();
            if (cdt == null || closure(cdt.getReturnType())) return t;   // a lambda's closure: defined by the walk, in the body's scope
            rt = jcirc.frontend.cxx.CdtTypes.of(sema, cdt.getReturnType());
        } catch (RuntimeException e) {
            return t;
        }
        if (rt == null) return t;
        return new CType.Function(Types.unqual(rt), ft.params(), ft.variadic(), ft.prototyped());
    }

    /** Does {@code t} name a lambda's closure type (through typedefs, cv-qualifiers, pointers and references)? */
    private static boolean closure(IType t) {
        for (int i = 0; i < 32 && t != null; i++) {
            if (t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType) return true;
            if (t instanceof org.eclipse.cdt.internal.core.dom.parser.ITypeContainer c) t = c.getType();
            else return false;
        }
        return false;
    }

    /** The first {@code return} statement of a body (not inside a lambda or local class), or null. */
    static IASTReturnStatement firstReturn(IASTStatement body) {
        IASTReturnStatement[] found = new IASTReturnStatement[1];
        body.accept(new ASTVisitor() {
            { shouldVisitStatements = shouldVisitExpressions = shouldVisitDeclSpecifiers = true; }
            @Override public int visit(IASTStatement s) {
                if (found[0] != null) return PROCESS_ABORT;
                if (s instanceof IASTReturnStatement r) { found[0] = r; return PROCESS_ABORT; }
                return PROCESS_CONTINUE;
            }
            @Override public int visit(IASTExpression e) { return e instanceof ICPPASTLambdaExpression ? PROCESS_SKIP : PROCESS_CONTINUE; }
            @Override public int visit(IASTDeclSpecifier ds) { return ds instanceof IASTCompositeTypeSpecifier ? PROCESS_SKIP : PROCESS_CONTINUE; }
        });
        return found[0];
    }

    /** A function definition {@code auto f(...) { ... }} whose return type its first {@code return} decides. */
    record ReturnDeduction(Symbol fn, IASTDeclarator outer, CType base, boolean decltypeAuto) {}

    /**
     * The first {@code return e;} (or {@code return;}, or the end of the body: {@code e} null) of a function being
     * deduced: its return type becomes e's (decayed, unqualified; decltype(e) for {@code decltype(auto)}) in the
     * symbol and in the declarator's recorded type, which CIRGen reads. Returns the function's own type.
     */
    static CType.Function deduceReturn(Sema sema, ReturnDeduction rd, IASTExpression e) {
        CType rt = e == null ? CType.VOID : rd.decltypeAuto() ? decltype(sema, e) : Types.rvalue(sema.typeOf(e));
        CType.Function f = (CType.Function) Types.unqual(rd.fn().type);
        rd.fn().type = new CType.Function(rt, f.params(), f.variadic(), f.prototyped());
        CType.Function own = (CType.Function) Types.unqual(sema.declaratorType(rd.base(), rd.outer()));
        own = new CType.Function(rt, own.params(), own.variadic(), own.prototyped());
        sema.results.declarators.put(rd.outer(), new SemaResults.DeclaratorEntry(rd.base(), own));
        return own;
    }
}
