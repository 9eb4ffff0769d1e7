package jcirc.frontend.cxx;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.NullptrType;
import jcirc.frontend.types.RecordDef;

import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLiteralExpression;

/**
 * The literals C++ adds to C's: {@code true}/{@code false} (type {@code bool}), {@code nullptr} (the same
 * {@code nullptr_t} as C23's, {@link NullptrType}: converts to every pointer type), and the C++ type of a
 * character literal ({@code 'a'} is a {@code char}, not an {@code int}).
 */
public final class CxxLiterals {
    private CxxLiterals() {}

    public static final CType NULLPTR_T = new CType.Pointer(new CType.Record(new RecordDef(NullptrType.TAG, false)));

    /** The type of a C++-only literal, or null when {@code lit} is not one. */
    public static CType type(IASTLiteralExpression lit) {
        if (!(lit instanceof ICPPASTLiteralExpression)) return null;
        return switch (lit.getKind()) {
            case IASTLiteralExpression.lk_true, IASTLiteralExpression.lk_false -> CType.BOOL;
            case IASTLiteralExpression.lk_nullptr -> NULLPTR_T;
            default -> null;
        };
    }

    /** Is {@code lit} a C++ character literal of type {@code char} (one plain char, no prefix)? */
    public static boolean isPlainChar(IASTLiteralExpression lit, CType cType) {
        return lit instanceof ICPPASTLiteralExpression && lit.getKind() == IASTLiteralExpression.lk_char_constant
                && lit.getValue().length > 0 && lit.getValue()[0] == '\'' && cType == CType.INT && !multiChar(lit.getValue());
    }

    private static boolean multiChar(char[] v) {
        // 'a' or an escape '\n', '\x41', '\101': one character; 'ab' is a multicharacter literal (int)
        if (v.length < 3) return false;
        if (v[1] != '\\') return v.length > 3;
        return false;
    }

    /** The value of {@code true} (1) and {@code false} (0). */
    public static boolean boolValue(IASTLiteralExpression lit) { return lit.getKind() == IASTLiteralExpression.lk_true; }
}
