package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.internal.core.dom.parser.ASTNode;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTEqualsInitializer;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTSimpleTypeConstructorExpression;

/**
 * List-initialization without {@code =} of scalars and aggregates ([dcl.init.list]), as the forms the rest of
 * Sema and CIRGen already compile, rewritten once before Sema (CDT's nodes, locations kept):
 * <ul>
 * <li>{@code T x{a, b};} (no non-trivial constructor called) as {@code T x = {a, b};} — the same initialization
 *     for scalars, arrays and aggregates ({@code S s{}} value-initializes: zero); {@code auto x{e}} as {@code auto x = e};
 *     in a template, {@code T x{…}} of a dependent type too (each instance initializes it as its {@code T} needs);</li>
 * <li>{@code return {a, b};} as {@code return R{a, b};} (a functional cast to the declared return type {@code R}, also a
 *     template parameter {@code _Tp}, typed per instance);</li>
 * <li>an argument {@code f({a, b})} as {@code f(P{a, b})} with {@code P} the declared parameter type (a reference
 *     parameter binds the temporary); for a member function of a class template instance ({@code s.push({1, 2})}), the
 *     instance's parameter class, named by a name bound to it.</li>
 * </ul>
 * Narrowing conversions inside the braces are errors ({@code sema.CxxNarrowing}). What is not rewritten stays
 * reported by {@link CxxUnsupported}.
 */
public final class CxxListInit {
    private CxxListInit() {}

    /** {@code = {a, b}} rewritten from direct-list-initialization {@code T x{a, b}} (explicit constructors may be chosen). */
    private static final class DirectListInit extends CPPASTEqualsInitializer {}

    /** {@code R{a, b}} rewritten from copy-list-initialization ({@code return {a, b};}, {@code f({a, b})}): no explicit constructor. */
    private static final class CopyListCast extends CPPASTSimpleTypeConstructorExpression {}

    /** Was {@code eq} written {@code T x{…}} (direct-list-initialization)? */
    public static boolean isDirect(org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq) { return eq instanceof DirectListInit; }

    /** Is {@code e} the functional cast of a rewritten copy-list-initialization ({@code return {3};}, {@code f({3})})? */
    public static boolean isCopyList(IASTExpression e) { return e instanceof CopyListCast; }

    public static void rewrite(IASTDeclaration[] decls, Sema sema) {
        ASTVisitor v = new ASTVisitor(true) {
            {
                shouldVisitDeclarators = shouldVisitStatements = shouldVisitExpressions = shouldVisitDeclarations = true;
            }

            @Override public int visit(IASTDeclaration d) {
                if (d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition fd)
                    for (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer c : fd.getMemberInitializers())
                        if (c.getInitializer() instanceof ICPPASTInitializerList il) {
                            member(c, il);
                            // q{{20}, 21} of a member with constructors: the braced arguments of the constructor called
                            if (c.getInitializer() == il) constructorArguments(CxxSpecialMembers.anyConstructorCall(c), il.getClauses());
                        }
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTDeclarator d) {
                if (d.getInitializer() instanceof ICPPASTInitializerList il) declarator(d, il);
                else if (d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci
                        && !(d instanceof ICPPASTFunctionDeclarator) && CxxSpecialMembers.callsNonTrivial(d))
                    constructorArguments(CxxSpecialMembers.anyConstructorCall(d), ci.getArguments());
                else if (d.getInitializer() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerList il
                        && !(d instanceof ICPPASTFunctionDeclarator) && CxxSpecialMembers.callsNonTrivial(d))
                    constructorArguments(CxxSpecialMembers.anyConstructorCall(d), il.getClauses());   // Q q = {{6}, 7};
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTStatement s) {
                if (s instanceof IASTReturnStatement r && r.getReturnArgument() instanceof ICPPASTInitializerList il) returned(r, il);
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTExpression e) {
                if (e instanceof IASTFunctionCallExpression call) arguments(call);
                // Q{{3}, 4}, new Q{{3}, 4}, new Q({3}, 4): the braced arguments of the constructor called
                if (e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression || e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression)
                    constructed(e);
                if (e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTBinaryExpression b && b.getOperator() == org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_assign
                        && b.getInitOperand2() instanceof ICPPASTInitializerList il) assigned(b, il);
                return PROCESS_CONTINUE;
            }
        };
        for (IASTDeclaration d : decls) d.accept(v);
    }

