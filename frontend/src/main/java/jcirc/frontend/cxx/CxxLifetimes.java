package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;
import org.eclipse.cdt.internal.core.dom.parser.IASTAmbiguityParent;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPASTCompoundStatement;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPNodeFactory;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Constructors and destructors (docs/cxx.md), rewritten in place into C before Sema, after {@link CxxMethods}:
 * <pre>
 *   S(int a) : x(a) { body }      → void _ZN1SC1Ei(S *this, int a) { this-&gt;x = a; { body } }   (members in declaration order)
 *   { S s(1); ... }               → { S s; _ZN1SC1Ei(&amp;s, 1); ... _ZN1SD1Ev(&amp;s); }            (reverse order at the end)
 *   return e; / break; / continue; with live objects → { T r = e; _ZN1SD1Ev(&amp;s); ... return r; }
 * </pre>
 * Objects live in compound statements of function bodies; what else needs a constructor or destructor
 * (namespace-scope and static objects, temporaries, arrays, members of class type, by-value parameters and
 * results, goto past a destructor) is reported as not supported yet.
 */
public final class CxxLifetimes {
    private final Sema sema;
    private final ICPPNodeFactory nf = CPPNodeFactory.getDefault();
    private final Deque<Scope> scopes = new ArrayDeque<>();
    private IASTFunctionDefinition function;
    private int temps;

    private record Obj(String name, String dtor) {}

    private static final class Scope {
        final List<Obj> objs = new ArrayList<>();
        final Set<String> names = new HashSet<>();
        final boolean loop, breakable;
        Scope(boolean loop, boolean breakable) { this.loop = loop; this.breakable = breakable; }
    }

    private CxxLifetimes(Sema sema) { this.sema = sema; }

    public static void rewrite(List<IASTDeclaration> decls, Sema sema) {
        CxxLifetimes l = new CxxLifetimes(sema);
        for (IASTDeclaration d : decls) {
            if (d instanceof IASTFunctionDefinition fd) l.function(fd);
            else if (d instanceof IASTSimpleDeclaration sd) l.namespaceScope(sd);
        }
    }

    // ------------------------------------------------------------------ class properties

    private static ICPPClassType classOf(IType t) {
        while (true) {
            if (t instanceof ITypedef td) t = td.getType();
            else if (t instanceof IQualifierType q) t = q.getType();
            else break;
        }
        return t instanceof ICPPClassType c ? c : null;
    }

    /** The user-declared destructor of a class, or null. */
    static ICPPMethod destructor(ICPPClassType c) {
        if (c == null) return null;
        for (ICPPMethod m : c.getDeclaredMethods()) if (m.isDestructor() && !m.isImplicit()) return m;
        return null;
    }

    private static boolean userConstructed(ICPPClassType c) {
        if (c == null) return false;
        for (ICPPConstructor k : c.getConstructors()) if (!k.isImplicit()) return true;
        return false;
    }

    private static boolean nonTrivial(IType t) {
        while (t instanceof IArrayType a) t = a.getType();
        ICPPClassType c = classOf(t);
        return destructor(c) != null || userConstructed(c);
    }

    /** The user-declared constructor a declarator calls (its implicit name), or null. */
    private static ICPPConstructor constructorCall(IASTDeclarator d) {
        if (d instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames())
                if (n.resolveBinding() instanceof ICPPConstructor k && !k.isImplicit()) return k;
        return null;
    }

    /** Does a declarator call a user-declared constructor (S s(1, 2);)? */
    static boolean calls(IASTDeclarator d) { return constructorCall(d) != null; }

    private void namespaceScope(IASTSimpleDeclaration sd) {
        if (sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier cs) { members(cs); return; }
        for (IASTDeclarator d : sd.getDeclarators())
            if (d.getName().resolveBinding() instanceof IVariable v && nonTrivial(v.getType()))
                sema.error(d, "objects with constructors or destructors outside functions are not supported yet");
    }

    private void members(ICPPASTCompositeTypeSpecifier cs) {
        for (IASTDeclaration m : cs.getMembers()) {
            if (!(m instanceof IASTSimpleDeclaration sd)) continue;
            if (sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier nested) members(nested);
            for (IASTDeclarator d : sd.getDeclarators())
                if (d.getName().resolveBinding() instanceof ICPPField f && !f.isStatic() && nonTrivial(f.getType()))
                    sema.error(d, "members with constructors or destructors are not supported yet");
        }
    }

