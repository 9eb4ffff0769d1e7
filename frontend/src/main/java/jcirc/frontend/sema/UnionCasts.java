package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

/**
 * GNU casts to a union type, {@code (union U) x} where {@code x} has the type of one of U's members: the
 * value is a U whose first member of that type holds x (the rest as after a designated initializer of that
 * member). Casting a struct or union value to its own type is allowed too (a no-op).
 */
public final class UnionCasts {
    private UnionCasts() {}

    /** The (non-bit-field) member of union {@code to} whose type is compatible with {@code from}; null if none. */
    public static RecordDef.Field member(CType to, CType from) {
        if (!(Types.unqual(to) instanceof CType.Record r) || !r.def().isUnion()) return null;
        for (RecordDef.Field f : r.def().fields())
            if (!f.isBitField() && f.name() != null && Types.compatibleUnqual(Types.unqual(f.type()), Types.unqual(from))) return f;
        return null;
    }

    /** {@code e} (parentheses stripped) when it is a cast to a union type from one of its members' types; else null. */
    public static IASTCastExpression unionCast(Sema sema, IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        if (!(e instanceof IASTCastExpression c) || ComplexParts.partOf(c) != null) return null;
        CType to = sema.typeOfTypeId(c.getTypeId());
        CType from = sema.rvalueType(c.getOperand());
        if (Types.compatibleUnqual(Types.unqual(to), from)) return null;
        return member(to, from) != null ? c : null;
    }
}
