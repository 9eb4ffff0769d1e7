package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import java.math.BigInteger;

/**
 * gcc's {@code __builtin_{add,sub,mul}_overflow_p(a, b, c)}: whether {@code a op b}, computed in
 * infinite precision, does not fit the type of {@code c} (whose value is not used; gnulib's
 * {@code intprops.h} writes {@code (T) 0}). An integer constant expression when {@code a} and {@code b}
 * are ({@link #eval}, used by ConstEval: {@code static_assert}, array sizes, case labels); otherwise
 * CIRGen computes it in 128 bits (CIRGenOverflowBuiltins).
 */
public final class OverflowPredicates {
    private OverflowPredicates() {}

    public static boolean isPredicate(String name) {
        return name.equals("__builtin_add_overflow_p") || name.equals("__builtin_sub_overflow_p") || name.equals("__builtin_mul_overflow_p");
    }

    /** add, sub or mul. */
    public static String op(String name) { return name.substring("__builtin_".length(), name.indexOf("_overflow")); }

    /** The type the result is checked against: the third argument's. */
    public static CType resultType(Sema sema, IASTExpression c) { return Types.unqual(sema.rvalueType(c)); }

    /** The answer when both operands are integer constants, else null. */
    static ConstValue eval(Sema sema, ConstEval consts, String name, IASTFunctionCallExpression call) {
        IASTInitializerClause[] a = call.getArguments();
        if (a.length != 3 || !(a[0] instanceof IASTExpression x) || !(a[1] instanceof IASTExpression y) || !(a[2] instanceof IASTExpression c)) return null;
        CType rt = resultType(sema, c);
        if (!Types.isInteger(rt)) return null;
        if (!(consts.eval(x) instanceof ConstValue.IntVal xv) || !(consts.eval(y) instanceof ConstValue.IntVal yv)) return null;
        BigInteger p = xv.exact(), q = yv.exact();
        BigInteger r = switch (op(name)) {
            case "add" -> p.add(q);
            case "sub" -> p.subtract(q);
            default -> p.multiply(q);
        };
        CType.Int it = Types.asInt(rt);
        int bits = it.width();
        boolean signed = Types.isSigned(rt);
        BigInteger min = signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
        BigInteger max = signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        boolean overflow = r.compareTo(min) < 0 || r.compareTo(max) > 0;
        return new ConstValue.IntVal(overflow ? 1 : 0, CType.BOOL);
    }
}