    // T x{a, b}  ->  T x = {a, b}
    private static void declarator(IASTDeclarator d, ICPPASTInitializerList il) {
        if (!(d.getParent() instanceof IASTSimpleDeclaration sd) || d instanceof ICPPASTFunctionDeclarator) return;
        if (d.getName().resolveBinding() instanceof ICPPField f && !f.isStatic()) return;   // default member initializers: SemaInitializers (a static member's definition S::m{} is rewritten)
        if (!(d.getName().resolveBinding() instanceof org.eclipse.cdt.core.dom.ast.IVariable var)) return;
        // T x{} / T x{a, b} in a template: T x = {…}, which each instance initializes as its T needs (zero, an aggregate,
        // a constructor: copy-list-initialization calls the constructor direct-list-initialization would)
        if (!dependent(var.getType()) && CxxSpecialMembers.callsNonTrivial(d)) {   // a constructor call: SemaCXX
            constructorArguments(CxxSpecialMembers.anyConstructorCall(d), il.getClauses());
            return;
        }
        IASTInitializerClause clause = il;
        if (sd.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier s && s.getType() == ICPPASTSimpleDeclSpecifier.t_auto) {
            if (il.getClauses().length != 1 || !(il.getClauses()[0] instanceof IASTExpression e)) return;
            clause = e;   // auto x{e}: the type of e (C++17)
        }
        CPPASTEqualsInitializer eq = new DirectListInit();
        eq.setOffsetAndLength((ASTNode) il);
        jcirc.frontend.cdt.AstFields.set(eq, "fArgument", clause);
        adopt(clause, eq, org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer.INITIALIZER);
        adopt(eq, d, IASTDeclarator.INITIALIZER);
        jcirc.frontend.cdt.AstFields.set(d, "initializer", eq);
    }

    // Q{{3}, 4}, new Q{{3}, 4}, new Q({3}, 4): the arguments of the constructor the cast or new-expression calls
    private static void constructed(IASTExpression e) {
        org.eclipse.cdt.core.dom.ast.IASTInitializer init = e instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression c ? c.getInitializer()
                : ((org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression) e).getInitializer();
        IASTInitializerClause[] args = init instanceof ICPPASTInitializerList il ? il.getClauses()
                : init instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci ? ci.getArguments() : null;
        if (args != null) constructorArguments(CxxSpecialMembers.anyConstructorCall(e), args);
    }

