package jcirc.lowering.tollvm;

import jcirc.dialect.builtin.BuiltinAttrs;
import jcirc.dialect.builtin.BuiltinTypes;
import jcirc.ir.Attribute;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.List;
import java.util.Map;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-arith-to-llvm}, as MLIR's: every arith op becomes its llvm dialect op, flags kept
 * ({@code overflowFlags}, {@code isExact}). As MLIR's LLVM type converter, {@code index} becomes
 * {@code i64} — for every value of the module (block arguments, call results, function types
 * included), so this pass runs first among the {@code convert-*-to-llvm} passes.
 * <pre>
 *   %c = arith.constant 42 : index          →  %c = llvm.mlir.constant(42 : i64) : i64
 *   %r = arith.addi %a, %b : i32            →  %r = llvm.add %a, %b : i32
 *   %p = arith.cmpi slt, %a, %b : i32       →  %p = llvm.icmp "slt" %a, %b : i32
 *   %w = arith.extsi %a : i32 to i64        →  %w = llvm.sext %a : i32 to i64
 *   %i = arith.index_cast %w : i64 to index →  (uses take %w: index is i64)
 *   %m = arith.maxsi %a, %b : i32           →  %m = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
 * </pre>
 * Beyond upstream (which needs {@code arith-expand} first): {@code floordivsi}, {@code ceildivsi},
 * {@code ceildivui} are expanded into llvm integer ops; {@code maximumf}/{@code minimumf} become
 * {@code fcmp}/{@code select} with NaN propagation instead of {@code llvm.intr.maximum}, which
 * LLVM 14's x86 backend cannot select.
 */
public final class ConvertArithToLLVMPass implements Pass {
    public static final String NAME = "convert-arith-to-llvm";

    @Override public String name() { return NAME; }

    /** One-to-one arith → llvm op names (integer and float binary ops, casts, select). */
    static final Map<String, String> ONE_TO_ONE = Map.ofEntries(
            Map.entry("arith.addi", "llvm.add"), Map.entry("arith.subi", "llvm.sub"), Map.entry("arith.muli", "llvm.mul"),
            Map.entry("arith.divsi", "llvm.sdiv"), Map.entry("arith.divui", "llvm.udiv"),
            Map.entry("arith.remsi", "llvm.srem"), Map.entry("arith.remui", "llvm.urem"),
            Map.entry("arith.andi", "llvm.and"), Map.entry("arith.ori", "llvm.or"), Map.entry("arith.xori", "llvm.xor"),
            Map.entry("arith.shli", "llvm.shl"), Map.entry("arith.shrsi", "llvm.ashr"), Map.entry("arith.shrui", "llvm.lshr"),
            Map.entry("arith.addf", "llvm.fadd"), Map.entry("arith.subf", "llvm.fsub"), Map.entry("arith.mulf", "llvm.fmul"),
            Map.entry("arith.divf", "llvm.fdiv"), Map.entry("arith.remf", "llvm.frem"), Map.entry("arith.negf", "llvm.fneg"),
            Map.entry("arith.extsi", "llvm.sext"), Map.entry("arith.extui", "llvm.zext"), Map.entry("arith.trunci", "llvm.trunc"),
            Map.entry("arith.sitofp", "llvm.sitofp"), Map.entry("arith.uitofp", "llvm.uitofp"),
            Map.entry("arith.fptosi", "llvm.fptosi"), Map.entry("arith.fptoui", "llvm.fptoui"),
            Map.entry("arith.extf", "llvm.fpext"), Map.entry("arith.truncf", "llvm.fptrunc"),
            Map.entry("arith.bitcast", "llvm.bitcast"), Map.entry("arith.select", "llvm.select"),
            Map.entry("arith.maxsi", "llvm.intr.smax"), Map.entry("arith.minsi", "llvm.intr.smin"),
            Map.entry("arith.maxui", "llvm.intr.umax"), Map.entry("arith.minui", "llvm.intr.umin"),
            Map.entry("arith.maxnumf", "llvm.intr.maxnum"), Map.entry("arith.minnumf", "llvm.intr.minnum"));

    @Override public void run(Operation module) {
        // one walk: collect the arith ops, retype index values and function types
        List<Operation> ops = new java.util.ArrayList<>();
        module.walk(op -> {
            if (op.name().startsWith("arith.")) ops.add(op);
            retypeValues(op);
            if (op.attr("function_type") instanceof BuiltinAttrs.TypeAttr ta) {
                Type t = convert(ta.type());
                if (!t.equals(ta.type())) op.setAttr("function_type", new BuiltinAttrs.TypeAttr(t));
            }
        });
        for (Operation op : ops) lower(op);
    }

    private static void lower(Operation op) {
        String to = ONE_TO_ONE.get(op.name());
        if (to != null) {
            replace(op, to, keep(op, "overflowFlags", "isExact"));
            return;
        }
        switch (op.name()) {
            case "arith.constant" -> constant(op);
            case "arith.cmpi" -> replace(op, "llvm.icmp", Map.of("predicate", llvmEnum("ICmpPredicate", predicate(op))));
            case "arith.cmpf" -> {
                String p = predicate(op);
                replace(op, "llvm.fcmp", Map.of("predicate", llvmEnum("FCmpPredicate", p.equals("false") || p.equals("true") ? "_" + p : p)));
            }
            case "arith.index_cast", "arith.index_castui" -> indexCast(op);
            case "arith.maximumf", "arith.minimumf" -> floatMinMax(op);
            case "arith.floordivsi", "arith.ceildivsi", "arith.ceildivui" -> roundingDiv(op);
            default -> throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
        }
    }

