package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;

/**
 * Calls in a function definition of member functions of class template instances whose deduced return type is a class
 * the template's body defines: a lambda's closure or a local class ({@code template <class T> struct foo { auto get()
 * { return [](T y) {...}; } };} called as {@code inst.get()}). Sema knows such a type only once it has walked the
 * instance's body, which it does after the declaration that named it ({@code CxxTemplates.drain}); these instances are
 * named (declared and queued) before the definition is walked, so that the caller drains them first (C++ instantiates
 * a function with a deduced return type where it is used, [dcl.spec.auto.general]/12).
 */
public final class InstancesNeededEarly {
    private InstancesNeededEarly() {}

    /** Names the instances {@code d}'s calls need early; true when it named any (the caller drains them). */
    public static boolean name(Sema sema, IASTDeclaration d) {
        if (sema.cxx == null || sema.templates == null || !(d instanceof IASTFunctionDefinition fd) || fd.getBody() == null) return false;
        boolean[] any = {false};
        fd.getBody().accept(new ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression e) {
                if (e instanceof IASTFunctionCallExpression call) {
                    IASTName n = call.getFunctionNameExpression() instanceof IASTFieldReference fr ? fr.getFieldName()
                            : call.getFunctionNameExpression() instanceof IASTIdExpression id ? id.getName() : null;
                    IBinding b = n == null ? null : n.resolveBinding();
                    if (b instanceof ICPPFunction f && f instanceof ICPPSpecialization sp && returnsLocalClass(sp.getSpecializedBinding())
                            && sema.cxx.functionSymbol(f, call) != null) any[0] = true;
                }
                return PROCESS_CONTINUE;
            }
        });
        return any[0];
    }

    /** Is {@code b} a function defined {@code auto f() {...}} whose CDT-deduced return type is a closure or local class? */
    private static boolean returnsLocalClass(IBinding b) {
        try {
            if (!(b instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || !(b instanceof ICPPFunction f)
                    || !(ib.getDefinition() instanceof org.eclipse.cdt.core.dom.ast.IASTNode def)) return false;
            IASTFunctionDefinition fd = null;
            for (org.eclipse.cdt.core.dom.ast.IASTNode p = def; p != null && fd == null; p = p.getParent())
                if (p instanceof IASTFunctionDefinition x) fd = x;
            if (fd == null || !(fd.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier s)
                    || s.getType() != IASTSimpleDeclSpecifier.t_auto && s.getType() != IASTSimpleDeclSpecifier.t_decltype_auto
                    || f.getType() == null) return false;
            IType t = f.getType().getReturnType();
            for (int i = 0; i < 32 && t instanceof org.eclipse.cdt.internal.core.dom.parser.ITypeContainer c && !(t instanceof ICPPClassType); i++) t = c.getType();
            return t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType
                    || t instanceof ICPPClassType c && c.getOwner() instanceof IFunction;
        } catch (RuntimeException e) {
            return false;
        }
    }
}
