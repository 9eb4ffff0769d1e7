package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.TypePrinter;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;

/**
 * A declaration's base type quoted as clang prints it: the typedef name as written, with the type it
 * stands for when they differ.
 * <pre>
 * typedef int A[3];  A f(void);     'A' (aka 'int[3]')
 * int f(void)[3];                   'int[3]'
 * </pre>
 */
final class TypeSpelling {
    private TypeSpelling() {}

    /** {@code t}, the base type of declarator {@code d} before its own parts (no pointers), quoted. */
    static String asWritten(CType t, IASTDeclarator d) {
        String plain = "'" + TypePrinter.print(t) + "'";
        if (d.getParent() instanceof IASTDeclarator || d.getPointerOperators().length > 0) return plain;
        IASTDeclSpecifier spec = specifier(d.getParent());
        if (spec instanceof IASTNamedTypeSpecifier nt) {
            String name = nt.getName().toString();
            return name.equals(TypePrinter.print(t)) ? plain : "'" + name + "' (aka " + plain + ")";
        }
        return plain;
    }

    private static IASTDeclSpecifier specifier(IASTNode n) {
        return switch (n) {
            case IASTSimpleDeclaration sd -> sd.getDeclSpecifier();
            case IASTFunctionDefinition fd -> fd.getDeclSpecifier();
            case IASTParameterDeclaration pd -> pd.getDeclSpecifier();
            case null, default -> null;
        };
    }
}
