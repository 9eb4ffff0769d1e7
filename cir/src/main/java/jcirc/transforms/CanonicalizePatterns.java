package jcirc.transforms;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.arith.ArithDialect;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.cf.CfDialect;
import jcirc.dialect.cir.CirAttrs;
import jcirc.dialect.cir.CirTypes;
import jcirc.dialect.scf.ScfDialect;
import jcirc.ir.*;
import jcirc.ir.pass.PatternRewriter;
import jcirc.ir.pass.RewritePattern;

import java.math.BigInteger;
import java.math.BigDecimal;
import java.util.*;
import java.util.function.BiPredicate;

/**
 * The folders and canonicalization patterns run by {@code canonicalize}: constant folding of arith
 * (and cir, matched by op name) binary ops, comparisons and casts, select/scf.if/cf.cond_br on a
 * constant condition. Dead pure ops are erased by the greedy driver itself.
 */
public final class CanonicalizePatterns {
    private CanonicalizePatterns() {}

    /** A pattern rooted at one op name. */
    private record Pattern(String rootName, BiPredicate<Operation, PatternRewriter> rewrite) implements RewritePattern {
        @Override public boolean matchAndRewrite(Operation op, PatternRewriter r) { return rewrite.test(op, r); }
    }

    private static final Map<String, String> ARITH_INT = Map.ofEntries(Map.entry("addi", "add"), Map.entry("subi", "sub"),
            Map.entry("muli", "mul"), Map.entry("divsi", "divs"), Map.entry("divui", "divu"), Map.entry("remsi", "rems"),
            Map.entry("remui", "remu"), Map.entry("andi", "and"), Map.entry("ori", "or"), Map.entry("xori", "xor"),
            Map.entry("shli", "shl"), Map.entry("shrsi", "shrs"), Map.entry("shrui", "shru"), Map.entry("minsi", "mins"),
            Map.entry("maxsi", "maxs"), Map.entry("minui", "minu"), Map.entry("maxui", "maxu"));
    private static final Map<String, String> ARITH_FLOAT = Map.of("addf", "add", "subf", "sub", "mulf", "mul", "divf", "div", "remf", "rem");

    public static List<RewritePattern> all() {
        List<RewritePattern> ps = new ArrayList<>();
        // %c = arith.addi %c1, %c2  ->  arith.constant 3 ; x + 0 -> x ; x * 1 -> x
        for (Map.Entry<String, String> e : ARITH_INT.entrySet())
            ps.add(new Pattern("arith." + e.getKey(), (op, r) -> foldArithInt(op, r, e.getValue())));
        for (Map.Entry<String, String> e : ARITH_FLOAT.entrySet())
            ps.add(new Pattern("arith." + e.getKey(), (op, r) -> foldArithFloat(op, r, e.getValue())));
        // arith.cmpi slt, %c1, %c2 -> arith.constant true
        ps.add(new Pattern(ArithDialect.CMPI, CanonicalizePatterns::foldCmpi));
        ps.add(new Pattern(ArithDialect.CMPF, CanonicalizePatterns::foldCmpf));
        // arith.extsi %c : i8 to i32 -> arith.constant
        for (String c : ArithDialect.castNames()) ps.add(new Pattern("arith." + c, CanonicalizePatterns::foldArithCast));
        // arith.select %true, %a, %b -> %a ; arith.select %c, %a, %a -> %a
        ps.add(new Pattern(ArithDialect.SELECT, CanonicalizePatterns::foldSelect));
        // scf.if %true { A } else { B } -> A inlined
        ps.add(new Pattern(ScfDialect.IF, CanonicalizePatterns::foldIf));
        // cf.cond_br %true, ^a, ^b -> cf.br ^a
        ps.add(new Pattern(CfDialect.COND_BR, CanonicalizePatterns::foldCondBr));
        // cir.binop(add, cir.const, cir.const) / cir.cmp / cir.cast integral -> cir.const (when the cir dialect is present)
        ps.add(new Pattern(CirOps.BinOp.NAME, CanonicalizePatterns::foldCirBinop));
        ps.add(new Pattern(CirOps.CmpOp.NAME, CanonicalizePatterns::foldCirCmp));
        ps.add(new Pattern(CirOps.CastOp.NAME, CanonicalizePatterns::foldCirCast));
        return ps;
    }

