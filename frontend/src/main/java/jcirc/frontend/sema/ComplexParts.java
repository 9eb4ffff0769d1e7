package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

/**
 * GNU {@code __real__ e} and {@code __imag__ e}, which CDT's parser lacks, reach sema as casts
 * to marker struct types (prelude: {@code #define __real__ (struct __jcirc_real_part)}), so they
 * parse with exactly the precedence of a unary operator. Sema and CIRGen recognise these casts
 * before any struct tag is declared.
 */
public final class ComplexParts {
    private ComplexParts() {}

    public static final String REAL_TAG = "__jcirc_real_part", IMAG_TAG = "__jcirc_imag_part";

    public enum Part { REAL, IMAG }

    /** The part a cast stands for, or null for an ordinary cast. */
    public static Part partOf(IASTExpression e) {
        if (!(e instanceof IASTCastExpression c) || c.getTypeId() == null) return null;
        if (!(c.getTypeId().getDeclSpecifier() instanceof IASTElaboratedTypeSpecifier es)) return null;
        if (es.getKind() != IASTElaboratedTypeSpecifier.k_struct || c.getTypeId().getAbstractDeclarator().getPointerOperators().length > 0)
            return null;
        String n = es.getName().toString();
        return n.equals(REAL_TAG) ? Part.REAL : n.equals(IMAG_TAG) ? Part.IMAG : null;
    }
}
