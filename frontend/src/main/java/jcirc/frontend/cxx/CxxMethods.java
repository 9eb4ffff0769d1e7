package jcirc.frontend.cxx;

import jcirc.frontend.cxx.abi.ItaniumMangler;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNodeFactory;
import org.eclipse.cdt.internal.core.dom.parser.ASTNode;
import org.eclipse.cdt.internal.core.dom.parser.IASTAmbiguityParent;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPNodeFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Non-static member functions (docs/cxx.md). A member function {@code R S::f(P...) [const]} is, for Sema and
 * CIRGen, the function {@code R _ZN1S1fE...(S *this, P...)} ({@code const S *this} for a const member
 * function): its type gets the object pointer as first parameter ({@link #withThis}), its body binds that
 * parameter under the name {@code this} ({@link #thisParams}). Before Sema, the unit's expressions are
 * rewritten in place into the C they stand for ({@link #rewrite}):
 * <pre>
 *   obj.f(a)  → _ZN1S1fEi(&amp;obj, a)        p-&gt;f(a) → _ZN1S1fEi(p, a)       f(a) in a member → _ZN1S1fEi(this, a)
 *   x (a non-static data member, in a member function) → this-&gt;x             this → the parameter 'this'
 * </pre>
 * The synthesized names carry the symbol name they denote ({@link #synthesizedName}), so that CDT never
 * resolves them; the nodes carry their original's source range for diagnostics and locations.
 */
public final class CxxMethods {
    private CxxMethods() {}

    private static final Map<IASTName, String> SYNTHESIZED = Collections.synchronizedMap(new WeakHashMap<>());

    /** The symbol name of a name made by the rewrite, or null for a name of the source. */
    public static String synthesizedName(IASTName n) { return SYNTHESIZED.get(n); }

    /** A member function that takes an object pointer: not static (constructors and destructors too). */
    public static boolean isInstanceMethod(IBinding b) {
        return b instanceof ICPPMethod m && !m.isStatic();
    }

    private static boolean isStructor(IBinding b) {
        return b instanceof ICPPConstructor || (b instanceof ICPPMethod m && m.isDestructor());
    }

    /** 1 when {@code d} declares a non-static member function (its first parameter is 'this'), else 0. */
    public static int thisParams(Sema sema, IASTDeclarator d) {
        if (sema.cxxNames == null) return 0;
        IASTName n = Sema.innermostName(d);
        return n != null && isInstanceMethod(n.resolveBinding()) ? 1 : 0;
    }

    /** The type of a declared function, with the object pointer first when it is a non-static member function. */
    public static CType withThis(Sema sema, IASTDeclarator d, CType ft) {
        if (thisParams(sema, d) == 0 || !(Types.unqual(ft) instanceof CType.Function f)) return ft;
        ICPPMethod m = (ICPPMethod) Sema.innermostName(d).resolveBinding();
        CType cls = classType(sema, m.getClassOwner());
        if (cls == null) {
            sema.error(d, "member function of this class is not supported yet");
            return ft;
        }
        boolean isConst = m.getType() != null && m.getType().isConst(), isVolatile = m.getType() != null && m.getType().isVolatile();
        List<CType> ps = new ArrayList<>();
        ps.add(new CType.Pointer(isConst || isVolatile ? Types.qualify(cls, isConst, isVolatile, false) : cls));
        ps.addAll(f.params());
        return new CType.Function(isStructor(m) ? CType.VOID : f.returnType(), ps, f.variadic(), true);
    }

    private static CType classType(Sema sema, ICPPClassType c) {
        Scope.Tag tag = c == null ? null : sema.symbols.lookupTag(c.getName());
        return tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
    }

    // ------------------------------------------------------------------ the rewrite

    private record Rewrite(IASTExpression at, IBinding binding) {}

    /** Rewrites member calls, implicit member accesses and 'this' of the unit into plain C (see the class comment). */
    public static void rewrite(IASTDeclaration[] decls, Sema sema) {
        List<Rewrite> todo = new ArrayList<>();
        ASTVisitor v = new ASTVisitor(true) {
            { shouldVisitExpressions = true; }

            @Override public int visit(IASTExpression e) {
                switch (e) {
                    case IASTLiteralExpression l when l.getKind() == IASTLiteralExpression.lk_this -> todo.add(new Rewrite(e, null));
                    case IASTFunctionCallExpression call -> {
                        IASTExpression fn = call.getFunctionNameExpression();
                        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
                        IBinding b = n == null ? null : n.resolveBinding();
                        if (isInstanceMethod(b) && !isStructor(b)) todo.add(new Rewrite(e, b));
                    }
                    case IASTIdExpression id when !(id.getParent() instanceof IASTFunctionCallExpression c && c.getFunctionNameExpression() == id) -> {
                        IBinding b = id.getName().resolveBinding();
                        if (b instanceof ICPPField f && !f.isStatic()) todo.add(new Rewrite(e, b));
                    }
                    default -> { }
                }
                return PROCESS_CONTINUE;
            }
        };
        for (IASTDeclaration d : decls) d.accept(v);
        ICPPNodeFactory nf = CPPNodeFactory.getDefault();
        for (Rewrite r : todo) {
            IASTExpression e = r.at(), to;
            switch (e) {
                case IASTLiteralExpression l -> to = thisExpr(nf, l);
                case IASTFunctionCallExpression call -> {
                    IASTExpression fn = call.getFunctionNameExpression(), object;
                    if (fn instanceof IASTFieldReference fr) {
                        object = movable(fr.getFieldOwner());
                        if (!fr.isPointerDereference() && !(object.isLValue())) {
                            sema.error(object, "calling a member function on a temporary is not supported yet");
                            object = at(nf.newLiteralExpression(IASTLiteralExpression.lk_nullptr, "nullptr"), object);   // no follow-on errors
                        } else if (!fr.isPointerDereference()) {
                            object = at(nf.newUnaryExpression(IASTUnaryExpression.op_amper, object), object);
                        }
                    } else {
                        if (!insideMember(call)) { sema.error(call, "call to non-static member function without an object argument"); continue; }
                        object = thisExpr(nf, fn);
                    }
                    String mangled;
                    try {
                        mangled = ItaniumMangler.function((ICPPMethod) r.binding());
                    } catch (ItaniumMangler.Unsupported u) {
                        sema.error(call, u.getMessage() + " is not supported yet");
                        continue;
                    }
                    IASTIdExpression callee = at(nf.newIdExpression(synthesized(nf, fn, lastName(fn), mangled)), fn);
                    IASTInitializerClause[] args = call.getArguments();
                    IASTInitializerClause[] all = new IASTInitializerClause[args.length + 1];
                    all[0] = object;
                    for (int i = 0; i < args.length; i++) all[i + 1] = movable(args[i]);
                    to = at(nf.newFunctionCallExpression(callee, all), call);
                }
                case IASTIdExpression id -> {
                    if (!insideMember(id)) { sema.error(id, "invalid use of non-static data member '" + lastName(id) + "'"); continue; }
                    IASTName field = at(nf.newName(lastName(id).toCharArray()), id);
                    to = at(nf.newFieldReference(field, thisExpr(nf, id)), id);
                    ((IASTFieldReference) to).setIsPointerDereference(true);
                }
                default -> { continue; }
            }
            replace(sema, e, to);
        }
    }

    private static String lastName(IASTExpression e) {
        IASTName n = e instanceof IASTFieldReference fr ? fr.getFieldName() : ((IASTIdExpression) e).getName();
        return (n instanceof ICPPASTQualifiedName q ? q.getLastName() : n).toString();
    }

    /** The parameter 'this', as an identifier expression (at {@code where}'s source range). */
    static IASTExpression thisAt(ICPPNodeFactory nf, IASTNode where) { return thisExpr(nf, where); }

    private static IASTExpression thisExpr(ICPPNodeFactory nf, IASTNode where) {
        return at(nf.newIdExpression(synthesized(nf, where, "this", "this")), where);
    }

    static IASTName synthesized(ICPPNodeFactory nf, IASTNode where, String spelling, String symbol) {
        IASTName n = at(nf.newName(spelling.toCharArray()), where);
        SYNTHESIZED.put(n, symbol);
        return n;
    }

    private static boolean insideMember(IASTNode n) {
        for (IASTNode p = n.getParent(); p != null; p = p.getParent())
            if (p instanceof IASTFunctionDefinition fd) return isInstanceMethod(Sema.innermostName(fd.getDeclarator()).resolveBinding());
        return false;
    }

    private static final java.lang.reflect.Field FROZEN;
    static {
        try {
            FROZEN = ASTNode.class.getDeclaredField("frozen");
            FROZEN.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** A node of the parsed (frozen) unit that gets a new parent: only its own parent link changes. */
    static <T extends IASTNode> T movable(T n) {
        try {
            if (n instanceof ASTNode a) FROZEN.setBoolean(a, false);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return n;
    }

    static <T extends IASTNode> T at(T n, IASTNode where) {
        if (n instanceof ASTNode a && where instanceof ASTNode w) a.setOffsetAndLength(w.getOffset(), w.getLength());
        return n;
    }

    private static void replace(Sema sema, IASTExpression e, IASTExpression to) {
        if (e.getParent() instanceof IASTAmbiguityParent p) {
            to.setParent(e.getParent());
            to.setPropertyInParent(e.getPropertyInParent());
            p.replace(e, to);
        } else {
            sema.error(e, "this use of a member is not supported yet");
        }
    }
}