    // ----- helpers -----

    private static Attribute constantOf(Value v) {
        Operation d = v.definingOp();
        if (d == null) return null;
        if (d.is(ArithDialect.CONSTANT) || CirOps.ConstOp.isa(d)) return d.attr("value");
        return null;
    }

    private static BigInteger intConst(Value v) {
        Attribute a = constantOf(v);
        if (a instanceof BoolAttr b) return b.value() ? BigInteger.ONE : BigInteger.ZERO;
        return a instanceof IntegerAttr ia ? ia.value() : null;
    }

    private static Value arithConstant(PatternRewriter r, Attribute value, Type t) {
        return r.createValue(ArithDialect.CONSTANT, List.of(), t, Map.of("value", value));
    }

    // ----- arith -----

    private static boolean foldArithInt(Operation op, PatternRewriter r, String kind) {
        Type t = op.result(0).type();
        int w = ConstantFolder.width(t);
        BigInteger a = intConst(op.operand(0)), b = intConst(op.operand(1));
        if (a != null && b != null) {
            BigInteger v = ConstantFolder.intBinary(kind, a, b, w);
            if (v == null) return false;
            r.replaceOp(op, arithConstant(r, ConstantFolder.intAttr(v, t), t));
            return true;
        }
        if (b != null) {
            boolean identity = switch (kind) {
                case "add", "sub", "or", "xor", "shl", "shrs", "shru" -> b.signum() == 0;
                case "mul", "divs", "divu" -> b.equals(BigInteger.ONE);
                default -> false;
            };
            if (identity) { r.replaceOp(op, op.operand(0)); return true; }
        }
        return false;
    }

    private static boolean foldArithFloat(Operation op, PatternRewriter r, String kind) {
        if (!(constantOf(op.operand(0)) instanceof FloatAttr a) || !(constantOf(op.operand(1)) instanceof FloatAttr b)) return false;
        Type t = op.result(0).type();
        Double v = ConstantFolder.floatBinary(kind, a.value(), b.value(), t.equals(BuiltinTypes.F32));
        if (v == null || t.equals(BuiltinTypes.F80)) return false;     // f80 needs extended precision
        r.replaceOp(op, arithConstant(r, new FloatAttr(v, t), t));
        return true;
    }

    private static boolean foldCmpi(Operation op, PatternRewriter r) {
        BigInteger a = intConst(op.operand(0)), b = intConst(op.operand(1));
        String pred = ((EnumAttr) op.attr("predicate")).value();
        Boolean res;
        if (a != null && b != null) res = ConstantFolder.intCompare(pred, a, b, ConstantFolder.width(op.operand(0).type()));
        else if (op.operand(0) == op.operand(1)) res = Set.of("eq", "sle", "sge", "ule", "uge").contains(pred);
        else return false;
        if (res == null) return false;
        r.replaceOp(op, arithConstant(r, new IntegerAttr(res ? 1 : 0, BuiltinTypes.I1), BuiltinTypes.I1));
        return true;
    }

    private static boolean foldCmpf(Operation op, PatternRewriter r) {
        if (!(constantOf(op.operand(0)) instanceof FloatAttr a) || !(constantOf(op.operand(1)) instanceof FloatAttr b)) return false;
        if (!fitsDouble(a) || !fitsDouble(b)) return false;     // f80 values beyond double precision: left to LLVM
        Boolean res = ConstantFolder.floatCompare(((EnumAttr) op.attr("predicate")).value(), a.value(), b.value());
        if (res == null) return false;
        r.replaceOp(op, arithConstant(r, new IntegerAttr(res ? 1 : 0, BuiltinTypes.I1), BuiltinTypes.I1));
        return true;
    }

