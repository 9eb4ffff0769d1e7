package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.EnumDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTEnumerationSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTEnumerationSpecifier;

/**
 * C++ enumerations with a fixed underlying type and scoped enumerations (docs/cxx.md):
 * <pre>
 *   enum class Color : short { Red, Green };   // underlying short, enumerators Color::Red (keyed so by CxxNames)
 *   enum Small : unsigned char { A = 1 };     // unscoped, underlying unsigned char
 *   enum class E { X };                       // scoped: underlying int
 * </pre>
 * A scoped enumeration's values do not convert implicitly to integers (or to anything but their own type):
 * {@code int i = Color::Red;} and {@code Color::Red + 1} are clang's errors; {@code static_cast<int>(c)} and
 * comparisons of two values of one scoped type are fine.
 */
final class CxxEnums {
    private CxxEnums() {}

    /** The fixed underlying type of a C++ enum specifier ({@code int} for a scoped one without), or null. */
    static CType.Int fixedType(Sema sema, IASTEnumerationSpecifier e, EnumDef def) {
        if (!(e instanceof ICPPASTEnumerationSpecifier ce)) return null;
        if (ce.isScoped()) def.markScoped();
        if (ce.getBaseType() == null) return ce.isScoped() ? CType.INT : null;
        CType t = Types.unqual(sema.baseType(ce.getBaseType()));
        if (t instanceof CType.Int i) return i;
        if (t instanceof CType.Enum en) return en.def().underlying();
        sema.error(ce.getBaseType(), "non-integral type '" + t + "' is an invalid underlying type");
        return CType.INT;
    }

    /** Is {@code t} a scoped enumeration type? */
    static boolean isScoped(CType t) {
        return Types.unqual(t) instanceof CType.Enum en && en.def().scoped();
    }

    /**
     * An implicit conversion of a value of type {@code from} to {@code to} (initialization, assignment, argument,
     * return): an error when {@code from} is a scoped enumeration and {@code to} another type. Returns true if reported.
     */
    static boolean badConversion(Sema sema, IASTNode at, CType from, CType to, String what) {
        if (!isScoped(from) && !isScoped(to)) return false;
        if (Types.unqual(to) instanceof CType.Enum x && Types.unqual(from) instanceof CType.Enum y && x.def() == y.def()) return false;
        String f = spelling(from), t = spelling(to);
        String category = at instanceof org.eclipse.cdt.core.dom.ast.IASTExpression e && sema.isLvalue(e) ? "an lvalue" : "an rvalue";
        String verb = switch (what) {
            case "initializing" -> "cannot initialize a variable of type '" + t + "' with " + category + " of type '" + f + "'";
            case "returning" -> "cannot initialize return object of type '" + t + "' with " + category + " of type '" + f + "'";
            case "passing" -> "cannot initialize a parameter of type '" + t + "' with " + category + " of type '" + f + "'";
            default -> "assigning to '" + t + "' from incompatible type '" + f + "'";
        };
        // clang places an initialization's error at the variable's name
        if (what.equals("initializing") && at.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer eq
                && eq.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d) at = Sema.innermostName(d);
        if (sema.diagsEnabled()) sema.diags.error(sema.loc(at), verb);   // at the operand itself (C's assignment errors are at the operator)
        return true;
    }

    /** A binary arithmetic operator on a scoped enumeration: clang's "invalid operands" error. Returns true if reported. */
    static boolean badOperands(Sema sema, IASTNode at, int op, CType a, CType b) {
        if (!isScoped(a) && !isScoped(b)) return false;
        boolean comparison = switch (op) {
            case org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_lessThan, org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_greaterThan,
                 org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_lessEqual, org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_greaterEqual,
                 org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_equals, org.eclipse.cdt.core.dom.ast.IASTBinaryExpression.op_notequals -> true;
            default -> false;
        };
        if (comparison && Types.unqual(a) instanceof CType.Enum x && Types.unqual(b) instanceof CType.Enum y && x.def() == y.def()) return false;
        sema.error(at, "invalid operands to binary expression ('" + spelling(a) + "' and '" + spelling(b) + "')");
        return true;
    }

    /** A type as C++ spells it: an enumeration or class by its name alone. */
    static String spelling(CType t) {
        String s = Types.unqual(t).toString();
        return s.startsWith("enum ") ? s.substring(5) : s.startsWith("struct ") ? s.substring(7) : s;
    }

    /** Are both types the same enumeration? */
    static boolean sameEnum(CType a, CType b) {
        return Types.unqual(a) instanceof CType.Enum x && Types.unqual(b) instanceof CType.Enum y && x.def() == y.def();
    }
}
