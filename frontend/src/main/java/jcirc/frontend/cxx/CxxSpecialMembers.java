package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTImplicitName;
import org.eclipse.cdt.core.dom.ast.IASTImplicitNameOwner;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.List;

/**
 * Facts about constructors and destructors read from CDT's semantic model (docs/cxx.md): the class a type
 * names, its user-declared destructor, whether it has user-declared constructors, the constructor a
 * declarator calls (CDT's implicit name). Sema ({@code SemaCXX}) records from these which locals are
 * constructed and destroyed; what the slice cannot construct or destroy yet is reported here
 * ({@link #checkTopLevel}).
 */
public final class CxxSpecialMembers {
    private CxxSpecialMembers() {}

    /** The class a (possibly typedef'd or qualified) type names, or null. */
    public static ICPPClassType classOf(IType t) {
        while (true) {
            if (t instanceof ITypedef td) t = td.getType();
            else if (t instanceof IQualifierType q) t = q.getType();
            else break;
        }
        return t instanceof ICPPClassType c ? c : null;
    }

    /** The user-declared destructor of a class, or null. */
    public static ICPPMethod destructor(ICPPClassType c) {
        if (c == null) return null;
        for (ICPPMethod m : c.getDeclaredMethods()) if (m.isDestructor() && !m.isImplicit()) return m;
        return null;
    }

    /** Does the class declare a constructor? */
    public static boolean userConstructed(ICPPClassType c) {
        if (c == null) return false;
        for (ICPPConstructor k : c.getConstructors()) if (!k.isImplicit()) return true;
        return false;
    }

    /** Objects of this type (or arrays of them) need a constructor or destructor call. */
    public static boolean nonTrivial(IType t) {
        return ClassTraits.needsCalls(t);
    }

    /** The arguments of the constructor a declarator calls: {@code (a, b)}, {@code = a}, {@code = {a, b}}, {@code {a, b}}, none; null: other forms. */
    public static org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] constructorArguments(IASTDeclarator d) {
        return switch (d.getInitializer()) {
            case null -> new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0];
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer ci -> ci.getArguments();
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il -> il.getClauses();
            case org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq when eq.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.IASTExpression e -> new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] {e};
            case org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq when eq.getInitializerClause() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList il -> il.getClauses();
            default -> null;
        };
    }

    /** Does a declarator call a user-declared or a non-trivial implicitly declared constructor? */
    public static boolean callsNonTrivial(IASTDeclarator d) {
        ICPPConstructor k = jcirc.frontend.sema.SemaSpecialMembers.constructorFor(anyConstructorCall(d),
                d.getName().resolveBinding() instanceof IVariable v ? classOf(v.getType()) : null, constructorArguments(d));
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args = constructorArguments(d);
        return k != null && (!k.isImplicit() || (ClassTraits.kindOf(k) instanceof ClassTraits.Kind kk && (ClassTraits.nonTrivial(k.getClassOwner(), kk)
                || ((kk == ClassTraits.Kind.COPY_CTOR || kk == ClassTraits.Kind.MOVE_CTOR) && args != null && args.length == 1))));
    }

    /**
     * The constructor a declarator (or a functional cast, a {@code new} expression, a mem-initializer) calls, also an
     * implicitly declared one (CDT's implicit name), or null.
     */
    public static ICPPConstructor anyConstructorCall(org.eclipse.cdt.core.dom.ast.IASTNode d) {
        if (d instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames())
                if (n.resolveBinding() instanceof ICPPConstructor k) return k;
        return null;
    }

    /** The user-declared constructor a declarator calls (its implicit name), or null. */
    public static ICPPConstructor constructorCall(IASTDeclarator d) {
        if (d instanceof IASTImplicitNameOwner o)
            for (IASTImplicitName n : o.getImplicitNames())
                if (n.resolveBinding() instanceof ICPPConstructor k && !k.isImplicit()) return k;
        return null;
    }

    /** Does a declarator call a user-declared constructor ({@code S s(1, 2);})? */
    public static boolean calls(IASTDeclarator d) { return constructorCall(d) != null; }

    /**
     * Reports the objects outside functions that need constructor or destructor calls (namespace-scope
     * objects, members of class type) and functions passing or returning objects with destructors by value.
     */
    public static void checkTopLevel(List<IASTDeclaration> decls, Sema sema) {
        for (IASTDeclaration d : decls) {
            if (d instanceof IASTFunctionDefinition fd) byValue(fd, sema);
            else if (d instanceof IASTSimpleDeclaration sd) namespaceScope(sd, sema);
        }
    }

    private static void byValue(IASTFunctionDefinition fd, Sema sema) { byValue(fd.getDeclarator(), sema); }

    private static void byValue(IASTDeclarator fd, Sema sema) {
        if (!(fd.getName().resolveBinding() instanceof ICPPFunction f) || f.getType() == null) return;
        boolean byValue = ClassTraits.nonTrivialForCalls(classOf(f.getType().getReturnType()));
        for (IType p : f.getType().getParameterTypes()) byValue |= ClassTraits.nonTrivialForCalls(classOf(p));
        // passed by invisible reference and returned through sret (SemaTemporaries, X86_64Abi)
    }

    private static void namespaceScope(IASTSimpleDeclaration sd, Sema sema) {
        if (sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier cs) { members(cs, sema); return; }
        for (IASTDeclarator d : sd.getDeclarators())
            if (d instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator) byValue(d, sema);   // arrays of objects: SemaArrayObjects
    }

    private static void members(ICPPASTCompositeTypeSpecifier cs, Sema sema) {
        for (IASTDeclaration m : cs.getMembers()) {
            if (!(m instanceof IASTSimpleDeclaration sd)) continue;
            if (sd.getDeclSpecifier() instanceof ICPPASTCompositeTypeSpecifier nested) members(nested, sema);
            for (IASTDeclarator d : sd.getDeclarators())
                if (d instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator) byValue(d, sema);   // member arrays of objects: SemaSpecialMembers
        }
    }
}
