package jcirc.frontend.cxx.abi;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPVariable;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * What the mangler needs to know about entities declared in function bodies (Itanium ABI {@code <local-name>}):
 * the function (or lambda {@code operator()}) they belong to, the number of a lambda among the lambdas of that
 * body (g++ 12 numbers all of them in source order, whatever their signature, not looking into nested lambdas'
 * bodies), and the discriminator of a static local or local class after the first of its name. Found from CDT's
 * AST; each body's lambdas are listed once (cached per body node).
 */
final class LocalNames {
    private LocalNames() {}

    /** The owner for mangling: a closure type's is the function or lambda {@code operator()} whose body holds the lambda. */
    static IBinding owner(IBinding b) {
        if (b instanceof CPPClosureType c) {
            ICPPASTLambdaExpression l = lambda(c);
            if (l != null) {
                for (IASTNode p = l.getParent(); p != null; p = p.getParent()) {
                    if (p instanceof ICPPASTLambdaExpression outer) return outer.getFunctionCallOperatorName().resolveBinding();
                    if (p instanceof IASTFunctionDefinition fd) return functionOf(fd);
                    if (p instanceof ICPPASTCompositeTypeSpecifier cs) return cs.getName().resolveBinding();
                }
                DataContext dc = dataContext(l);
                if (dc != null) return dc.owner();
                throw new ItaniumMangler.Unsupported("mangling of a lambda outside a function");
            }
        }
        IBinding o = b.getOwner();
        if (o == null && b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod))
            return blockScopeFunctionNamespace(b);
        return o;
    }

    /**
     * A function declared only in a block ({@code namespace std { inline void __terminate() { void terminate(); terminate(); } }})
     * is a member of the innermost enclosing namespace ([basic.link]/7: {@code std::terminate}), which CDT does not say.
     */
    private static IBinding blockScopeFunctionNamespace(IBinding b) {
        if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib)) return null;
        IASTNode decl = ib.getDefinition();
        if (decl == null && ib.getDeclarations() != null && ib.getDeclarations().length > 0) decl = ib.getDeclarations()[0];
        boolean inBlock = false;
        for (IASTNode p = decl; p != null; p = p.getParent()) {
            if (p instanceof org.eclipse.cdt.core.dom.ast.IASTCompoundStatement) inBlock = true;
            if (p instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition ns) return inBlock ? ns.getName().resolveBinding() : null;
        }
        return null;
    }

    /** The function in whose body {@code b} is declared (itself or as a member of a local class), or null. */
    static ICPPFunction context(IBinding b) {
        for (IBinding x = owner(b); x != null; x = owner(x)) {
            if (x instanceof ICPPFunction f) return f;
            if (x instanceof ICPPNamespace) return null;
        }
        return null;
    }

    /** The 0-based number of a closure type among the lambdas of its function body. */
    static int lambdaNumber(IBinding closure) {
        ICPPASTLambdaExpression l = closure instanceof CPPClosureType c ? lambda(c) : null;
        if (l == null) throw new ItaniumMangler.Unsupported("mangling of a lambda");
        IASTNode body = contextBody(l);
        if (body == null) {
            DataContext dc = dataContext(l);
            if (dc != null) body = dc.scope();
        }
        if (body == null) throw new ItaniumMangler.Unsupported("mangling of a lambda outside a function body");
        int i = lambdas(body).indexOf(l);
        if (i < 0) throw new ItaniumMangler.Unsupported("mangling of a lambda");
        return i;
    }

    /**
     * The discriminator of an entity declared directly in {@code fn}'s body: empty for the first static local
     * (or local class) of its name, then {@code _0} ... {@code _9}, {@code __10_} ...; empty for closure types
     * (numbered in their names).
     */
    static String discriminator(IBinding top, ICPPFunction fn) {
        if (top instanceof CPPClosureType || !(top instanceof ICPPInternalBinding ib)) return "";
        IASTNode decl = ib.getDefinition() != null ? ib.getDefinition()
                : ib.getDeclarations() != null && ib.getDeclarations().length > 0 ? ib.getDeclarations()[0] : null;
        IASTNode body = decl == null ? null : enclosingBody(decl);
        if (body == null) return "";
        boolean isClass = top instanceof ICPPClassType;
        String name = top.getName();
        List<IASTName> same = new ArrayList<>();
        body.accept(new ASTVisitor(true) {
            {
                shouldVisitExpressions = true;
                shouldVisitDeclarators = true;
                shouldVisitDeclSpecifiers = true;
                shouldVisitDeclarations = true;
            }

            @Override public int visit(IASTExpression e) { return e instanceof ICPPASTLambdaExpression ? PROCESS_SKIP : PROCESS_CONTINUE; }

            @Override public int visit(IASTDeclaration d) { return d instanceof IASTFunctionDefinition ? PROCESS_SKIP : PROCESS_CONTINUE; }

            @Override public int visit(IASTDeclarator d) {
                if (!isClass && d.getName() != null && d.getName().toString().equals(name) && d.getName().resolveBinding() instanceof ICPPVariable v
                        && !(v instanceof ICPPField) && v.isStatic())
                    same.add(d.getName());
                return PROCESS_CONTINUE;
            }

            @Override public int visit(IASTDeclSpecifier s) {
                if (isClass && s instanceof ICPPASTCompositeTypeSpecifier cs && cs.getName().toString().equals(name)) same.add(cs.getName());
                return PROCESS_CONTINUE;
            }
        });
        int k = same.indexOf(decl);
        if (k <= 0) return "";
        return k - 1 < 10 ? "_" + (k - 1) : "__" + (k - 1) + "_";
    }

    /**
     * Where a lambda outside function bodies belongs (Itanium ABI 5.1.8, as g++ 12 mangles it): in the initializer of
     * a namespace-scope variable {@code g} or of a non-static data member {@code v} of class {@code Q}, the
     * closure is named in the scope of the variable's owner after the {@code <data-member-prefix>} {@code 1gM} /
     * {@code 1vM} ({@code _ZNK1gMUliE_clEi}, {@code _ZNK1Q1vMUlvE_clEv}) and numbered among the lambdas of that
     * initializer; in the in-class initializer of a static data member it is named in the class's scope without a
     * prefix ({@code _ZNK1QUliE_clEi}) and numbered among the lambdas of the class's static data members'
     * initializers. {@code member} is the prefix's name or null; {@code scope} the node whose lambdas are numbered.
     */
    record DataContext(IBinding owner, String member, IBinding variable, IASTNode scope) {}

    static DataContext dataContext(ICPPASTLambdaExpression l) {
        for (IASTNode p = l.getParent(); p != null; p = p.getParent())
            if (p instanceof ICPPASTLambdaExpression || p instanceof IASTFunctionDefinition) return null;   // a local entity
        IASTNode child = l;
        for (IASTNode p = l.getParent(); p != null; child = p, p = p.getParent()) {
            if (p instanceof ICPPASTLambdaExpression || p instanceof IASTFunctionDefinition) return null;
            if (p instanceof IASTDeclarator d && child == d.getInitializer()) {
                if (d.getParent() instanceof IASTDeclarator || d instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator) return null;
                if (p.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration) return null;   // a default argument
                IBinding v = d.getName().resolveBinding();
                if (!(v instanceof ICPPVariable var)) return null;
                if (var instanceof ICPPField f && f.isStatic() && d.getParent() != null
                        && d.getParent().getParent() instanceof ICPPASTCompositeTypeSpecifier cs)
                    return new DataContext(f.getOwner(), null, f, cs);
                return new DataContext(var.getOwner(), var.getName(), var, d.getInitializer());
            }
        }
        return null;
    }

    /** The data-member prefix's name of a closure type (null: none). */
    static DataContext dataContext(IBinding closure) {
        if (!(closure instanceof CPPClosureType c)) return null;
        ICPPASTLambdaExpression l = lambda(c);
        return l == null ? null : dataContext(l);
    }

    static ICPPASTLambdaExpression lambda(CPPClosureType c) {
        for (IASTNode n = c.getDefinition(); n != null; n = n.getParent())
            if (n instanceof ICPPASTLambdaExpression l) return l;
        return null;
    }

    private static IBinding functionOf(IASTFunctionDefinition fd) {
        return CPPVisitor.findInnermostDeclarator(fd.getDeclarator()).getName().resolveBinding();
    }

    /** The body of the function or lambda a lambda expression is in (null outside function bodies). */
    private static IASTNode contextBody(ICPPASTLambdaExpression l) {
        return enclosingBody(l.getParent());
    }

    /** The body of the innermost function or lambda around {@code n}. */
    private static IASTNode enclosingBody(IASTNode n) {
        for (IASTNode p = n; p != null; p = p.getParent()) {
            if (p instanceof ICPPASTLambdaExpression outer) return outer.getBody();
            if (p instanceof IASTFunctionDefinition fd) return fd.getBody();
        }
        return null;
    }

    private static final Map<IASTNode, List<ICPPASTLambdaExpression>> LAMBDAS = Collections.synchronizedMap(new WeakHashMap<>());

    /** A body's lambdas in source order, not those inside other lambdas or local classes' member functions. */
    private static List<ICPPASTLambdaExpression> lambdas(IASTNode body) {
        return LAMBDAS.computeIfAbsent(body, b -> {
            List<ICPPASTLambdaExpression> r = new ArrayList<>();
            b.accept(new ASTVisitor(true) {
                {
                    shouldVisitExpressions = true;
                    shouldVisitDeclarations = true;
                    shouldVisitDeclSpecifiers = true;
                }

                @Override public int visit(IASTExpression e) {
                    if (e instanceof ICPPASTLambdaExpression l) { r.add(l); return PROCESS_SKIP; }
                    return PROCESS_CONTINUE;
                }

                @Override public int visit(IASTDeclaration d) {
                    if (d instanceof IASTFunctionDefinition) return PROCESS_SKIP;
                    if (b instanceof ICPPASTCompositeTypeSpecifier && d instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd
                            && sd.getParent() == b && sd.getDeclSpecifier().getStorageClass() != IASTDeclSpecifier.sc_static)
                        return PROCESS_SKIP;   // a class's scope numbers its static data members' lambdas only
                    return PROCESS_CONTINUE;
                }

                @Override public int visit(IASTDeclSpecifier s) {
                    return b instanceof ICPPASTCompositeTypeSpecifier && s != b && s instanceof ICPPASTCompositeTypeSpecifier ? PROCESS_SKIP : PROCESS_CONTINUE;
                }
            });
            return r;
        });
    }
}
