package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * C++: an implicit conversion C allows (with a warning) that C++ has not — {@code int *p = (long *)0;},
 * {@code int *q = v;} from {@code void *}, {@code int *r = cp;} from {@code const int *}, {@code int *s = n;},
 * {@code int t = p;}, {@code E e = 1;} — is an error, worded as clang++-19:
 * <pre>
 * initializing  cannot initialize a variable of type 'T' with an lvalue of type 'F'   (at the variable's name)
 * returning     cannot initialize return object of type 'T' with an rvalue of type 'F'
 * passing       cannot initialize a parameter of type 'T' with an lvalue of type 'F'
 * assigning     [prefix]assigning to 'T' from 'F'          (prefix: "incompatible pointer types " ...)
 *               assigning to 'T' from 'F' discards qualifiers                        (prefix null)
 *               assigning to 'T' from incompatible type 'F'                          (prefix "")
 * </pre>
 */
final class CxxConversionErrors {
    private CxxConversionErrors() {}

    static void report(Sema sema, IASTExpression src, CType from, CType to, String what, String assignPrefix) {
        String f = spelling(from), t = spelling(to);
        String category = sema.isLvalue(src) ? "an lvalue" : "an rvalue";
        IASTNode at = src;
        String msg = switch (what) {
            case "initializing" -> "cannot initialize a variable of type '" + t + "' with " + category + " of type '" + f + "'";
            case "returning" -> "cannot initialize return object of type '" + t + "' with " + category + " of type '" + f + "'";
            case "passing" -> "cannot initialize a parameter of type '" + t + "' with " + category + " of type '" + f + "'";
            default -> assignPrefix == null ? "assigning to '" + t + "' from '" + f + "' discards qualifiers"
                    : assignPrefix.isEmpty() ? "assigning to '" + t + "' from incompatible type '" + f + "'"
                    : assignPrefix + "assigning to '" + t + "' from '" + f + "'" + hint(assignPrefix, from, to);
        };
        // clang places an initialization's error at the variable's name
        if (what.equals("initializing") && src.getParent() instanceof IASTEqualsInitializer eq && eq.getParent() instanceof IASTDeclarator d)
            at = Sema.innermostName(d);
        if (sema.diagsEnabled()) sema.diags.error(sema.loc(at), msg);
    }

    /** What CDT must also find the source to be before the error is reported (Sema's type of an erroneous operand is a recovery). */
    enum Source { POINTER, VOID_POINTER, ARITHMETIC }

    /**
     * Does CDT type {@code src} as {@code kind} too? Sema gives an operand it reported (an unsupported {@code new}, a
     * {@code typeid} without {@code <typeinfo>}) a recovery type ({@code int}, {@code void *}); no second error then.
     */
    static boolean cdtAgrees(IASTExpression src, Source kind) {
        if (!(src instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return false;
        org.eclipse.cdt.core.dom.ast.IType t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(ce.getExpressionType(),
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF);
        return switch (kind) {
            case ARITHMETIC -> t instanceof org.eclipse.cdt.core.dom.ast.IBasicType || t instanceof org.eclipse.cdt.core.dom.ast.IEnumeration;
            case POINTER -> t instanceof org.eclipse.cdt.core.dom.ast.IPointerType || t instanceof org.eclipse.cdt.core.dom.ast.IArrayType;
            case VOID_POINTER -> t instanceof org.eclipse.cdt.core.dom.ast.IPointerType pt
                    && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(pt.getType(),
                            org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE)
                            instanceof org.eclipse.cdt.core.dom.ast.IBasicType b && b.getKind() == org.eclipse.cdt.core.dom.ast.IBasicType.Kind.eVoid;
        };
    }

    /** clang's fix-it hint: "; take the address with &" (n to int *), "; dereference with *" (p to int). */
    private static String hint(String prefix, CType from, CType to) {
        if (prefix.startsWith("incompatible integer") && Types.compatibleUnqual(Types.unqual(Types.pointee(Types.unqual(to))), Types.unqual(from)))
            return "; take the address with &";
        if (prefix.startsWith("incompatible pointer to integer") && Types.compatibleUnqual(Types.unqual(Types.pointee(Types.unqual(from))), Types.unqual(to)))
            return "; dereference with *";
        return "";
    }

    /** A type as clang++ spells it: classes and enumerations by their names alone. */
    static String spelling(CType t) {
        return Types.unqual(t).toString().replaceAll("\\b(struct|union|enum|class) ", "");
    }
}
