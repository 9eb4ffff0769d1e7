package jcirc.transforms;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;

import java.math.BigInteger;

/** Integer and float arithmetic with the semantics of fixed-width two's-complement and IEEE types (for folders). */
public final class ConstantFolder {
    private ConstantFolder() {}

    public static BigInteger wrap(BigInteger v, int width) {
        BigInteger mod = BigInteger.ONE.shiftLeft(width);
        BigInteger r = v.mod(mod);
        return width > 1 && r.testBit(width - 1) ? r.subtract(mod) : r;
    }

    public static BigInteger unsigned(BigInteger v, int width) { return v.mod(BigInteger.ONE.shiftLeft(width)); }

    /**
     * Folds an integer binary op kind ({@code add sub mul divs divu rems remu and or xor shl shrs shru mins maxs minu maxu})
     * on values of {@code width} bits; returns null when folding would be undefined (division by zero, signed
     * overflow of division, shift amount out of range).
     */
    public static BigInteger intBinary(String kind, BigInteger a, BigInteger b, int width) {
        BigInteger sa = wrap(a, width), sb = wrap(b, width), ua = unsigned(a, width), ub = unsigned(b, width);
        BigInteger r = switch (kind) {
            case "add" -> sa.add(sb);
            case "sub" -> sa.subtract(sb);
            case "mul" -> sa.multiply(sb);
            case "divs" -> sb.signum() == 0 || (sb.equals(BigInteger.ONE.negate()) && sa.equals(BigInteger.ONE.shiftLeft(width - 1).negate()))
                    ? null : sa.divide(sb);
            case "divu" -> ub.signum() == 0 ? null : ua.divide(ub);
            case "rems" -> sb.signum() == 0 || (sb.equals(BigInteger.ONE.negate()) && sa.equals(BigInteger.ONE.shiftLeft(width - 1).negate()))
                    ? null : sa.remainder(sb);
            case "remu" -> ub.signum() == 0 ? null : ua.remainder(ub);
            case "and" -> ua.and(ub);
            case "or" -> ua.or(ub);
            case "xor" -> ua.xor(ub);
            case "shl" -> ub.compareTo(BigInteger.valueOf(width)) >= 0 ? null : ua.shiftLeft(ub.intValue());
            case "shrs" -> ub.compareTo(BigInteger.valueOf(width)) >= 0 ? null : sa.shiftRight(ub.intValue());
            case "shru" -> ub.compareTo(BigInteger.valueOf(width)) >= 0 ? null : ua.shiftRight(ub.intValue());
            case "mins" -> sa.min(sb);
            case "maxs" -> sa.max(sb);
            case "minu" -> ua.min(ub);
            case "maxu" -> ua.max(ub);
            default -> null;
        };
        return r == null ? null : wrap(r, width);
    }

    /** Integer comparison by predicate ({@code eq ne slt sle sgt sge ult ule ugt uge}). */
    public static Boolean intCompare(String pred, BigInteger a, BigInteger b, int width) {
        int s = wrap(a, width).compareTo(wrap(b, width)), u = unsigned(a, width).compareTo(unsigned(b, width));
        return switch (pred) {
            case "eq" -> s == 0;
            case "ne" -> s != 0;
            case "slt" -> s < 0;
            case "sle" -> s <= 0;
            case "sgt" -> s > 0;
            case "sge" -> s >= 0;
            case "ult" -> u < 0;
            case "ule" -> u <= 0;
            case "ugt" -> u > 0;
            case "uge" -> u >= 0;
            default -> null;
        };
    }

    /** Float comparison by arith.cmpf predicate (ordered/unordered, as LLVM's fcmp). */
    public static Boolean floatCompare(String pred, double a, double b) {
        boolean uno = Double.isNaN(a) || Double.isNaN(b);
        return switch (pred) {
            case "false" -> false;
            case "true" -> true;
            case "oeq" -> !uno && a == b;
            case "ogt" -> !uno && a > b;
            case "oge" -> !uno && a >= b;
            case "olt" -> !uno && a < b;
            case "ole" -> !uno && a <= b;
            case "one" -> !uno && a != b;
            case "ord" -> !uno;
            case "ueq" -> uno || a == b;
            case "ugt" -> uno || a > b;
            case "uge" -> uno || a >= b;
            case "ult" -> uno || a < b;
            case "ule" -> uno || a <= b;
            case "une" -> uno || a != b;
            case "uno" -> uno;
            default -> null;
        };
    }

    /** Float binary op rounded to the type ({@code add sub mul div rem}); f80 is computed in double. */
    public static Double floatBinary(String kind, double a, double b, boolean f32) {
        double r = switch (kind) {
            case "add" -> f32 ? (float) a + (float) b : a + b;
            case "sub" -> f32 ? (float) a - (float) b : a - b;
            case "mul" -> f32 ? (float) a * (float) b : a * b;
            case "div" -> f32 ? (float) a / (float) b : a / b;
            case "rem" -> f32 ? (float) a % (float) b : a % b;
            default -> Double.NaN;
        };
        if (!kind.matches("add|sub|mul|div|rem")) return null;
        return f32 ? (double) (float) r : r;
    }

    public static int width(jcirc.ir.Type t) {
        if (t instanceof BuiltinTypes.IntegerType it) return it.width();
        if (t instanceof BuiltinTypes.IndexType) return 64;
        return -1;
    }

    public static IntegerAttr intAttr(BigInteger v, jcirc.ir.Type t) {
        int w = width(t);
        return new IntegerAttr(w == 1 ? unsigned(v, 1) : wrap(v, w), t);
    }
}