    /** The predicate's case name ({@code EnumAttr} or upstream's integer encoding). */
    private static String predicate(Operation op) {
        Attribute a = op.attr("predicate");
        if (a instanceof BuiltinAttrs.EnumAttr e) return e.value();
        List<String> cases = op.is("arith.cmpi") ? ICMP : FCMP;
        if (a instanceof BuiltinAttrs.IntegerAttr i) return cases.get(i.value().intValueExact());
        throw new PassFailure(op, "predicate attribute expected");
    }

    private static final List<String> ICMP = List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
    private static final List<String> FCMP = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
            "uge", "ult", "ule", "une", "uno", "true");

    // %c = arith.constant 7 : index  →  %c = llvm.mlir.constant(7 : i64) : i64
    private static void constant(Operation op) {
        Attribute v = op.attr("value");
        if (v instanceof BuiltinAttrs.IntegerAttr i && i.type() instanceof BuiltinTypes.IndexType)
            v = new BuiltinAttrs.IntegerAttr(i.value(), BuiltinTypes.I64);
        replace(op, "llvm.mlir.constant", List.of(), Map.of("value", v));
    }

    // arith.index_cast %x : i64 to index → %x (same width once index is i64); i32 → index: llvm.sext
    // (index_castui: llvm.zext); index → i32: llvm.trunc
    private static void indexCast(Operation op) {
        int from = width(op.operand(0).type()), to = width(op.result(0).type());
        if (from == to) replaceWith(op, op.operand(0));
        else replace(op, to < from ? "llvm.trunc" : op.is("arith.index_castui") ? "llvm.zext" : "llvm.sext", Map.of());
    }

    private static int width(Type t) {
        Type e = t instanceof BuiltinTypes.VectorType v ? v.element() : t;
        if (e instanceof BuiltinTypes.IntegerType it) return it.width();
        if (e instanceof BuiltinTypes.IndexType) return 64;
        throw new IllegalArgumentException("integer type expected: " + t.print());
    }

    // %r = arith.maximumf %a, %b : f64  →  %c = llvm.fcmp "ogt" %a, %b; %s = llvm.select %c, %a, %b;
    //   %u = llvm.fcmp "uno" %a, %b; %n = llvm.fadd %a, %b (a NaN); %r = llvm.select %u, %n, %s
    private static void floatMinMax(Operation op) {
        Builder b = before(op);
        Value x = op.operand(0), y = op.operand(1);
        Type t = op.result(0).type();
        Value c = cmp(b, "llvm.fcmp", "FCmpPredicate", op.is("arith.maximumf") ? "ogt" : "olt", x, y);
        Value s = b.createValue("llvm.select", List.of(c, x, y), t, Map.of());
        Value u = cmp(b, "llvm.fcmp", "FCmpPredicate", "uno", x, y);
        Value n = b.createValue("llvm.fadd", List.of(x, y), t, Map.of());
        replaceWith(op, b.createValue("llvm.select", List.of(u, n, s), t, Map.of()));
    }

    // floordivsi: q = sdiv, r = srem, q - ((r != 0) & ((r < 0) ^ (b < 0)));  ceildivsi: q + ((r != 0) & ((r < 0) == (b < 0)));
    // ceildivui: udiv + (urem != 0)
    private static void roundingDiv(Operation op) {
        Builder b = before(op);
        Type t = op.result(0).type();
        Value x = op.operand(0), y = op.operand(1);
        boolean unsigned = op.is("arith.ceildivui");
        Value q = b.createValue(unsigned ? "llvm.udiv" : "llvm.sdiv", List.of(x, y), t, Map.of());
        Value r = b.createValue(unsigned ? "llvm.urem" : "llvm.srem", List.of(x, y), t, Map.of());
        Value zero = b.createValue("llvm.mlir.constant", List.of(), t, Map.of("value", new BuiltinAttrs.IntegerAttr(java.math.BigInteger.ZERO, t)));
        Value adjust = cmp(b, "llvm.icmp", "ICmpPredicate", "ne", r, zero);
        if (!unsigned) {
            Value rn = cmp(b, "llvm.icmp", "ICmpPredicate", "slt", r, zero);
            Value bn = cmp(b, "llvm.icmp", "ICmpPredicate", "slt", y, zero);
            Value same = op.is("arith.floordivsi") ? b.createValue("llvm.xor", List.of(rn, bn), BuiltinTypes.I1, Map.of())
                    : cmp(b, "llvm.icmp", "ICmpPredicate", "eq", rn, bn);
            adjust = b.createValue("llvm.and", List.of(adjust, same), BuiltinTypes.I1, Map.of());
        }
        Value ext = b.createValue("llvm.zext", List.of(adjust), t, Map.of());
        replaceWith(op, b.createValue(op.is("arith.floordivsi") ? "llvm.sub" : "llvm.add", List.of(q, ext), t, Map.of()));
    }

    private static Value cmp(Builder b, String name, String enumName, String pred, Value x, Value y) {
        return b.createValue(name, List.of(x, y), BuiltinTypes.I1, Map.of("predicate", llvmEnum(enumName, pred)));
    }
}