    private static boolean foldArithCast(Operation op, PatternRewriter r) {
        Attribute in = constantOf(op.operand(0));
        if (in == null) return false;
        Type from = op.operand(0).type(), to = op.result(0).type();
        int wf = ConstantFolder.width(from);
        String name = op.name().substring("arith.".length());
        Attribute out = switch (name) {
            case "extsi", "trunci", "index_cast" -> in instanceof IntegerAttr ia
                    ? ConstantFolder.intAttr(wf == 1 ? ia.value().negate() : ConstantFolder.wrap(ia.value(), wf), to) : null;
            case "extui", "index_castui" -> in instanceof IntegerAttr ia ? ConstantFolder.intAttr(ConstantFolder.unsigned(ia.value(), wf), to) : null;
            case "sitofp" -> in instanceof IntegerAttr ia ? floatAttr(new BigDecimal(ConstantFolder.wrap(ia.value(), wf)).doubleValue(), to) : null;
            case "uitofp" -> in instanceof IntegerAttr ia ? floatAttr(new BigDecimal(ConstantFolder.unsigned(ia.value(), wf)).doubleValue(), to) : null;
            case "fptosi", "fptoui" -> in instanceof FloatAttr fa && fitsDouble(fa) ? fpToInt(fa.value(), to, name.equals("fptosi")) : null;
            case "extf", "truncf" -> in instanceof FloatAttr fa && !to.equals(BuiltinTypes.F80) && !from.equals(BuiltinTypes.F80)
                    ? floatAttr(fa.value(), to) : null;
            default -> null;
        };
        if (out == null) return false;
        r.replaceOp(op, arithConstant(r, out, to));
        return true;
    }

    /** Whether a float constant is exactly its double {@code value} (an f80 one may hold more bits). */
    private static boolean fitsDouble(FloatAttr a) {
        return a.x87() == null || a.x87().equals(jcirc.ir.X87Float.fromDouble(a.value()));
    }

    private static FloatAttr floatAttr(double v, Type t) {
        if (t.equals(BuiltinTypes.F80)) return null;
        return new FloatAttr(t.equals(BuiltinTypes.F32) ? (double) (float) v : v, t);
    }

    private static IntegerAttr fpToInt(double v, Type to, boolean signed) {
        if (Double.isNaN(v) || Double.isInfinite(v)) return null;
        BigInteger i = new BigDecimal(v).toBigInteger();
        int w = ConstantFolder.width(to);
        BigInteger min = signed ? BigInteger.ONE.shiftLeft(w - 1).negate() : BigInteger.ZERO;
        BigInteger max = signed ? BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
        if (i.compareTo(min) < 0 || i.compareTo(max) > 0) return null;   // poison upstream: leave it
        return ConstantFolder.intAttr(i, to);
    }

    private static boolean foldSelect(Operation op, PatternRewriter r) {
        BigInteger c = intConst(op.operand(0));
        if (c != null) { r.replaceOp(op, op.operand(c.signum() != 0 ? 1 : 2)); return true; }
        if (op.operand(1) == op.operand(2)) { r.replaceOp(op, op.operand(1)); return true; }
        return false;
    }

    // ----- control flow -----

    private static boolean foldIf(Operation op, PatternRewriter r) {
        BigInteger c = intConst(op.operand(0));
        if (c == null) return false;
        Region taken = op.region(c.signum() != 0 ? 0 : 1);
        if (taken.isEmpty()) {
            if (op.numResults() > 0) return false;
            r.eraseOp(op);
            return true;
        }
        Block b = taken.entryBlock();
        Operation yield = b.last();
        List<Value> results = yield.operands();
        for (Operation inner : b.operations()) {
            if (inner == yield) break;
            inner.moveBefore(op);
            r.notifyChanged(inner);
        }
        r.replaceOp(op, results);
        return true;
    }

