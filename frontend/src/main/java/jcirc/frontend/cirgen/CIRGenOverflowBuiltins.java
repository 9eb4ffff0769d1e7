package jcirc.frontend.cirgen;

import jcirc.frontend.sema.ConstValue;
import jcirc.frontend.sema.OverflowPredicates;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;

/**
 * gcc's {@code __builtin_{add,sub,mul}_overflow_p(a, b, c)} (docs/frontend.md, "Builtins"): a constant
 * when a and b are (OverflowPredicates); otherwise the operation in 128 bits, truncated to c's type and
 * widened back: overflow when that changes the value. c is not evaluated (only its type counts).
 * <pre>
 * __builtin_add_overflow_p(x, y, (short)0)  ->  %w = cir.binop(add, (s128)x, (s128)y)
 *                                               %n = cir.cast(integral, %w) : !s16i
 *                                               cir.cmp(ne, (s128)%n, %w) : !cir.bool
 * </pre>
 */
final class CIRGenOverflowBuiltins {
    private CIRGenOverflowBuiltins() {}

    static Value predicate(CIRGenFunction cgf, CIRGenExpr expr, String name, IASTFunctionCallExpression call) {
        CIRGenBuilder b = cgf.b;
        if (cgf.sema.consts.eval(call) instanceof ConstValue.IntVal iv) return b.constBool(!iv.isZero());
        var args = call.getArguments();
        IASTExpression x = (IASTExpression) args[0], y = (IASTExpression) args[1], c = (IASTExpression) args[2];
        CType xt = cgf.sema.rvalueType(x), yt = cgf.sema.rvalueType(y), rt = OverflowPredicates.resultType(cgf.sema, c);
        if (!Types.isInteger(rt) || !Types.isInteger(xt) || !Types.isInteger(yt)) return b.constBool(false);   // rejected by Sema
        boolean unsignedWide = !Types.isSigned(xt) && !Types.isSigned(yt);
        CType wide = new CType.Int(unsignedWide ? CType.IntKind.UINT128 : CType.IntKind.INT128);
        Value a = expr.convert(expr.emitRValue(x), xt, wide, x), d = expr.convert(expr.emitRValue(y), yt, wide, y);
        Value w = b.binop(OverflowPredicates.op(name), a, d);
        Value narrow = expr.convert(w, wide, rt, call);
        Value back = expr.convert(narrow, rt, wide, call);
        return b.cmp("ne", back, w);
    }
}
