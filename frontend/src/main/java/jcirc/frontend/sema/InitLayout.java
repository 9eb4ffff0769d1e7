package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTInitializerList;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.c.ICASTArrayDesignator;
import org.eclipse.cdt.core.dom.ast.c.ICASTDesignatedInitializer;
import org.eclipse.cdt.core.dom.ast.c.ICASTDesignator;
import org.eclipse.cdt.core.dom.ast.gnu.c.IGCCASTArrayRangeDesignator;

/** Helpers for the shape of initializers: length of an incomplete array from its initializer. */
public final class InitLayout {
    private InitLayout() {}

    /** Number of scalars an object of this type holds when its braces are elided. */
    public static long scalarCount(CType t) {
        CType u = Types.unqual(t);
        if (u instanceof CType.Array a) return Math.max(0, a.length()) * scalarCount(a.element());
        if (u instanceof CType.Record r) {
            if (r.isUnion()) return r.def().fields().isEmpty() ? 0 : scalarCount(r.def().fields().get(0).type());
            long n = 0;
            for (RecordDef.Field f : r.def().fields()) if (f.name() != null || f.isAnonymousRecord()) n += scalarCount(f.type());
            return n;
        }
        return 1;
    }

    /** The length of {@code T x[] = { ... }}. */
    public static long arrayLengthFromList(Sema sema, IASTInitializerList list) {
        return arrayLengthFromList(sema, list, null);
    }

    public static long arrayLengthFromList(Sema sema, IASTInitializerList list, CType element) {
        IASTInitializerClause[] clauses = list.getClauses();
        if (clauses.length == 1 && element != null && Types.isInteger(element)) {
            // char s[] = {"abc"}: the braces hold the string that initializes the array
            IASTInitializerClause x = clauses[0];
            while (x instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) x = u.getOperand();
            if (x instanceof IASTLiteralExpression lit && lit.getKind() == IASTLiteralExpression.lk_string_literal)
                return Literals.parseString(new String(lit.getValue())).length() + 1;
        }
        long index = 0, max = 0;
        long per = element == null ? 1 : Math.max(1, scalarCount(element));
        boolean elementIsAggregate = element != null && Types.isAggregate(element);
        long pendingScalars = 0;
        for (IASTInitializerClause c : list.getClauses()) {
            IASTInitializerClause value = c;
            if (c instanceof ICASTDesignatedInitializer d) {
                ICASTDesignator[] ds = d.getDesignators();
                if (pendingScalars > 0) { index++; pendingScalars = 0; }
                if (ds.length > 0 && ds[0] instanceof ICASTArrayDesignator ad) {
                    ConstValue v = sema.consts.eval(ad.getSubscriptExpression());
                    if (v instanceof ConstValue.IntVal iv) index = iv.value();
                } else if (ds.length > 0 && ds[0] instanceof IGCCASTArrayRangeDesignator rd) {
                    ConstValue v = sema.consts.eval(rd.getRangeCeiling());
                    if (v instanceof ConstValue.IntVal iv) index = iv.value();
                }
                value = d.getOperand();
                index++;
                max = Math.max(max, index);
                continue;
            }
            boolean elided = elementIsAggregate && !(value instanceof IASTInitializerList)
                    && !(value instanceof IASTLiteralExpression lit && lit.getKind() == IASTLiteralExpression.lk_string_literal)
                    && !(value instanceof IASTExpression e && Types.isRecord(sema.typeOf(e)));
            if (elided) {
                pendingScalars++;
                if (pendingScalars == per) { index++; pendingScalars = 0; }
                max = Math.max(max, index + (pendingScalars > 0 ? 1 : 0));
            } else {
                if (pendingScalars > 0) { index++; pendingScalars = 0; }
                index++;
                max = Math.max(max, index);
            }
        }
        return max;
    }
}
