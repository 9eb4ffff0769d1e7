package jcirc.backend.llvm;

import jcirc.ir.Operation;

import java.math.BigInteger;

/** Evaluates integer ops on literal constants inside global initializers ({@code add i32 1, 2} => {@code 3}). */
final class IntegerFolder {
    private IntegerFolder() {}

    /** The LLVM opcode of a foldable integer op, or null. */
    static String opcode(String opName) {
        String bin = OpTables.BINARY.get(opName);
        if (bin != null && !bin.startsWith("f")) return bin;
        String cast = OpTables.CAST.get(opName);
        if (cast != null && (cast.equals("trunc") || cast.equals("sext") || cast.equals("zext"))) return cast;
        return null;
    }

    /** The folded constant, or null when an operand is not an integer literal or the op would trap. */
    static ConstValue fold(String opcode, Operation op, ConstValue a, ConstValue b) {
        int w = IrTypes.intWidth(op.result(0).type());
        BigInteger x = literal(a), y = b == null ? null : literal(b);
        if (w <= 0 || x == null || (b != null && y == null)) return null;
        int inW = IrTypes.intWidth(op.operand(0).type());
        BigInteger ux = unsigned(x, inW), uy = y == null ? null : unsigned(y, inW);
        BigInteger r = switch (opcode) {
            case "add" -> x.add(y);
            case "sub" -> x.subtract(y);
            case "mul" -> x.multiply(y);
            case "and" -> x.and(y);
            case "or" -> x.or(y);
            case "xor" -> x.xor(y);
            case "shl" -> uy.intValue() >= w ? null : x.shiftLeft(uy.intValue());
            case "lshr" -> uy.intValue() >= w ? null : ux.shiftRight(uy.intValue());
            case "ashr" -> uy.intValue() >= w ? null : x.shiftRight(uy.intValue());
            case "sdiv" -> y.signum() == 0 ? null : x.divide(y);
            case "udiv" -> uy.signum() == 0 ? null : ux.divide(uy);
            case "srem" -> y.signum() == 0 ? null : x.remainder(y);
            case "urem" -> uy.signum() == 0 ? null : ux.remainder(uy);
            case "trunc", "sext" -> x;
            case "zext" -> ux;
            default -> null;
        };
        return r == null ? null : new ConstValue.Text("i" + w, IrLiterals.integer(r, w));
    }

    private static BigInteger literal(ConstValue v) {
        String t = v.text();
        if (t.equals("true")) return BigInteger.ONE;
        if (t.equals("false")) return BigInteger.ZERO;
        return t.matches("-?[0-9]+") ? new BigInteger(t) : null;
    }

    private static BigInteger unsigned(BigInteger v, int w) { return w <= 0 ? v : v.mod(BigInteger.ONE.shiftLeft(w)); }
}
