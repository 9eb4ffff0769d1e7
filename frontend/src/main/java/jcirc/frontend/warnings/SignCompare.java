package jcirc.frontend.warnings;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.TypePrinter;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;

import java.util.Set;

/**
 * {@code -Wsign-compare}: a comparison whose signed operand is converted to unsigned by the
 * usual arithmetic conversions, unless that operand is a non-negative constant.
 * <pre>
 * unsigned u; int s;
 * u < s             warning: comparison of integers of different signs: 'unsigned int' and 'int' [-Wsign-compare]
 * </pre>
 */
final class SignCompare {
    private static final Set<Integer> COMPARISONS = Set.of(IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan,
            IASTBinaryExpression.op_lessEqual, IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals,
            IASTBinaryExpression.op_notequals);

    private SignCompare() {}

    static void check(IASTBinaryExpression b, Sema sema, Reporter r) {
        if (!COMPARISONS.contains(b.getOperator()) || Ast.inMacro(b)) return;
        CType a = Types.rvalue(sema.typeOf(b.getOperand1())), c = Types.rvalue(sema.typeOf(b.getOperand2()));
        if (!Types.isInteger(a) || !Types.isInteger(c)) return;
        CType pa = Types.promote(a), pc = Types.promote(c);
        boolean sa = Types.isSigned(pa), sc = Types.isSigned(pc);
        if (sa == sc) return;
        CType signedT = sa ? pa : pc, unsignedT = sa ? pc : pa;
        if (Types.sizeOf(unsignedT) < Types.sizeOf(signedT)) return;   // converted to the larger signed type
        IASTExpression signedE = sa ? b.getOperand1() : b.getOperand2();
        Long k = sema.consts.evalInt(signedE);
        if (k != null && k >= 0) return;
        r.report(WarningOptions.SIGN_COMPARE, operatorLoc(b, r), "comparison of integers of different signs: '"
                + TypePrinter.print(a) + "' and '" + TypePrinter.print(c) + "'", b.getOperand1(), b.getOperand2());
    }

    /** The operator's position: the first non-blank after the left operand on its line. */
    private static SourceLoc operatorLoc(IASTBinaryExpression b, Reporter r) {
        SourceLoc end = r.endLoc(b.getOperand1());
        String line = r.lineText(end);
        if (line == null) return r.loc(b);
        int i = end.col();   // 0-based index just after the operand's last character
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) i++;
        return i < line.length() ? new SourceLoc(end.file(), end.line(), i + 1) : r.loc(b);
    }
}
