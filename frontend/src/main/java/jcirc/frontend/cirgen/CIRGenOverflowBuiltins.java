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
 * when a and b are (OverflowPredicates); otherwise the operation exactly, in the width {@link #exactType}
 * gives (128 bits for operands up to 64 bits), truncated to c's type and widened back: overflow when
 * that changes the value. c is not evaluated (only its type counts). {@code __builtin_*_overflow(a, b, &r)}
 * (CIRGenExpr) computes the same way.
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
        CType wide = exactType(name, xt, yt, rt);
        Value a = expr.convert(expr.emitRValue(x), xt, wide, x), d = expr.convert(expr.emitRValue(y), yt, wide, y);
        Value w = b.binop(OverflowPredicates.op(name), a, d);
        Value narrow = expr.convert(w, wide, rt, call);
        Value back = expr.convert(narrow, rt, wide, call);
        return b.cmp("ne", back, w);
    }

    /**
     * A type in which {@code x op y} is exact and which holds every value of the result type {@code rt}:
     * {@code unsigned __int128} when both operands and the result are unsigned and the unsigned result
     * needs at most 128 bits (not for sub, whose result may be negative); else {@code __int128} when a
     * signed result needs at most 128 bits (add/sub: one bit more than the wider operand, mul: the sum of
     * the operands' bits, each operand counting its sign bit); else a signed {@code _BitInt} of the bits
     * needed (operands or results wider than 64 bits: {@code _BitInt(200)}, {@code unsigned __int128}).
     */
    static CType exactType(String name, CType xt, CType yt, CType rt) {
        boolean mul = name.contains("mul"), sub = name.contains("sub");
        int wx = bits(xt), wy = bits(yt), wr = bits(rt);
        if (!sub && !Types.isSigned(xt) && !Types.isSigned(yt) && !Types.isSigned(rt) && wr <= 128
                && (mul ? wx + wy : Math.max(wx, wy) + 1) <= 128)
            return new CType.Int(CType.IntKind.UINT128);
        int sx = Types.isSigned(xt) ? wx : wx + 1, sy = Types.isSigned(yt) ? wy : wy + 1, sr = Types.isSigned(rt) ? wr : wr + 1;
        int need = Math.max(mul ? sx + sy : Math.max(sx, sy) + 1, sr);
        return need <= 128 ? new CType.Int(CType.IntKind.INT128) : new CType.Int(CType.IntKind.BITINT, need);
    }

    private static int bits(CType t) {
        return Types.unqual(t) instanceof CType.Int i ? i.width() : (int) Types.sizeOf(t) * 8;
    }
}