    private static boolean foldCondBr(Operation op, PatternRewriter r) {
        BigInteger c = intConst(op.operand(0));
        if (c == null) return false;
        int which = c.signum() != 0 ? 0 : 1;
        List<Value> args = new ArrayList<>(op.operandGroup(1 + which));
        Block dest = op.successor(which);
        r.create(CfDialect.BR, args, List.of(), Map.of(), 0, List.of(dest));
        r.eraseOp(op);
        return true;
    }

    // ----- cir (by op name; folds only integer constants) -----

    private static BigInteger cirInt(Value v) {
        return constantOf(v) instanceof CirAttrs.IntAttr ia ? ia.value() : null;
    }

    private static Value cirConst(PatternRewriter r, Attribute value, Type t) {
        return CirOps.ConstOp.create(r, value, t).res();
    }

    private static boolean foldCirBinop(Operation op, PatternRewriter r) {
        BigInteger a = cirInt(op.operand(0)), b = cirInt(op.operand(1));
        if (a == null || b == null || !(op.result(0).type() instanceof CirTypes.IntType it) || !(op.attr("kind") instanceof EnumAttr k))
            return false;
        String kind = switch (k.value()) {
            case "div" -> it.signed() ? "divs" : "divu";
            case "rem" -> it.signed() ? "rems" : "remu";
            case "shr" -> it.signed() ? "shrs" : "shru";
            default -> k.value();
        };
        BigInteger v = ConstantFolder.intBinary(kind, a, b, it.width());
        if (v == null) return false;
        if (!it.signed()) v = ConstantFolder.unsigned(v, it.width());
        r.replaceOp(op, cirConst(r, new CirAttrs.IntAttr(v, it), it));
        return true;
    }

    private static boolean foldCirCmp(Operation op, PatternRewriter r) {
        BigInteger a = cirInt(op.operand(0)), b = cirInt(op.operand(1));
        if (a == null || b == null || !(op.operand(0).type() instanceof CirTypes.IntType it) || !(op.attr("kind") instanceof EnumAttr k))
            return false;
        String pred = switch (k.value()) {
            case "eq", "ne" -> k.value();
            case "lt", "le", "gt", "ge" -> (it.signed() ? "s" : "u") + k.value();
            default -> null;
        };
        if (pred == null) return false;
        Boolean res = ConstantFolder.intCompare(pred, a, b, it.width());
        Type rt = op.result(0).type();
        Attribute value = rt instanceof CirTypes.BoolType ? new CirAttrs.BoolAttr(res, rt)
                : rt instanceof CirTypes.IntType ? new CirAttrs.IntAttr(res ? BigInteger.ONE : BigInteger.ZERO, rt) : null;
        if (value == null) return false;
        r.replaceOp(op, cirConst(r, value, rt));
        return true;
    }

    private static boolean foldCirCast(Operation op, PatternRewriter r) {
        if (!(op.attr("kind") instanceof EnumAttr k)) return false;
        Attribute in = constantOf(op.operand(0));
        Type to = op.result(0).type();
        Attribute out = null;
        if (k.value().equals("integral") && in instanceof CirAttrs.IntAttr ia && op.operand(0).type() instanceof CirTypes.IntType from
                && to instanceof CirTypes.IntType it) {
            BigInteger v = from.signed() ? ConstantFolder.wrap(ia.value(), from.width()) : ConstantFolder.unsigned(ia.value(), from.width());
            v = it.signed() ? ConstantFolder.wrap(v, it.width()) : ConstantFolder.unsigned(v, it.width());
            out = new CirAttrs.IntAttr(v, it);
        } else if (k.value().equals("int_to_bool") && in instanceof CirAttrs.IntAttr ia && to instanceof CirTypes.BoolType) {
            out = new CirAttrs.BoolAttr(ia.value().signum() != 0, to);
        } else if (k.value().equals("bool_to_int") && in instanceof CirAttrs.BoolAttr ba && to instanceof CirTypes.IntType) {
            out = new CirAttrs.IntAttr(ba.value() ? BigInteger.ONE : BigInteger.ZERO, to);
        }
        if (out == null) return false;
        r.replaceOp(op, cirConst(r, out, to));
        return true;
    }
}