    // ------------------------------------------------------------------ functions

    private void function(IASTFunctionDefinition fd) {
        function = fd;
        if (fd.getDeclarator().getName().resolveBinding() instanceof ICPPFunction f && f.getType() != null) {
            boolean byValue = nonTrivial(f.getType().getReturnType()) && destructor(classOf(f.getType().getReturnType())) != null;
            for (IType p : f.getType().getParameterTypes()) byValue |= destructor(classOf(p)) != null;
            if (byValue) sema.error(fd.getDeclarator(), "passing or returning objects with a destructor by value is not supported yet");
        }
        IASTStatement body = fd.getBody();
        if (!(body instanceof IASTCompoundStatement cs)) return;
        if (fd instanceof ICPPASTFunctionDefinition cfd && cfd.getDeclarator().getName().resolveBinding() instanceof ICPPConstructor k) {
            List<IASTStatement> inits = memberInits(cfd, k);
            inits.add(CxxMethods.movable(cs));
            IASTCompoundStatement nb = nf.newCompoundStatement();
            CxxMethods.at(nb, cs);
            setStatements(nb, inits);
            CxxMethods.movable(fd).setBody(nb);
            cs = nb;
        }
        scopes.clear();
        temps = 0;
        compound(cs, false, false);
    }

    // S(int a) : x(a), y() → this->x = a; this->y = 0; in the members' declaration order
    private List<IASTStatement> memberInits(ICPPASTFunctionDefinition fd, ICPPConstructor k) {
        List<ICPPField> order = Arrays.asList(k.getClassOwner().getDeclaredFields());
        List<ICPPASTConstructorChainInitializer> chain = new ArrayList<>(Arrays.asList(fd.getMemberInitializers()));
        chain.sort(Comparator.comparingInt(c -> order.indexOf(c.getMemberInitializerId().resolveBinding())));
        List<IASTStatement> out = new ArrayList<>();
        for (ICPPASTConstructorChainInitializer c : chain) {
            IBinding b = c.getMemberInitializerId().resolveBinding();
            IASTInitializerClause[] args = c.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments()
                    : c.getInitializer() instanceof ICPPASTInitializerList il ? il.getClauses() : null;
            if (!(b instanceof ICPPField f) || args == null || args.length > 1
                    || !(f.getType() instanceof IBasicType || f.getType() instanceof IPointerType || f.getType() instanceof IEnumeration)) {
                sema.error(c, "this member initializer is not supported yet");
                continue;
            }
            IASTFieldReference member = nf.newFieldReference(CxxMethods.at(nf.newName(f.getName().toCharArray()), c), CxxMethods.thisAt(nf, c));
            member.setIsPointerDereference(true);
            CxxMethods.at(member, c);
            IASTExpression value = args.length == 1 ? (IASTExpression) CxxMethods.movable(args[0])
                    : CxxMethods.at(nf.newLiteralExpression(IASTLiteralExpression.lk_integer_constant, "0"), c);
            out.add(CxxMethods.at(nf.newExpressionStatement(CxxMethods.at(nf.newBinaryExpression(IASTBinaryExpression.op_assign, member, value), c)), c));
        }
        return out;
    }

    private void compound(IASTCompoundStatement cs, boolean loop, boolean breakable) {
        Scope scope = new Scope(loop, breakable);
        scopes.push(scope);
        List<IASTStatement> out = new ArrayList<>();
        boolean changed = false;
        for (IASTStatement st : cs.getStatements()) {
            IASTStatement r = stmt(st);
            changed |= r != st;
            out.add(r);
            if (st instanceof IASTDeclarationStatement ds && ds.getDeclaration() instanceof IASTSimpleDeclaration sd) changed |= declaration(sd, scope, out);
        }
        IASTStatement last = out.isEmpty() ? null : out.getLast();
        if (!scope.objs.isEmpty() && !(last instanceof IASTReturnStatement || last instanceof IASTBreakStatement
                || last instanceof IASTContinueStatement || last instanceof IASTGotoStatement)) {
            out.addAll(destroy(scope.objs, cs));
            changed = true;
        }
        scopes.pop();
        if (changed) setStatements(CxxMethods.movable(cs), out);
    }

