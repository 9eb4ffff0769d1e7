package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTExpression;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Narrowing conversions in list-initialization ([dcl.init.list]/7), errors in C++ as in clang (g++ with
 * {@code -pedantic-errors}): {@code int x{2.5}}, {@code char c = {300}}, {@code float f{d}}, {@code S s{n}} with a
 * {@code short} member. Floating to integer always narrows; a wider floating type, an integer to a floating type, or
 * an integer to an integer type that cannot hold all its values narrows unless the source is a constant expression
 * whose value the target holds (exactly, for integer to floating). Called for each scalar clause of a braced list.
 */
final class CxxNarrowing {
    private CxxNarrowing() {}

    static void check(Sema sema, IASTExpression e, CType target) {
        CType from = Types.unqual(sema.rvalueType(e)), to = Types.unqual(target);
        if (!Types.isArithmetic(from) || !Types.isArithmetic(to) || from instanceof CType.Complex || to instanceof CType.Complex) return;
        if (to instanceof CType.Enum) return;
        if (Types.isFloating(from) && Types.isInteger(to)) {
            sema.error(e, "type '" + SemaCasts.spelling(from) + "' cannot be narrowed to '" + SemaCasts.spelling(to) + "' in initializer list");
            return;
        }
        if (from instanceof CType.Float ff && to instanceof CType.Float tf) {
            if (ff.kind().ordinal() <= tf.kind().ordinal()) return;
            ConstValue v = sema.consts.eval(e);
            if (!(v instanceof ConstValue.FloatVal fv)) { variable(sema, e, from, to); return; }
            double d = fv.value();
            if (tf.kind() == CType.FloatKind.FLOAT && !Double.isInfinite(d) && !Double.isNaN(d) && Math.abs(d) > Float.MAX_VALUE)
                constant(sema, e, fmt(d), to);
            return;
        }
        if (Types.isInteger(from) && Types.isFloating(to)) {
            ConstValue v = sema.consts.eval(e);
            if (!(v instanceof ConstValue.IntVal iv)) { variable(sema, e, from, to); return; }
            BigInteger x = iv.exact();
            boolean exact = switch (((CType.Float) to).kind()) {
                case FLOAT -> new BigDecimal((double) (float) x.doubleValue()).toBigInteger().equals(x) && x.bitLength() < 128;
                case DOUBLE -> new BigDecimal(x.doubleValue()).toBigInteger().equals(x);
                case LONG_DOUBLE -> x.bitLength() <= 64;
            };
            if (!exact) constant(sema, e, x.toString(), to);
            return;
        }
        if (Types.isInteger(from) && Types.isInteger(to)) {
            if (Types.isBool(from)) return;   // bool to any integer type (or bool) holds it
            int fw = width(from), tw = width(to);
            boolean fs = Types.isSigned(from), ts = Types.isSigned(to);
            boolean holdsAll = !Types.isBool(to) && (fs == ts ? tw >= fw : !fs && tw > fw);
            if (holdsAll) return;
            ConstValue v = sema.consts.eval(e);
            if (!(v instanceof ConstValue.IntVal iv)) { variable(sema, e, from, to); return; }
            BigInteger x = iv.exact();
            BigInteger lo = Types.isBool(to) ? BigInteger.ZERO : ts ? BigInteger.ONE.shiftLeft(tw - 1).negate() : BigInteger.ZERO;
            BigInteger hi = Types.isBool(to) ? BigInteger.ONE : ts ? BigInteger.ONE.shiftLeft(tw - 1).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(tw).subtract(BigInteger.ONE);
            if (x.compareTo(lo) < 0 || x.compareTo(hi) > 0) constant(sema, e, x.toString(), to);
        }
    }

    private static int width(CType t) {
        return switch (Types.unqual(t)) {
            case CType.Int i -> i.width();
            case CType.Enum en -> en.def().underlying().width();
            default -> 64;
        };
    }

    private static String fmt(double d) {
        String s = String.format(java.util.Locale.ROOT, "%.1E", d);
        return s;
    }

    private static void variable(Sema sema, IASTExpression e, CType from, CType to) {
        sema.error(e, "non-constant-expression cannot be narrowed from type '" + SemaCasts.spelling(from) + "' to '" + SemaCasts.spelling(to) + "' in initializer list");
    }

    private static void constant(Sema sema, IASTExpression e, String value, CType to) {
        sema.error(e, "constant expression evaluates to " + value + " which cannot be narrowed to type '" + SemaCasts.spelling(to) + "'");
    }
}
