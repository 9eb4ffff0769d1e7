package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IFunction;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;

import java.util.List;

/**
 * In-class member function definitions whose deduced return type is a class their own body defines: a lambda's
 * closure or a local class ({@code auto get() { return [](int y) { ... }; }}, {@code auto operator co_await() {
 * struct awaitable {...}; return awaitable{v}; }}). Sema knows such a type only once it has walked the body, so these
 * bodies are walked right after their class (C++ analyses in-class bodies at the class's end, [class.mem]/7), not
 * with the other in-class bodies after the unit ({@link CxxDeclarations}): the declarations that follow call them.
 */
final class LocalReturnTypes {
    private LocalReturnTypes() {}

    /** Moves the definitions in {@code members} from index {@code from} on whose return type is such a class to {@code out}. */
    static void early(List<IASTDeclaration> members, int from, List<IASTDeclaration> out) {
        for (int i = from; i < members.size(); ) {
            if (members.get(i) instanceof IASTFunctionDefinition fd && returnsLocalClass(fd)) out.add(members.remove(i));
            else i++;
        }
    }

    private static boolean returnsLocalClass(IASTFunctionDefinition fd) {
        if (!(fd.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier s)
                || s.getType() != IASTSimpleDeclSpecifier.t_auto && s.getType() != IASTSimpleDeclSpecifier.t_decltype_auto) return false;
        try {
            if (!(fd.getDeclarator().getName().resolveBinding() instanceof ICPPFunction f) || f.getType() == null) return false;
            IType t = f.getType().getReturnType();
            for (int i = 0; i < 32 && t instanceof org.eclipse.cdt.internal.core.dom.parser.ITypeContainer c
                    && !(t instanceof ICPPClassType); i++) t = c.getType();   // typedefs, cv, references, pointers
            return t instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType
                    || t instanceof ICPPClassType c && c.getOwner() instanceof IFunction;
        } catch (RuntimeException e) {
            return false;
        }
    }
}