    // S a, b(1, 2); → S a, b; _ZN1SC1Ev(&a); _ZN1SC1Eii(&b, 1, 2);   objects with a destructor join the scope
    private boolean declaration(IASTSimpleDeclaration sd, Scope scope, List<IASTStatement> out) {
        boolean changed = false;
        for (IASTDeclarator d : sd.getDeclarators()) {
            String name = d.getName().toString();
            scope.names.add(name);
            if (!(d.getName().resolveBinding() instanceof IVariable v) || !nonTrivial(v.getType())) continue;
            ICPPClassType c = classOf(v.getType());
            if (c == null || sd.getDeclSpecifier().getStorageClass() == IASTDeclSpecifier.sc_static) {
                sema.error(d, c == null ? "arrays of objects with constructors or destructors are not supported yet"
                        : "static objects with constructors or destructors are not supported yet");
                continue;
            }
            ICPPConstructor k = constructorCall(d);
            if (k != null) {
                IASTInitializerClause[] args = d.getInitializer() instanceof ICPPASTConstructorInitializer ci ? ci.getArguments() : new IASTInitializerClause[0];
                if (d.getInitializer() != null && args.length == 0 && !(d.getInitializer() instanceof ICPPASTConstructorInitializer)) {
                    sema.error(d.getInitializer(), "this initialization of an object with a constructor is not supported yet");
                    continue;
                }
                List<IASTInitializerClause> all = new ArrayList<>();
                all.add(address(name, d));
                for (IASTInitializerClause a : args) all.add(CxxMethods.movable(a));
                CxxMethods.movable(d).setInitializer(null);
                out.add(call(ItaniumMangler(k), all, d));
                changed = true;
            } else if (userConstructed(c) && !(d.getInitializer() instanceof IASTEqualsInitializer)) {
                sema.error(d, "no matching constructor for initialization of '" + name + "'");
            }
            ICPPMethod dtor = destructor(c);
            if (dtor != null) scope.objs.add(new Obj(name, ItaniumMangler(dtor)));
        }
        return changed;
    }

    private String ItaniumMangler(ICPPFunction f) {
        return jcirc.frontend.cxx.abi.ItaniumMangler.function(f);
    }

    private IASTStatement stmt(IASTStatement s) {
        switch (s) {
            case IASTCompoundStatement cs -> compound(cs, false, false);
            case IASTForStatement f -> {
                if (f.getInitializerStatement() instanceof IASTDeclarationStatement ds && ds.getDeclaration() instanceof IASTSimpleDeclaration sd)
                    for (IASTDeclarator d : sd.getDeclarators())
                        if (d.getName().resolveBinding() instanceof IVariable v && nonTrivial(v.getType()))
                            sema.error(d, "objects with constructors or destructors in a for-init-statement are not supported yet");
                loopBody(f.getBody());
            }
            case IASTWhileStatement w -> loopBody(w.getBody());
            case IASTDoStatement d -> loopBody(d.getBody());
            case IASTSwitchStatement sw -> {
                scopes.push(new Scope(false, true));
                sub(sw.getBody());
                scopes.pop();
            }
            case IASTIfStatement i -> { sub(i.getThenClause()); if (i.getElseClause() != null) sub(i.getElseClause()); }
            case IASTLabelStatement l -> sub(l.getNestedStatement());
            case IASTReturnStatement r -> { return exit(r, true, false); }
            case IASTBreakStatement b -> { return exit(b, false, false); }
            case IASTContinueStatement c -> { return exit(c, false, true); }
            case IASTGotoStatement g -> {
                for (Scope sc : scopes) if (!sc.objs.isEmpty()) { sema.error(g, "goto past a destructor call is not supported yet"); break; }
            }
            default -> { }
        }
        return s;
    }

    private void loopBody(IASTStatement body) {
        scopes.push(new Scope(true, true));
        sub(body);
        scopes.pop();
    }

    /** A statement under a non-compound parent: rewritten in place. */
    private void sub(IASTStatement s) {
        if (s == null) return;
        IASTNode parent = s.getParent();   // before the rewrite moves s into its replacement
        ASTNodeProperty property = s.getPropertyInParent();
        IASTStatement r = stmt(s);
        if (r != s && parent instanceof IASTAmbiguityParent p) {
            r.setParent(parent);
            r.setPropertyInParent(property);
            p.replace(s, r);
            r.setParent(parent);   // CDT's replace takes the parent of s, which is r by now
        }
    }