    /**
     * The braced arguments of a call of constructor {@code k} (a declarator's, a functional cast's, a new-expression's,
     * a mem-initializer's), as the constructor's parameters take them ([over.ics.list]): {@code Q c{{3}, 4};} /
     * {@code Q c({3}, 4);} with {@code Q(const P &, int)} as {@code Q c{P{3}, 4};}; {@code {e}} for a parameter that is
     * not a class as {@code e}. Not for an initializer-list constructor, whose braces are the list's elements
     * (SemaInitializerLists).
     */
    private static void constructorArguments(org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor k, IASTInitializerClause[] args) {
        if (k == null || k.getType() == null) return;
        org.eclipse.cdt.core.dom.ast.IType[] pts = k.getType().getParameterTypes();
        if (pts.length > 0 && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.InitializerListConversions.elementOf(pts[0]) != null) return;
        for (int i = 0; i < args.length && i < pts.length; i++) {
            if (!(args[i] instanceof ICPPASTInitializerList il) || il.isPackExpansion()) continue;
            IASTNode parent = il.getParent();
            org.eclipse.cdt.core.dom.ast.ASTNodeProperty property = il.getPropertyInParent();
            IASTInitializerClause now = classCast(k, i, il, parent, property);
            if (now == null && il.getClauses().length == 1 && il.getClauses()[0] instanceof IASTExpression e
                    && CxxSpecialMembers.classOf(pts[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r ? r.getType() : pts[i]) == null) {
                now = e;   // {e} for an int parameter: e
                adopt(e, parent, property);
            }
            if (now != null) args[i] = now;   // the node's own array (CDT hands it out)
        }
    }

    // m{a, b} of an aggregate class member  ->  m(M{a, b})  (built in the member)
    private static void member(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer c, ICPPASTInitializerList il) {
        if (!(c.getMemberInitializerId().resolveBinding() instanceof ICPPField f) || f.isStatic() || dependent(f.getType())
                || !(f.getType() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType cls) || CxxSpecialMembers.userConstructed(cls)
                || !(f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib)) return;
        IASTNode declName = ib.getDefinition() != null ? ib.getDefinition() : ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : null;
        IASTNode sd = declName;
        while (sd != null && !(sd instanceof IASTSimpleDeclaration)) sd = sd.getParent();
        if (!(sd instanceof IASTSimpleDeclaration decl) || !(declName.getParent() instanceof IASTDeclarator fdecl)
                || fdecl.getPointerOperators().length > 0 || fdecl instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator) return;
        org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTConstructorInitializer ci = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTConstructorInitializer();
        ci.setOffsetAndLength((ASTNode) il);
        adopt(ci, c, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer.INITIALIZER);
        IASTExpression cast = functionalCast(decl.getDeclSpecifier(), il, ci);
        if (cast == null) { adopt(il, c, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorChainInitializer.INITIALIZER); return; }
        jcirc.frontend.cdt.AstFields.set(ci, "fArguments", new IASTInitializerClause[] {cast});
        jcirc.frontend.cdt.AstFields.set(c, "initializer", ci);
    }

    // return {a, b};  ->  return R{a, b};
    private static void returned(IASTReturnStatement r, ICPPASTInitializerList il) {
        IASTNode p = r.getParent();
        while (p != null && !(p instanceof IASTFunctionDefinition) && !(p instanceof ICPPASTLambdaExpression)) p = p.getParent();
        // [](int x) -> S { return {}; }  ->  return S{};  (a trailing return type naming a type: no pointer, reference or array)
        if (p instanceof ICPPASTLambdaExpression le && le.getDeclarator() != null && le.getDeclarator().getTrailingReturnType() instanceof org.eclipse.cdt.core.dom.ast.IASTTypeId t
                && t.getAbstractDeclarator() != null && t.getAbstractDeclarator().getPointerOperators().length == 0
                && t.getAbstractDeclarator().getNestedDeclarator() == null && !(t.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator)
                && !(t.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator)) {
            IASTExpression cast = functionalCast(t.getDeclSpecifier(), il, r);
            if (cast != null) jcirc.frontend.cdt.AstFields.set(r, "retValue", cast);
            return;
        }
        if (!(p instanceof IASTFunctionDefinition fd) || fd.getDeclarator().getPointerOperators().length > 0
                || fd.getDeclarator().getNestedDeclarator() != null) return;
        // auto f() -> P<It, bool> (stl_tree.h's _M_emplace_unique): the trailing return type's specifier, when its
        // declarator adds nothing (no pointer, reference or array)
        org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier spec = fd.getDeclSpecifier();
        if (fd.getDeclarator() instanceof ICPPASTFunctionDeclarator f && f.getTrailingReturnType() != null) {
            org.eclipse.cdt.core.dom.ast.IASTTypeId tr = f.getTrailingReturnType();
            if (tr.getAbstractDeclarator() != null && (tr.getAbstractDeclarator().getPointerOperators().length > 0
                    || tr.getAbstractDeclarator().getNestedDeclarator() != null
                    || tr.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator
                    || tr.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator)) return;
            spec = tr.getDeclSpecifier();
        }
        // a return type depending on the template parameters (return {}; in template<class _Tp> _Tp f()): _Tp{} is typed per instance
        if (!(fd.getDeclarator().getName().resolveBinding() instanceof ICPPFunction fn) || fn.getType() == null) return;
        IASTExpression cast = functionalCast(spec, il, r);
        if (cast != null) jcirc.frontend.cdt.AstFields.set(r, "retValue", cast);
    }

    // f({a, b})  ->  f(P{a, b});  s.push({a, b}) of Stack<P>::push(const T&)  ->  s.push(P{a, b})
    private static void arguments(IASTFunctionCallExpression call) {
        IASTInitializerClause[] args = call.getArguments();
        IASTInitializerClause[] now = null;
        for (int i = 0; i < args.length; i++) {
            if (!(args[i] instanceof ICPPASTInitializerList il)) continue;
            IASTExpression fn = call.getFunctionNameExpression();
            IBinding fb = fn instanceof IASTIdExpression id ? id.getName().resolveBinding()
                    : fn instanceof org.eclipse.cdt.core.dom.ast.IASTFieldReference fr ? fr.getFieldName().resolveBinding() : null;
            if (!(fb instanceof ICPPFunction f)) return;
            IASTExpression cast = declaredParameterCast(f, i, il, call);
            if (cast == null) cast = instanceParameterCast(f, i, il, call);
            if (cast == null) return;
            if (now == null) now = args.clone();
            now[i] = cast;
        }
        if (now != null) jcirc.frontend.cdt.AstFields.set(call, "fArguments", now);
    }

    // a = {1, 2} calling a.operator=(P) or operator=(const P &)  ->  a = P{1, 2}  ([expr.ass]/9: the braces initialize the parameter)
    private static void assigned(org.eclipse.cdt.core.dom.ast.cpp.ICPPASTBinaryExpression b, ICPPASTInitializerList il) {
        ICPPFunction f = null;
        if (b instanceof org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner o)
            for (var n : o.getImplicitNames()) if (n.resolveBinding() instanceof ICPPFunction x) f = x;
        if (!(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod)) return;
        IASTExpression cast = classCast(f, 0, il, b, org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.OPERAND_TWO);
        if (cast != null) jcirc.frontend.cdt.AstFields.set(b, "fOperand2", cast);
    }

    /** {@code P{a, b}} spelled as parameter {@code i}'s declaration spells its type, when that names the same type at the call. */
    private static IASTExpression declaredParameterCast(ICPPFunction f, int i, ICPPASTInitializerList il, IASTFunctionCallExpression call) {
        ICPPParameter[] ps = f.getParameters();
        if (i >= ps.length || !(ps[i] instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib)) return null;
        IASTNode declName = ib.getDefinition() != null ? ib.getDefinition() : ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : null;
        IASTNode pd = declName;
        while (pd != null && !(pd instanceof ICPPASTParameterDeclaration)) pd = pd.getParent();
        if (!(pd instanceof ICPPASTParameterDeclaration param)) return null;
        IASTDeclarator pdecl = param.getDeclarator();
        // T or const T& only (a pointer parameter from braces is not rewritten)
        for (var po : pdecl.getPointerOperators())
            if (!(po instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator)) return null;
        if (pdecl.getNestedDeclarator() != null || pdecl instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator) return null;
        return functionalCast(param.getDeclSpecifier(), il, call);
    }

    /**
     * {@code P{a, b}} for a parameter whose declared spelling does not name its type at the call — a member of a class
     * template instance ({@code void push(const T &)} of {@code Stack<P>}), a parameter declared in another scope: the
     * instance's parameter type, when it is a class (or a reference to one), through a name bound to that class.
     */
    private static IASTExpression instanceParameterCast(ICPPFunction f, int i, ICPPASTInitializerList il, IASTFunctionCallExpression call) {
        return classCast(f, i, il, call, IASTFunctionCallExpression.ARGUMENT);
    }

    /** {@code P{a, b}} (a copy-list-initialization) of the class {@code P} of {@code f}'s parameter {@code i}, parented at {@code at}; or null. */
    private static IASTExpression classCast(ICPPFunction f, int i, ICPPASTInitializerList il, IASTNode at, org.eclipse.cdt.core.dom.ast.ASTNodeProperty property) {
        org.eclipse.cdt.core.dom.ast.IType[] pts = f.getType() == null ? null : f.getType().getParameterTypes();
        if (pts == null || i >= pts.length) return null;
        org.eclipse.cdt.core.dom.ast.IType t = pts[i] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r ? r.getType() : pts[i];
        if (!(CxxSpecialMembers.classOf(t) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType cls) || dependent(cls)) return null;
        org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTName name = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTName(cls.getNameCharArray());
        name.setOffsetAndLength((ASTNode) il);
        name.setBinding(cls);
        org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTNamedTypeSpecifier spec = new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTNamedTypeSpecifier(name);
        spec.setOffsetAndLength((ASTNode) il);
        CPPASTSimpleTypeConstructorExpression e = new CopyListCast();
        e.setDeclSpecifier(spec);
        e.setOffsetAndLength((ASTNode) il);
        adopt(e, at, property);
        if (name.resolveBinding() != cls) return null;
        jcirc.frontend.cdt.AstFields.set(e, "fInitializer", il);
        adopt(il, e, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression.INITIALIZER);
        return e;
    }

    /**
     * {@code T{...}} with a copy of the declared type's specifier (storage class and function specifiers dropped),
     * parented at {@code at}; null when the copied type name would not denote the same entity there or the type
     * depends on a template parameter.
     */
    private static IASTExpression functionalCast(IASTDeclSpecifier spec, ICPPASTInitializerList il, IASTNode at) {
        if (!(spec instanceof ICPPASTNamedTypeSpecifier) && !(spec instanceof ICPPASTSimpleDeclSpecifier s
                && s.getType() != ICPPASTSimpleDeclSpecifier.t_auto && s.getType() != ICPPASTSimpleDeclSpecifier.t_decltype_auto
                && s.getType() != ICPPASTSimpleDeclSpecifier.t_decltype && s.getType() != ICPPASTSimpleDeclSpecifier.t_void)) return null;
        IBinding declared = spec instanceof ICPPASTNamedTypeSpecifier n ? n.getName().resolveBinding() : null;
        ICPPASTDeclSpecifier copy = (ICPPASTDeclSpecifier) spec.copy(IASTNode.CopyStyle.withLocations);
        copy.setStorageClass(IASTDeclSpecifier.sc_unspecified);
        copy.setInline(false);
        copy.setConstexpr(false);
        copy.setVirtual(false);
        copy.setExplicit(false);
        copy.setFriend(false);
        // m{a, b} of a member (CPPASTConstructorInitializer) is direct-list-initialization; return and arguments copy-
        CPPASTSimpleTypeConstructorExpression e = at instanceof IASTReturnStatement || at instanceof IASTFunctionCallExpression
                ? new CopyListCast() : new CPPASTSimpleTypeConstructorExpression();
        e.setDeclSpecifier(copy);
        e.setOffsetAndLength((ASTNode) il);
        adopt(e, at, at instanceof IASTReturnStatement ? IASTReturnStatement.RETURNVALUE
                : at instanceof IASTFunctionCallExpression ? IASTFunctionCallExpression.ARGUMENT : org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer.ARGUMENT);
        if (copy instanceof ICPPASTNamedTypeSpecifier n) {   // resolved before the list moves: on failure nothing changed
            IBinding b = n.getName().resolveBinding();
            // the name means something else here (an alias template instance, __enable_if_t<…, pair<iterator, bool>>,
            // is a new binding at each resolution: the same type)
            if (b == null || !b.equals(declared) && !(b instanceof org.eclipse.cdt.core.dom.ast.IType bt
                    && declared instanceof org.eclipse.cdt.core.dom.ast.IType dt && (bt.isSameType(dt) || sameDependentType(bt, dt)))) return null;
        }
        jcirc.frontend.cdt.AstFields.set(e, "fInitializer", il);
        adopt(il, e, org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression.INITIALIZER);
        return e;
    }

    /**
     * Two resolutions of one dependent alias template-id ({@code __enable_if_t<is_constructible<value_type,
     * _Pair>::value, pair<iterator, bool>>} of map::insert, respelled in the body): CDT's value-dependent arguments
     * differ in how the body sees the class's parameters, so the same alias template with the same type arguments and
     * value-dependent non-type arguments in the same places is the same type (a copy of the declared spelling).
     */
    private static boolean sameDependentType(org.eclipse.cdt.core.dom.ast.IType a, org.eclipse.cdt.core.dom.ast.IType b) {
        if (!(a instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPAliasTemplateInstance x)
                || !(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPAliasTemplateInstance y)
                || !dependent(a) || x.getTemplateDefinition() == null || !x.getTemplateDefinition().equals(y.getTemplateDefinition())) return false;
        org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] xs = x.getTemplateArguments(), ys = y.getTemplateArguments();
        if (xs.length != ys.length) return false;
        for (int i = 0; i < xs.length; i++) {
            if (xs[i].isTypeValue() != ys[i].isTypeValue()) return false;
            if (xs[i].isTypeValue() ? !xs[i].getTypeValue().isSameType(ys[i].getTypeValue()) && !sameDependentType(xs[i].getTypeValue(), ys[i].getTypeValue())
                    : !xs[i].isSameValue(ys[i]) && !(valueDependent(xs[i]) && valueDependent(ys[i]))) return false;
        }
        return true;
    }

    private static boolean valueDependent(org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument a) {
        return a.getNonTypeEvaluation() != null && a.getNonTypeEvaluation().isValueDependent();
    }

    private static boolean dependent(org.eclipse.cdt.core.dom.ast.IType t) {
        return t == null || org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType(t);
    }

    /** Parents {@code child} (a node of CDT's frozen AST) at {@code parent}. */
    private static void adopt(IASTNode child, IASTNode parent, org.eclipse.cdt.core.dom.ast.ASTNodeProperty property) {
        jcirc.frontend.cdt.AstFields.set(child, "parent", parent);
        jcirc.frontend.cdt.AstFields.set(child, "property", property);
    }

}