    // return e; → { T r = e; destructors; return r; }   break/continue → { destructors; break; }
    private IASTStatement exit(IASTStatement s, boolean isReturn, boolean isContinue) {
        List<Obj> dying = new ArrayList<>();
        Set<String> inner = new HashSet<>();
        for (Scope sc : scopes) {   // innermost first
            if (!isReturn && (isContinue ? sc.loop : sc.breakable)) break;
            for (Obj o : sc.objs.reversed()) {
                if (inner.contains(o.name())) { sema.error(s, "leaving the scope of a shadowed object with a destructor is not supported yet"); return s; }
                dying.add(o);
            }
            inner.addAll(sc.names);
        }
        if (dying.isEmpty()) return s;
        List<IASTStatement> out = new ArrayList<>();
        IASTStatement end = s;
        if (s instanceof IASTReturnStatement r && r.getReturnValue() != null) {
            IASTDeclSpecifier spec = function.getDeclSpecifier();
            if (!(spec instanceof ICPPASTSimpleDeclSpecifier) || function.getDeclarator().getPointerOperators().length > 0
                    || function.getDeclarator().getNestedDeclarator() != null) {
                sema.error(s, "returning this type past a destructor call is not supported yet");
                return s;
            }
            String tmp = "__jcirc_ret" + temps++;
            ICPPASTSimpleDeclSpecifier type = CxxMethods.at((ICPPASTSimpleDeclSpecifier) spec.copy(IASTNode.CopyStyle.withLocations), s);
            type.setStorageClass(IASTDeclSpecifier.sc_unspecified);
            type.setInline(false);
            IASTSimpleDeclaration decl = nf.newSimpleDeclaration(type);
            IASTDeclarator d = CxxMethods.at(nf.newDeclarator(CxxMethods.synthesized(nf, s, tmp, tmp)), s);
            d.setInitializer(CxxMethods.at(nf.newEqualsInitializer(CxxMethods.movable(r.getReturnValue())), s));
            decl.addDeclarator(d);
            out.add(CxxMethods.at(nf.newDeclarationStatement(CxxMethods.at(decl, s)), s));
            end = CxxMethods.at(nf.newReturnStatement(CxxMethods.at(nf.newIdExpression(CxxMethods.synthesized(nf, s, tmp, tmp)), s)), s);
        }
        out.addAll(destroy(dying, s));
        out.add(CxxMethods.movable(end));
        IASTCompoundStatement block = CxxMethods.at(nf.newCompoundStatement(), s);
        setStatements(block, out);
        return block;
    }

    /** _ZN1SD1Ev(&s) for each object, in the order given. */
    private List<IASTStatement> destroy(List<Obj> objs, IASTNode at) {
        List<IASTStatement> out = new ArrayList<>();
        List<Obj> order = new ArrayList<>(objs);
        if (at instanceof IASTCompoundStatement) java.util.Collections.reverse(order);   // a scope's own list is in declaration order
        for (Obj o : order) out.add(call(o.dtor(), List.of(address(o.name(), at)), at));
        return out;
    }

    private IASTExpression address(String name, IASTNode at) {
        IASTExpression id = CxxMethods.at(nf.newIdExpression(CxxMethods.synthesized(nf, at, name, name)), at);
        return CxxMethods.at(nf.newUnaryExpression(IASTUnaryExpression.op_amper, id), at);
    }

    private IASTStatement call(String fn, List<IASTInitializerClause> args, IASTNode at) {
        IASTIdExpression callee = CxxMethods.at(nf.newIdExpression(CxxMethods.synthesized(nf, at, fn, fn)), at);
        IASTExpression call = CxxMethods.at(nf.newFunctionCallExpression(callee, args.toArray(new IASTInitializerClause[0])), at);
        return CxxMethods.at(nf.newExpressionStatement(call), at);
    }

    private static final java.lang.reflect.Field STATEMENTS;
    static {
        try {
            STATEMENTS = CPPASTCompoundStatement.class.getDeclaredField("statements");
            STATEMENTS.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Sets a compound statement's statements (CDT only appends). */
    private static void setStatements(IASTCompoundStatement cs, List<IASTStatement> stmts) {
        try {
            STATEMENTS.set(cs, stmts.toArray(new IASTStatement[0]));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        for (IASTStatement s : stmts) {
            CxxMethods.movable(s).setParent(cs);
            s.setPropertyInParent(IASTCompoundStatement.NESTED_STATEMENT);
        }
    }
}
